'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { formats } from '@/lib/i18n/formats';
import { mergeMessages } from '@/lib/i18n/merge-messages';

/**
 * A provider that adds a page's messages to the ones around it: next-intl's own provider replaces
 * them, so the page's flight data would carry the first paint's messages a second time (as
 * references, about 1 KB on a listing). `messages` holds only what the page adds.
 */
export function MergedMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const parent = useMessages() as Record<string, unknown>;
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  // A client provider inherits nothing: the locale, formats and time zone of the one around it.
  return (
    <NextIntlClientProvider locale={useLocale()} formats={formats} timeZone={useTimeZone()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
