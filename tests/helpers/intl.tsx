import type { Locale } from '@/lib/i18n/locale-list';
import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { formats } from '@/lib/i18n/formats';
import { ShopMessagesProvider } from '@/lib/i18n/shop-messages';
import en from '@/messages/en.json';

/**
 * What the locale layout gives the shop's client components: a locale, its messages and the shop's
 * named formats (lib/i18n/formats.ts), for the shop's own hooks (lib/i18n/shop-messages.tsx, whose
 * formatter compiles a test's messages first: tests/helpers/icu-format.ts) and next-intl's (an
 * IntlScope in the page). American English unless a test says otherwise.
 */
export function InLocale({ children, locale = 'en-us', messages = en }: { children: ReactNode; locale?: Locale; messages?: AbstractIntlMessages }) {
  return (
    <ShopMessagesProvider value={{ locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, messages }}>
      <NextIntlClientProvider locale={locale} messages={messages} formats={formats}>
        {children}
      </NextIntlClientProvider>
    </ShopMessagesProvider>
  );
}
