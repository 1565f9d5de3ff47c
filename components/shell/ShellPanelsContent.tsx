'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import type { SocialProvider } from '@/lib/auth/social';
import { BagDrawer } from '@/components/cart/BagDrawer';
import { CountryChooser } from './country/CountryChooser';
import { AccountPanels } from './account/AccountPanels';
import { AccountLocaleSync } from './account/AccountLocaleSync';

export interface ShellPanelsProps {
  locale: Locale;
  country: string;
  language: string;
  socialProviders: SocialProvider[];
}

/**
 * What the shell mounts closed or invisible: the bag drawer, the country chooser, the account
 * panels, and the account's country and language sync. Loaded after hydration in one chunk
 * (ShellPanels.tsx).
 */
export function ShellPanelsContent({ locale, country, language, socialProviders }: ShellPanelsProps) {
  return (
    <>
      <BagDrawer />
      <CountryChooser locale={locale} />
      <AccountPanels socialProviders={socialProviders} />
      <AccountLocaleSync country={country} language={language} />
    </>
  );
}
