import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/i18n/client-messages';

/** Adds the catalogue's messages to what the browser receives, on listing pages only. */
export async function CatalogueMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={{ ...pickClientMessages(messages), catalogue: messages.catalogue }}>{children}</NextIntlClientProvider>;
}
