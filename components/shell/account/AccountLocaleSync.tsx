'use client';

import { useEffect } from 'react';
import { useVisitor } from '@/stores/visitor-store';

/**
 * Spec §7: the shipping country and language are stored on the account when they differ from the
 * visitor's selection; the calls go to the storefront's own origin, which adds the bearer on the
 * server. The visitor answer (after load) says whether they differ.
 */
export function AccountLocaleSync({ country, language }: { country: string; language: string }) {
  const syncCountry = useVisitor((s) => s.visitor.sync.country);
  const syncLanguage = useVisitor((s) => s.visitor.sync.language);
  useEffect(() => {
    const post = (path: string, body: unknown) =>
      fetch(`/api/v2/storefront/account/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null);
    if (syncCountry) void post('set_country', { spree_country: { iso: country } });
    if (syncLanguage) void post('set_last_locale', { locale: language });
  }, [country, language, syncCountry, syncLanguage]);
  return null;
}
