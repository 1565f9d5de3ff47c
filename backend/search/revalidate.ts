/**
 * Tells the storefront that the search indexes changed, so the listings it cached (the first page of
 * every category, artisan and search URL) are searched afresh (ADR 0012): `POST
 * <storefront>/api/revalidate/search` with `Authorization: Bearer <secret>` and
 * `{"indexes":["products","artisans"]}`, as the job that feeds a real Algolia application would once
 * its indexing task is done. The call is made after the indexes changed, never before: a listing
 * searched again at once finds the new records.
 *
 * Configuration: STOREFRONT_URL (unset: no calls) and SEARCH_REVALIDATE_SECRET (when unset, the
 * embedded default, sent only to a storefront on loopback).
 */
import { callStorefront, callsInFlight, storefrontCallConfigFromEnv, type StorefrontCallConfig } from '../storefront-call';

export const DEFAULT_SEARCH_REVALIDATE_SECRET = 'embedded-search-revalidate-secret';
export const SEARCH_REVALIDATE_PATH = '/api/revalidate/search';

/** The index families whose records carry commerce data (prices, availability): products, and artisans' pieces. */
const INDEXES = ['products', 'artisans'];

export function searchRevalidateConfigFromEnv(env: Record<string, string | undefined> = process.env): StorefrontCallConfig | null {
  return storefrontCallConfigFromEnv(env, { secretVariable: 'SEARCH_REVALIDATE_SECRET', embeddedSecret: DEFAULT_SEARCH_REVALIDATE_SECRET });
}

/** What the search service calls when its indexes changed; `pending` waits for calls in flight (tests). */
export function listingRevalidator(config: StorefrontCallConfig) {
  const inFlight = callsInFlight();
  return {
    indexesChanged: () => inFlight.add(callStorefront(config, SEARCH_REVALIDATE_PATH, { indexes: INDEXES }, `the ${INDEXES.join(' and ')} indexes`)),
    pending: inFlight.pending,
  };
}
