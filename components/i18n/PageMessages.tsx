import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/i18n/client-messages';

/**
 * For pages built around namespaces the shell only loads on demand (account, checkout, passwords,
 * a registry): the page's client components receive them whole, with the first-paint ones. `extra`
 * adds single keys of other namespaces.
 */
export async function PageMessages({ whole, extra, children }: { whole: string[]; extra?: Record<string, unknown>; children: ReactNode }) {
  const messages = (await getMessages()) as Record<string, unknown>;
  return <NextIntlClientProvider messages={{ ...pickClientMessages(messages, whole), ...extra }}>{children}</NextIntlClientProvider>;
}
