import { getTranslations } from 'next-intl/server';
import { CopyLink } from '@/components/product/CopyLink';
import { Link } from '@/lib/i18n/navigation';
import styles from './Registry.module.css';

/** The public page's address, to read, copy or open (spec §2 "shared public registry page"). */
export async function ShareLink({ url, path }: { url: string; path: string }) {
  const t = await getTranslations('registry.share');
  return (
    <section className={styles.share} aria-labelledby="registry-share">
      <h2 id="registry-share" className={styles.subheading}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('body')}</p>
      <p className={styles.url}>
        <Link href={path} data-testid="registry-share-link" prefetch={false}>
          {url}
        </Link>
      </p>
      <CopyLink url={url} className={styles.button} />
    </section>
  );
}
