import type { Locale } from '@/lib/i18n/locale-list';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { answerUnavailable } from '@/lib/services/unavailable';
import { shortenPageLifetime } from '@/lib/services/page-lifetime';
import styles from './StatusPage.module.css';

/**
 * What a page renders when a service it cannot do without gave no answer in time (issue 36): the
 * shop's "updates in progress" state in the shell, rendered on the server (in the HTML as served,
 * not drawn by script after load), answered 503 with `Retry-After` (lib/services/unavailable.ts).
 *
 * - `message`: the page's own sentence for it (the bag's, the account's); the shop's otherwise.
 * - `retry`: the page's path without the locale, so "Try again" asks for it again.
 * - `cached`: the page is cached whole (product, artisan): its cached copy is answered 503 too.
 * - `locale`: for a cached page, which must not read the request.
 */
export async function ServiceUnavailable({ locale, message, retry, cached = false }: { locale?: Locale; message?: string; retry: string; cached?: boolean }) {
  answerUnavailable({ cached });
  if (cached) await shortenPageLifetime(); // the cached copy is rendered again soon
  const [t, tUnavailable] = await Promise.all([
    locale ? getTranslations({ locale, namespace: 'serverError' }) : getTranslations('serverError'),
    locale ? getTranslations({ locale, namespace: 'serviceUnavailable' }) : getTranslations('serviceUnavailable'),
  ]);
  return (
    <main id="main" className={styles.page}>
      <title>{`${t('title')} · Casa Maestri`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.eyebrow}>{tUnavailable('eyebrow')}</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.body}>{message ?? t('body')}</p>
      <div className={styles.actions}>
        <Link className={styles.cta} href={retry} prefetch={false}>
          {t('retry')}
        </Link>
        <Link className={styles.secondary} href="/" prefetch={false}>
          {t('cta')}
        </Link>
      </div>
    </main>
  );
}
