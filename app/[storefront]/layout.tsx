import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getMessages, getTimeZone } from 'next-intl/server';
import { layoutContextFromParams } from '@/lib/i18n/server';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { ShopMessagesProvider } from '@/lib/i18n/shop-messages';
import { Shell } from '@/components/shell/Shell';
import { speedInsightsDeployed } from '@/components/observability/SpeedInsightsWhenDeployed';
import { AfterHydration } from '@/components/observability/AfterHydration';
import { displayFont, sansFont } from '../fonts';
import '../globals.css';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { children: ReactNode; languages: ReactNode; params: Promise<{ storefront: string }> };

/**
 * Pages are rendered on first request for each locale and variant, then served from the cache to
 * everyone who asks for the same (ADR 0012); an hour is the safety net behind tag revalidation.
 * Pages that read the visitor's cookies (account, bag, checkout) stay per request.
 */
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const page = await metadataContext(params, { layout: true });
  const t = await page.t('meta');
  return {
    title: { default: t('defaultTitle'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#15120f',
};

/**
 * The document of every page: `<html lang>` from the locale segment, the shell unless the variant is bare.
 * `languages` is the page's language switcher (the @languages parallel route: links to its translations).
 */
export default async function LocaleLayout({ children, languages, params }: Props) {
  const page = await layoutContextFromParams(params);
  const messages = pickClientMessages(await getMessages());
  const timeZone = await getTimeZone();

  return (
    <html lang={page.tag} className={`${displayFont.variable} ${sansFont.variable}`}>
      <body>
        {/* Not next-intl's provider: lib/i18n/shop-messages.tsx; next-intl's runtime comes with the parts that read it (components/i18n/IntlScope.tsx). */}
        <ShopMessagesProvider value={{ locale: page.locale, timeZone, messages }}>
          {page.shell ? <Shell page={page} languages={languages}>
              {children}
            </Shell> : children}
        </ShopMessagesProvider>
        <AfterHydration speedInsights={speedInsightsDeployed()} />
      </body>
    </html>
  );
}
