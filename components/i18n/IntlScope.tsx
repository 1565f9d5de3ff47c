'use client';

import type { ComponentType, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { formats } from '@/lib/i18n/formats';
import { useShopMessages } from '@/lib/i18n/shop-messages';

/**
 * next-intl's provider for the client components that come after the first paint (panels, the
 * islands' code, pages built around forms), made from the page's own messages (lib/i18n/shop-messages.tsx):
 * its runtime is fetched with them, not with every page.
 */
export function IntlScope({ children }: { children: ReactNode }) {
  const { locale, timeZone, messages } = useShopMessages();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} formats={formats} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

const scoped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** `Part` inside an IntlScope (one wrapper per part, so React keeps it mounted across renders). */
export function inIntlScope<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  let Scoped = scoped.get(Part as ComponentType<never>) as ComponentType<P> | undefined;
  if (!Scoped) {
    const Wrapped = Part;
    Scoped = function InIntlScope(props: P) {
      return (
        <IntlScope>
          <Wrapped {...props} />
        </IntlScope>
      );
    };
    scoped.set(Part as ComponentType<never>, Scoped as ComponentType<never>);
  }
  return Scoped;
}
