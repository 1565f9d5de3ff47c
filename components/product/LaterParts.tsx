'use client';

import { clientOnly, hydratedLater } from '@/components/ui/client-only';
import styles from './ProductControls.module.css';

/*
 * Product-page parts whose code is not in the page's first-load script (issue 35 item 3). None of
 * them can take a tap before its code is there: the tabs' parts sit in panels closed on arrival and
 * are drawn in the browser only; the trade price line has nothing to tap.
 */

/** "You may also like": its cards render when the tab is shown; until its code is here, the empty row. */
export const LazyRecommendedRow = clientOnly(() => import('./RecommendedRow').then((m) => m.RecommendedRow), {
  loading: () => <ul className={styles.cards} data-item-list="product:recommended" />,
});

/** The share tab's "Copy link" button, drawn once its code is here. */
export const LazyCopyLink = clientOnly(() => import('./CopyLink').then((m) => m.CopyLink));

/** A trade user's price line: server-rendered (its reserved line), hydrated when its code arrives. */
export const TradePriceLater = hydratedLater(() => import('./TradePrice').then((m) => m.TradePrice));
