'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { clientOnly } from '@/components/ui/client-only';
import styles from './ProductControls.module.css';

/** The row's line while its products are looked up. */
export function RecentlyViewedLoading() {
  const t = useShopTranslations('product.recently');
  return <p className={styles.muted} aria-busy="true">{t('loading')}</p>;
}

/**
 * The recently viewed tab (RecentlyViewed), whose code (the device's list and the storage key table
 * it names) is a chunk fetched after hydration: its tab is closed on arrival, and the view is recorded
 * when the chunk has arrived. The server and the first render show the loading line, in the same
 * wrapper as the part's, so nothing changes when it arrives.
 */
export const LazyRecentlyViewed = clientOnly(() => import('./RecentlyViewed').then((m) => m.RecentlyViewed), {
  loading: () => (
    <div>
      <RecentlyViewedLoading />
    </div>
  ),
});
