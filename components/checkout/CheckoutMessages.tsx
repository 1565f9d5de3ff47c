import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/i18n/client-messages';

/** The checkout's own messages reach the browser only on checkout pages. */
export async function CheckoutMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Record<string, unknown>;
  return <NextIntlClientProvider messages={{ ...pickClientMessages(messages), checkout: messages.checkout }}>{children}</NextIntlClientProvider>;
}
