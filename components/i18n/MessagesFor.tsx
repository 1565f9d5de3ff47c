'use client';

import { useDeferredValue, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { LazyNamespace } from '@/lib/i18n/client-messages';
import { hasMessages, loadMessages, loadedMessages, subscribeToMessages } from '@/lib/i18n/lazy-messages';
import { localeParts } from '@/lib/i18n/locale-parts';
import { useShopLocale } from '@/lib/i18n/shop-messages';
import { MergedMessages } from './MergedMessages';

/**
 * Renders a panel once the message namespaces it needs have arrived (they are not in the page's
 * flight data: lib/i18n/client-messages.ts), inside a provider that adds them to the page's own;
 * `fallback` (a placeholder of the panel's size, or nothing) until then, never untranslated text.
 * The files are static and cached, so each is fetched once per visit (lib/i18n/lazy-messages.ts).
 */
export function MessagesFor({ namespaces, fallback = null, children }: { namespaces: LazyNamespace[]; fallback?: ReactNode; children: ReactNode }) {
  const locale = useShopLocale();
  const { language } = localeParts(locale);
  const key = namespaces.join(',');
  // Deferred, as useHydrated (components/ui/use-hydrated.ts) explains: the messages' arrival draws the
  // panel in slices a tap can interrupt, not in the store's synchronous re-render.
  const ready = useDeferredValue(
    useSyncExternalStore(
      subscribeToMessages,
      () => hasMessages(language, namespaces),
      () => false,
    ),
  );
  useEffect(() => loadMessages(language, namespaces), [language, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const loaded = ready ? loadedMessages(language, namespaces) : null;
  if (!loaded) return fallback;
  // Added to the page's messages for this part's next-intl hooks, and for a MessagesFor inside it.
  return <MergedMessages messages={loaded}>{children}</MergedMessages>;
}
