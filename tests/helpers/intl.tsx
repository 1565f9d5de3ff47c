import type { Locale } from '@/lib/i18n/locale-list';
import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { formats } from '@/lib/i18n/formats';
import en from '@/messages/en.json';

/**
 * What the locale layout gives the shop's client components: a locale, its messages and the shop's
 * named formats (lib/i18n/formats.ts). American English unless a test says otherwise.
 */
export function InLocale({ children, locale = 'en-us', messages = en }: { children: ReactNode; locale?: Locale; messages?: AbstractIntlMessages }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} formats={formats}>
      {children}
    </NextIntlClientProvider>
  );
}
