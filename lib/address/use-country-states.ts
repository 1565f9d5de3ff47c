'use client';

import { useEffect, useState } from 'react';
import type { CountryStates } from '../model/address';

let loading: Promise<CountryStates | null> | null = null;

function load(): Promise<CountryStates | null> {
  loading ??= fetch('/api/address-states')
    .then((response) => (response.ok ? (response.json() as Promise<CountryStates>) : null))
    .catch(() => null)
    .then((states) => {
      if (!states) loading = null; // asked again next time rather than remembered as missing
      return states;
    });
  return loading;
}

/**
 * The countries' states for a form on a cached page, read once per page from /api/address-states;
 * null until they arrive (or when the service cannot be reached: the field then takes no state).
 */
export function useCountryStates(): CountryStates | null {
  const [states, setStates] = useState<CountryStates | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((value) => {
      if (live) setStates(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return states;
}
