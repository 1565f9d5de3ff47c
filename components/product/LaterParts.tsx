'use client';

import { clientOnly } from '@/components/ui/client-only';
import styles from './ProductControls.module.css';

/*
 * Product-page parts whose code is not in the page's first-load script (issue 35 item 3). None of
 * them can take a tap before its code is there: each is drawn in the browser once its code is, the
 * tabs' parts in panels closed on arrival, the trade price line over its reserved, empty line.
 */

/** "You may also like": its cards render when the tab is shown; until its code is here, the empty row. */
export const LazyRecommendedRow = clientOnly(() => import('./RecommendedRow').then((m) => m.RecommendedRow), {
  loading: () => <ul className={styles.cards} data-item-list="product:recommended" />,
});

/** The share tab's "Copy link" button, drawn once its code is here. */
export const LazyCopyLink = clientOnly(() => import('./CopyLink').then((m) => m.CopyLink));

/** A trade user's price line (read after load anyway); until its code is here, the same reserved line. */
export const TradePriceLater = clientOnly(() => import('./TradePrice').then((m) => m.TradePrice), {
  loading: () => (
    <p className={styles.tradePrice} data-testid="trade-price">
      {' '}
    </p>
  ),
});
