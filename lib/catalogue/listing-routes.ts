/**
 * Listing URLs with a query string are rendered by their `filtered` twins (app/[locale]/filtered/…),
 * so the bare URLs can be cached whole: the twin reads the query string, the bare route never does.
 * The proxy rewrites with these; the browser only ever sees the public URL.
 */
const LISTING_PATH = /^\/(categories\/[^?#]+|search|artisans(\/[^/?#]+)?)\/?$/;

/** `/categories/furniture` with `?shipping=ready` → `/filtered/categories/furniture`; null when the bare route serves it. */
export function filteredListingPath(pathWithoutLocale: string, search: string | URLSearchParams): string | null {
  const params = new URLSearchParams(search);
  params.delete('_rsc'); // the client router's cache key, not the listing's state
  if (params.size === 0) return null;
  if (!LISTING_PATH.test(pathWithoutLocale)) return null;
  return `/filtered${pathWithoutLocale.replace(/\/$/, '')}`;
}

/** The internal path under the locale segment: `/it-it/search` → `/it-it/filtered/search`. */
export function withFilteredSegment(localizedPath: string): string {
  return localizedPath.replace(/^(\/[^/]+)(\/.*)$/, '$1/filtered$2');
}
