'use client';

import { clientOnly } from '@/components/ui/client-only';
import styles from './ProductControls.module.css';
import { withIntl } from '@/components/i18n/with-intl';

/*
 * Product-page parts whose code is not in the page's first-load script (issue 35 item 3). None of
 * them can take a tap before its code is there: each is drawn in the browser once its code is, in a
 * tab panel closed on arrival. (A trade user's price line stays in the first load: after one more
 * chunk, on a busy machine, it came seconds later.)
 */

/** "You may also like": its cards render when the tab is shown; until its code is here, the empty row. */
export const LazyRecommendedRow = clientOnly(() => import('./RecommendedRow').then((m) => m.RecommendedRow), {
  loading: () => <ul className={styles.cards} data-item-list="product:recommended" />,
});

/** The share tab's "Copy link" button, drawn once its code is here. */
export const LazyCopyLink = clientOnly(withIntl(() => import('./CopyLink').then((m) => m.CopyLink)));
