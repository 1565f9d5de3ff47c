'use client';

import type { ComponentProps, ReactNode } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { island } from '@/components/ui/island';
import { ServerMarkup } from '@/components/ui/ServerMarkup';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import type { AddToListProps } from '@/components/account/lists/AddToListView';
import type { ArViewer } from './ArViewer';
import type { ProductTabsViewProps } from './ProductTabsView';
import type { RequestActionsProps } from './RequestActions';
import styles from './ProductControls.module.css';
import { withIntl } from '@/components/i18n/with-intl';

/*
 * The product page's client parts at first paint, with as little code as they can (issue 35 item 3):
 * the tabs' later parts, drawn in the browser once their code is here, in tab panels closed on
 * arrival; and the islands (components/ui/island.tsx), drawn by the server at once, whose code takes
 * them over when the browser is idle after the load or sooner on intent, a tap made before then kept.
 * The gallery is no island: taking it over would re-create the main picture, which a phone then
 * downloads again at another width (ADR 0022). (A trade user's price line stays in the first load:
 * after one more chunk, on a busy machine, it came seconds later.) One module for all of them: each
 * module of a page's first load costs its own wrapper and imports.
 */

// All their code is one chunk (./LaterPartsCode.ts): all of it is asked for soon after the load.
const loadParts = () => import('./LaterPartsCode');

/** What the server draws for a part of ServerMarkup's kind: the part's root class and its markup. */
type DrawnByServer = { className?: string; children: ReactNode };

/** The tabs' switching: the server draws the tabs (ProductTabsView, the first one shown) as `children`. */
export const ProductTabsLater = island<ProductTabsViewProps & DrawnByServer>(() => loadParts().then((m) => m.ProductTabs), ServerMarkup);

/** The request buttons: the server draws them (RequestButtons) as `children`; their dialogs come with a click. */
export const RequestActionsLater = island<RequestActionsProps & DrawnByServer>(() => loadParts().then((m) => m.RequestActions), ServerMarkup);

/** "Add to list": the server draws it (AddToListView) as `children`; a tap before its code has arrived opens the lists once it is here. */
export const AddToListLater = island<Omit<AddToListProps, 'className'> & DrawnByServer>(() => loadParts().then((m) => m.AddToListPart), ServerMarkup);

/** "You may also like": its cards render when the tab is shown; until its code is here, the empty row. */
export const LazyRecommendedRow = clientOnly(() => loadParts().then((m) => m.RecommendedRow), {
  loading: () => <ul className={styles.cards} data-item-list="product:recommended" />,
});

/** The share tab's "Copy link" button, drawn once its code is here. */
export const LazyCopyLink = clientOnly(withIntl(() => loadParts().then((m) => m.CopyLink)));

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
export const LazyRecentlyViewed = clientOnly(() => loadParts().then((m) => m.RecentlyViewed), {
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
const Viewer = clientOnly(withIntl(() => loadParts().then((m) => m.ArViewer)), {
  loading: () => <div className={styles.ar} aria-busy="true" />,
});

export function LazyArViewer(props: ComponentProps<typeof ArViewer>) {
  return <Viewer {...props} />;
}
