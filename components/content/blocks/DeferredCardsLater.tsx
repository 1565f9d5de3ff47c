'use client';

import type { ComponentProps } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { ProductCardPlaceholder } from '@/components/catalogue/ProductCardPlaceholder';
import type { DeferredCards } from './DeferredCards';
import { withIntl } from '@/components/i18n/with-intl';

/**
 * A carousel's later cards (DeferredCards) with their code out of the page's first-load script. The
 * server and the hydration draw the same placeholders DeferredCards draws, so the row holds its room
 * and nothing moves when the part arrives; there is nothing to tap in it before then, and it reads its
 * cards only near the viewport.
 */
export const DeferredCardsLater = clientOnly<ComponentProps<typeof DeferredCards>>(withIntl(() => import('./DeferredCards').then((m) => m.DeferredCards)), {
  loading: ({ ids }) =>
    ids.map((id) => (
      <li key={id}>
        <ProductCardPlaceholder />
      </li>
    )),
});
