'use client';

import { useState, useSyncExternalStore } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { usePathname } from '@/lib/i18n/navigation';
import { REGISTRY_HINT_COOKIE } from '@/lib/cookies';
import { MessagesFor } from '@/components/i18n/MessagesFor';

/** Spec §2 "wedding-registry extra": the bar's code is fetched only when the registry hint cookie is there. */
const RegistryBar = clientOnly(() => import('./RegistryBar').then((m) => m.RegistryBar));

const PATTERN = new RegExp(`(?:^|;\\s*)${REGISTRY_HINT_COOKIE}=([^;]+)`);
const noSubscription = () => () => {};
const readHint = () => PATTERN.exec(document.cookie)?.[1] ?? null;

/**
 * Mounted by the shell's extras on every page. Reads the cookie again on each navigation (the
 * pathname re-renders it); hidden on the registry's own page, and once dismissed.
 */
export function RegistryHint() {
  const pathname = usePathname();
  const token = useSyncExternalStore(noSubscription, readHint, () => null);
  const [dismissed, setDismissed] = useState(false);
  if (!token || dismissed || pathname.startsWith('/wedding_registry/')) return null;
  // The bar's words arrive with its code, fetched side by side (lib/i18n/client-messages.ts).
  return (
    <MessagesFor namespaces={['registry']}>
      <RegistryBar token={decodeURIComponent(token)} onDismiss={() => setDismissed(true)} />
    </MessagesFor>
  );
}
