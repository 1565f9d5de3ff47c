import { searchTagsToRevalidate } from '@/lib/cache/tags';
import { revalidationRoute } from '@/lib/webhooks/revalidation-route';

/**
 * POST /api/revalidate/search — called by the job that feeds the search service once its indexing
 * is done (the embedded search service calls it itself after a product's indexed fields change).
 * `Authorization: Bearer <SEARCH_REVALIDATE_SECRET>`, body `{"indexes":["products","artisans"]}` or
 * `{"all":true}`. Every cached listing of those indexes is searched afresh on its next request
 * (lib/webhooks/revalidation-route.ts): a category page shows a new price or a piece withdrawn.
 */
export const POST = revalidationRoute({
  secretVariable: 'SEARCH_REVALIDATE_SECRET',
  tagsFor: searchTagsToRevalidate,
  bodyHint: 'Give indexes or all',
});
