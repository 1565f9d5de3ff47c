import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { ShopMessagesProvider } from '@/lib/i18n/shop-messages';
import { parseLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { NotFoundContent } from '@/components/status/NotFoundContent';
import styles from '@/components/status/StatusPage.module.css';
import { displayFont, sansFont } from './fonts';
import './globals.css';

export const metadata: Metadata = { robots: { index: false } };

/**
 * The 404 of a URL that no page takes at all (a path the locale layout refuses, e.g. one with a
 * dot, which skips the proxy, or an unknown path several segments deep). Unknown products, posts,
 * categories and slugs render in [storefront]/not-found with the full shell.
 *
 * Kept small on purpose: it is its own document, outside the cached pages.
 */
export default async function GlobalNotFound() {
  // In the locale the proxy resolved (en-us when the path skipped the proxy).
  const locale = parseLocale(await getLocale());
  const [t, tNotFound, timeZone] = await Promise.all([getTranslations('shell'), getTranslations('notFound'), getTimeZone()]);
  return (
    <html lang={locale.tag} className={`${displayFont.variable} ${sansFont.variable}`}>
      <head>
        <title>{`${tNotFound('title')} · Casa Maestri`}</title>
      </head>
      <body>
        {/* The provider gives the links their locale; no client messages are needed here. */}
        <ShopMessagesProvider value={{ locale: locale.locale, timeZone, messages: {} }}>
          <header className={styles.minimalHeader}>
            <Link href="/" className={styles.wordmark} aria-label={t('home')}>
              Casa Maestri
            </Link>
          </header>
          <NotFoundContent />
        </ShopMessagesProvider>
      </body>
    </html>
  );
}
