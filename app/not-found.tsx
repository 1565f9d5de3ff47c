import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { NotFoundContent } from '@/components/status/NotFoundContent';
import styles from '@/components/status/StatusPage.module.css';

/**
 * The root 404: a URL that no locale layout takes (an invalid locale in the path, e.g. one with a
 * dot, which skips the proxy). Every other 404 — unknown products, posts, categories, slugs, and an
 * unknown prefix such as /xx-zz, which the proxy reads as a slug — renders in [locale]/not-found
 * with the full shell.
 *
 * Kept small on purpose: Next puts the root not-found element into every page's RSC payload, so a
 * shell here was rendered twice on every request and shipped twice to every browser.
 */
export default async function GlobalNotFound() {
  // In the locale the proxy resolved (en-us when the path skipped the proxy).
  const [t, tNotFound] = await Promise.all([getTranslations('shell'), getTranslations('notFound')]);
  // The provider gives the links their locale; no client messages are needed here.
  return (
    <NextIntlClientProvider messages={{}}>
      {/* React hoists it into <head>: this page has no layout metadata to give it a title. */}
      <title>{`${tNotFound('title')} · Casa Maestri`}</title>
      <header className={styles.minimalHeader}>
        <Link href="/" className={styles.wordmark} aria-label={t('home')}>
          Casa Maestri
        </Link>
      </header>
      <NotFoundContent />
    </NextIntlClientProvider>
  );
}
