import { Link } from '@/lib/i18n/navigation';
import { RetryButton } from './controls';
import type { CatalogueT } from './helpers';
import styles from '../Catalogue.module.css';

/** "Search unavailable": the listing's designed state when the search failed, was refused or was slow. */
export function Unavailable({ t }: { t: CatalogueT }) {
  return (
    <div className={styles.empty} role="alert">
      <p>{t('searchUnavailable')}</p>
      <RetryButton label={t('retry')} />
      <p>
        <Link href="/" prefetch={false} className={styles.textButton}>
          {t('unavailableBack')}
        </Link>
      </p>
    </div>
  );
}
