'use client';

import { useEffect, useRef, useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import type { Currency } from '@/lib/money/currency';
import { recordView } from '@/lib/product/recently-viewed';
import { useFirstShown } from '@/components/ui/use-first-shown';
import { RecentlyViewedLoading } from './LaterParts';
import { withIntl } from '@/components/i18n/with-intl';

const RecentlyViewedRow = clientOnly(withIntl(() => import('./RecentlyViewedRow').then((m) => m.RecentlyViewedRow)), {
  loading: () => <RecentlyViewedLoading />,
});

/**
 * Records this product as viewed (ids only, on the device) on every visit, whichever tab is open;
 * once the tab is shown, the row (RecentlyViewedRow, its own chunk) looks the earlier ones up.
 */
export function RecentlyViewed({ productId, currency }: { productId: string; currency: Currency }) {
  const ids = useRef<string[]>([]);
  const [shownIds, setShownIds] = useState<string[] | null>(null);
  const [sentinel] = useFirstShown<HTMLDivElement>(() => setShownIds(ids.current));

  useEffect(() => {
    ids.current = recordView(window.localStorage, productId);
  }, [productId]);

  return <div ref={sentinel}>{shownIds === null ? <RecentlyViewedLoading /> : <RecentlyViewedRow ids={shownIds} currency={currency} />}</div>;
}
