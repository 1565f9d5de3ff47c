import 'server-only';
import { makeClient, type Client } from '@spree/storefront-api-v2-sdk';
import { serviceConfig } from '../config';
import { createFetchFetcher } from './fetcher';
import { CACHE_SECONDS, catalogueTagsFor } from '../cache/tags';
import { shortenPageLifetime } from '../services/page-lifetime';
import { READ_WAIT_MS } from '../services/upstream';

/**
 * Spree clients for server code only: tokens never reach the browser. `commerce` is uncached (cart,
 * account, checkout, anything with a token); `catalogue` caches shared reads (products, taxons,
 * countries for guests) in Next's data cache, tagged so they can be revalidated.
 */
export const commerce: Client = makeClient({ host: serviceConfig.spree.url, createFetcher: createFetchFetcher({ init: { cache: 'no-store' } }) });

/**
 * For the calls that tell a shopper about an order just placed (lib/checkout/service.ts: order_status
 * after a completion got no answer, the thank-you page, the return from Stripe): a full read wait
 * even while the service counts as quiet — which a lost completion answer has just made it — since
 * a shortened wait would leave the shopper unsure of, or unable to find, an order that is placed.
 */
export const commerceSettling: Client = makeClient({
  host: serviceConfig.spree.url,
  createFetcher: createFetchFetcher({ init: { cache: 'no-store' }, timeoutMs: READ_WAIT_MS }),
});

export const catalogue: Client = makeClient({
  host: serviceConfig.spree.url,
  // Tags and lifetime from lib/cache/tags.ts: the commerce service expires a changed product at once.
  // A page that rendered a fallback because the service gave no answer is rendered again soon.
  createFetcher: createFetchFetcher({ init: { next: { revalidate: CACHE_SECONDS.catalogue } }, tagsFor: catalogueTagsFor, onNoAnswer: shortenPageLifetime }),
});

/**
 * How long one page of a whole-catalogue list (the sitemaps') may take: at 50,000 pieces the index
 * reads a hundred pages of 500 in a row, and one of them, on a busy service, now and then outlasted
 * a page render's read wait (the index answered 500). Crawlers wait; shoppers never read these.
 */
export const BULK_READ_WAIT_MS = 15_000;

/** `catalogue`, for whole-catalogue lists: the same cache and tags, a longer wait for each page. */
export const catalogueBulk: Client = makeClient({
  host: serviceConfig.spree.url,
  createFetcher: createFetchFetcher({ init: { next: { revalidate: CACHE_SECONDS.catalogue } }, tagsFor: catalogueTagsFor, timeoutMs: BULK_READ_WAIT_MS }),
});
