import type { Locale } from '@/lib/i18n/locale-list';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './StatusPage.module.css';

/** Spec §8: "page does not exist, return to homepage", in the visitor's language. */
export async function NotFoundContent({ locale }: { locale?: Locale } = {}) {
  const t = locale ? await getTranslations({ locale, namespace: 'notFound' }) : await getTranslations('notFound');
  return (
    <main id="main" className={styles.page}>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.body}>{t('body')}</p>
      <Link className={styles.cta} href="/">
        {t('cta')}
      </Link>
    </main>
  );
}
