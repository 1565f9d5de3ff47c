import { commerceTagsToRevalidate } from '@/lib/cache/tags';
import { revalidationRoute } from '@/lib/webhooks/revalidation-route';

/**
 * POST /api/revalidate/commerce — called by the commerce service when a product's price, stock or
 * purchasability changes. `Authorization: Bearer <COMMERCE_REVALIDATE_SECRET>`, body
 * `{"products":["1307","lido-sofa","divano-lido"]}` (ids and every slug) or `{"all":true}`.
 * The cached pages that read those products render afresh (lib/webhooks/revalidation-route.ts).
 */
export const POST = revalidationRoute({
  secretVariable: 'COMMERCE_REVALIDATE_SECRET',
  tagsFor: commerceTagsToRevalidate,
  bodyHint: 'Give products or all',
});
