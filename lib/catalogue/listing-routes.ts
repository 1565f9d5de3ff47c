/**
 * Listing URLs whose query string holds listing state are rendered by their `filtered` twins
 * (app/[locale]/filtered/…), so the bare URLs — what menus, crawlers and newsletters link to, with
 * or without tracking parameters — can be cached whole: the twin reads the query string, the bare
 * route never does. The proxy rewrites with these (lib/routing); the browser only sees public URLs.
 */
import { isListingParam } from './listing-state';

/** Internal prefix of the per-request twins; not a public URL. */
export const FILTERED_PREFIX = '/filtered';

const LISTING_PATH = /^\/(categories\/[^?#]+|search|artisans(\/[^/?#]+)?)\/?$/;

/** `/categories/furniture` with `?shipping=ready` → `/filtered/categories/furniture`; null when the bare route serves it. */
export function filteredListingPath(pathWithoutLocale: string, search: string | URLSearchParams): string | null {
  const params = new URLSearchParams(search);
  if (![...params.keys()].some(isListingParam)) return null;
  if (!LISTING_PATH.test(pathWithoutLocale)) return null;
  return `${FILTERED_PREFIX}${pathWithoutLocale.replace(/\/$/, '')}`;
}
