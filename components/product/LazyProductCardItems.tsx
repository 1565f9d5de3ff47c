'use client';

import { clientOnly } from '@/components/ui/client-only';
import { withIntl } from '@/components/i18n/with-intl';

/**
 * The product page's card rows load the card (its purchase rules, hotspots, carousel) only when a
 * row is first shown: the tabs that hold them are closed on arrival, so the page's first load
 * carries no card code.
 */
export const LazyProductCardItems = clientOnly(withIntl(() => import('./ProductCardItems').then((m) => m.ProductCardItems)));
