import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickClientMessages, type MessageSelection } from '@/lib/i18n/client-messages';

/**
 * For pages built around namespaces the shell only loads on demand (account, checkout, passwords,
 * a registry): the page's client components receive the first-paint messages and what `selection`
 * names (lib/i18n/client-messages.ts PAGE_MESSAGES): namespaces whole, keys of others.
 */
export async function PageMessages({ selection, children }: { selection: MessageSelection; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickClientMessages(await getMessages(), selection)}>{children}</NextIntlClientProvider>;
}
