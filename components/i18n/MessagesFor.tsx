'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import type { LazyNamespace } from '@/lib/i18n/client-messages';
import { localeParts } from '@/lib/i18n/locale-parts';
import { formats } from '@/lib/i18n/formats';

type Messages = Record<string, unknown>;
const loaded = new Map<string, Messages>();
const pending = new Set<string>();
const listeners = new Set<() => void>();

function load(language: string, namespace: LazyNamespace) {
  const key = `${language}/${namespace}`;
  if (loaded.has(key) || pending.has(key)) return;
  pending.add(key);
  fetch(`/api/messages/${key}`)
    .then((response) => (response.ok ? (response.json() as Promise<Messages>) : Promise.reject(new Error(String(response.status)))))
    .then((messages) => loaded.set(key, messages))
    .catch(() => undefined) // the next mount tries again
    .finally(() => {
      pending.delete(key);
      listeners.forEach((notify) => notify());
    });
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * Renders a panel once the message namespaces it needs have arrived (they are not in the page's
 * flight data: lib/i18n/client-messages.ts), inside a provider that adds them to the page's own.
 * The files are static and cached, so each is fetched once per visit.
 */
export function MessagesFor({ namespaces, children }: { namespaces: LazyNamespace[]; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages() as Messages;
  const { language } = localeParts(locale);
  const key = namespaces.map((ns) => `${language}/${ns}`).join(',');
  const ready = useSyncExternalStore(
    subscribe,
    () => key.split(',').every((k) => loaded.has(k)),
    () => false,
  );
  useEffect(() => namespaces.forEach((ns) => load(language, ns)), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!ready) return null;
  const messages = Object.assign({}, parent, ...key.split(',').map((k) => loaded.get(k)));
  return (
    <NextIntlClientProvider locale={locale} messages={messages} formats={formats}>
      {children}
    </NextIntlClientProvider>
  );
}
