import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { parseLocale } from '@/lib/i18n/locales';
import { SpeedInsightsWhenDeployed } from '@/components/observability/SpeedInsightsWhenDeployed';
import { displayFont, sansFont } from './fonts';
import './globals.css';

/**
 * The document. It lives at the root (not under [locale]) so that a 404 thrown by any page is
 * rendered on the server inside it; `<html lang>` follows the locale the proxy resolved.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { tag } = parseLocale(await getLocale());
  return (
    <html lang={tag} className={`${displayFont.variable} ${sansFont.variable}`}>
      <body>
        {children}
        <SpeedInsightsWhenDeployed />
      </body>
    </html>
  );
}
