'use client';

import { hydratedLater } from '@/components/ui/client-only';

/**
 * A carousel's later cards (DeferredCards) with their code out of the page's first-load script: the
 * server's placeholders stay as they are and the part hydrates when its chunk arrives. Nothing in it
 * can be tapped before then (placeholders only), and it reads its cards only near the viewport.
 */
export const DeferredCardsLater = hydratedLater(() => import('./DeferredCards').then((m) => m.DeferredCards));
