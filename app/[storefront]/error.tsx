'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/status/StatusPage.module.css';

/** Spec §8: a 500 says "updates in progress, back soon", never a stack trace. */
export default function ServerError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useShopTranslations('serverError');
  return (
    <main id="main" className={styles.page}>
      {/* The page's own metadata failed with it: the document still needs a title (React puts it in the head). */}
      <title>{`${t('title')} · Casa Maestri`}</title>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.body}>{t('body')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.cta} onClick={reset}>
          {t('retry')}
        </button>
        <Link className={styles.secondary} href="/">
          {t('cta')}
        </Link>
      </div>
    </main>
  );
}
