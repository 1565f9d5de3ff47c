/**
 * Listing URLs whose query string holds listing state are rendered by their `filtered` twins
 * (app/[storefront]/filtered/…), so the bare URLs — what menus, crawlers and newsletters link to, with
 * or without tracking parameters — can be cached whole: the twin reads the query string, the bare
 * route never does. The proxy rewrites with these (lib/routing); the browser only sees public URLs.
 */
import { isListingParam, isStateSegment, listingOfPath } from './canonical-state';

/** Internal prefix of the per-request twins; not a public URL. */
export const FILTERED_PREFIX = '/filtered';

/** `/categories/furniture` with `?shipping=ready` → `/filtered/categories/furniture`; null when the bare route serves it. */
export function filteredListingPath(pathWithoutLocale: string, search: string | URLSearchParams): string | null {
  const params = new URLSearchParams(search);
  if (![...params.keys()].some(isListingParam)) return null;
  const path = pathWithoutLocale.replace(/\/$/, '');
  if (!listingOfPath(path)) return null;
  return `${FILTERED_PREFIX}${path}`;
}

/** An internal path's segments (after the locale) as the public page's: `filtered/s.…/search` → `search`. */
export function publicSegments(segments: string[]): string[] {
  if (segments[0] !== FILTERED_PREFIX.slice(1)) return segments;
  return segments[1] !== undefined && isStateSegment(segments[1]) ? segments.slice(2) : segments.slice(1);
}
