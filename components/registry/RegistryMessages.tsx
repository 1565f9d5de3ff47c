import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/i18n/client-messages';

/** Adds the registry's messages (and the copy button's) to what the browser receives, on the registry's pages only. */
export async function RegistryMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const product = messages.product as Record<string, unknown>;
  return <NextIntlClientProvider messages={{ ...pickClientMessages(messages), registry: messages.registry, product: { share: product.share } }}>{children}</NextIntlClientProvider>;
}
