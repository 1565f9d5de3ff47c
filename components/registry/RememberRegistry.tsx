'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';

/**
 * Spec §9 registry hint: once a guest has seen a shared registry, the route handler remembers it
 * for a day so the RegistryBar can lead back to it from anywhere in the shop. Renders nothing.
 */
export function RememberRegistry({ token }: { token: string }) {
  const locale = useLocale();
  useEffect(() => {
    void fetch('/api/registry-hint', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, locale }),
    }).catch(() => null);
  }, [token, locale]);
  return null;
}
