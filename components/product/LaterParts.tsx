'use client';

import type { ComponentProps } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import type { ArViewer } from './ArViewer';
import styles from './ProductControls.module.css';
import { withIntl } from '@/components/i18n/with-intl';

/*
 * Product-page parts whose code is not in the page's first-load script (issue 35 item 3). None of
 * them can take a tap before its code is there: each is drawn in the browser once its code is, in a
 * tab panel closed on arrival. (A trade user's price line stays in the first load: after one more
 * chunk, on a busy machine, it came seconds later.) One module for all of them: each module of a
 * page's first load costs its own wrapper and imports.
 */

// The four parts' code is one chunk (./TabParts.tsx): all of them render once the page has hydrated.
const loadTabParts = () => import('./TabParts');

/** "You may also like": its cards render when the tab is shown; until its code is here, the empty row. */
export const LazyRecommendedRow = clientOnly(() => loadTabParts().then((m) => m.RecommendedRow), {
  loading: () => <ul className={styles.cards} data-item-list="product:recommended" />,
});

/** The share tab's "Copy link" button, drawn once its code is here. */
export const LazyCopyLink = clientOnly(withIntl(() => loadTabParts().then((m) => m.CopyLink)));

/** The recently viewed row's line while its products are looked up. */
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
export const LazyRecentlyViewed = clientOnly(() => loadTabParts().then((m) => m.RecentlyViewed), {
  loading: () => (
    <div>
      <RecentlyViewedLoading />
    </div>
  ),
});

/**
 * The 3D/AR tab's viewer, whose code loads on its own: the tab is closed on arrival, so the page's
 * first load does without it. Rendered in the browser only, so its button exists only once its code
 * does: server-rendered, a tap on it made right after opening the tab, before the code arrived, was
 * lost (React drops a click on a part it cannot hydrate yet). Until then the tab holds the poster's
 * empty frame, the same size, so nothing moves when the poster appears in it.
 */
const Viewer = clientOnly(withIntl(() => loadTabParts().then((m) => m.ArViewer)), {
  loading: () => <div className={styles.ar} aria-busy="true" />,
});

export function LazyArViewer(props: ComponentProps<typeof ArViewer>) {
  return <Viewer {...props} />;
}
