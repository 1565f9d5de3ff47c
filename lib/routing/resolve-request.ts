/**
 * What the proxy does with a page request, as data (tested without a server):
 *
 * - a path that is not written the one way the shop writes it moves there with one permanent
 *   redirect (canonicalPath): the default locale's prefix dropped (`/en-us/x` → `/x`), letters in
 *   lowercase where case means nothing (`/IT-IT/Products/Lido` → `/it-it/products/lido`, tokens
 *   kept as written), no trailing or doubled slash (`/en-us/` → `/`, Next's own trailing-slash
 *   redirect is off so this takes one step, not two);
 * - every other request is rewritten to its internal path `/{locale segment}{path}`, where the
 *   segment carries the page variant (lib/i18n/page-context.ts), so each variant is cached as its own page;
 * - a listing whose query string holds listing state (filters, sort, page, a search query) is first
 *   written as its canonical state (lib/catalogue/canonical-state.ts: a 308 when it is not); a state this instance
 *   admitted to the cache (listing-admission.ts) goes to its cached page, whose segment encodes the
 *   state (`/filtered/s.…/search`); any other to its `filtered` twin, rendered per request from cached
 *   searches. A bare listing URL — what menus, crawlers and newsletters link to — is served from the cache.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import { DEFAULT_LOCALE, isLocale, pathInLocale } from '@/lib/i18n/locales';
import { rendersWithoutShell } from '@/lib/shell-visibility';
import { FILTERED_PREFIX, filteredListingPath } from '@/lib/catalogue/listing-routes';
import { storefrontSegment, type PageVariant } from '@/lib/i18n/page-context';
import { decideListingState, encodeStateSegment, listingStateKey } from '@/lib/catalogue/canonical-state';

export interface RequestFacts {
  pathname: string;
  searchParams: URLSearchParams;
  /** The visitor's audience cookie says trade (set by the server from the account; a hint only). */
  tradeAudience: boolean;
  /** The `hp=consumer` homepage cookie is set (spec §2: a trade user sees the consumer home for a day). */
  consumerHomepage: boolean;
  /** Whether a listing state (its listingStateKey) is served from the shared cache; none is without it. */
  listingStateCached?: (key: string) => boolean;
}

export type Resolution =
  | { kind: 'redirect'; location: string }
  | { kind: 'rewrite'; internalPath: string; locale: Locale; variant: PageVariant }
  /** A path that cannot be decoded: Next answers it (400). */
  | { kind: 'pass' };

/**
 * Routes whose following segments are secrets or numbers that the services compare as written (a
 * registry's or a list's token, an order number, a password-reset or confirmation token): their
 * case is kept. Every other segment is a route name or a slug, which the shop writes in lowercase.
 */
const CASE_KEPT_AFTER: readonly (readonly string[])[] = [['wedding_registry'], ['account', 'lists'], ['account', 'orders'], ['passwords'], ['account_confirmations']];

/** ASCII letters in lowercase, percent-escapes as they are (`%C3%A8` is the same letter as `%c3%a8`, and the canonical form). */
const lowercase = (segment: string) => segment.replace(/%[0-9a-f]{2}|[a-z]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase()));

/** A locale-less path's segments in the shop's case: lowercase up to a token, the token as written. */
function canonicalCase(segments: string[]): string[] {
  const lowered = segments.map(lowercase);
  const kept = CASE_KEPT_AFTER.find((prefix) => prefix.every((name, i) => lowered[i] === name));
  return kept ? [...lowered.slice(0, kept.length), ...segments.slice(kept.length)] : lowered;
}

/**
 * Where a request's path belongs: its locale (the default when the path names none) and its
 * locale-less path, both in the shop's case and without empty segments, and the public path that
 * says them (`/it-it/products/lido`, `/products/lido` for the default locale). Pure, so the proxy
 * and the tests agree on what is already canonical.
 */
export function canonicalPath(pathname: string): { locale: Locale; path: string; publicPath: string } {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase() ?? '';
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  // One leading slash, so a redirect can never leave the origin (`//evil.com`).
  const path = `/${canonicalCase(isLocale(first) ? segments.slice(1) : segments).join('/')}`;
  return { locale, path, publicPath: pathInLocale(path, locale) };
}

/**
 * A segment that names nothing: an encoded slash or a dot-segment (`..%2F..%2Fetc`). Next would resolve
 * it against the internal path and land outside the locale's pages, on an empty error document.
 */
function isTraversal(segment: string): boolean {
  const decoded = decodeURIComponent(segment);
  return decoded.includes('/') || decoded.includes('\\') || decoded === '.' || decoded === '..';
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

export function resolveRequest(facts: RequestFacts): Resolution {
  if (!isDecodable(facts.pathname)) return { kind: 'pass' };

  const search = facts.searchParams.toString();
  const query = search ? `?${search}` : '';

  const { locale, path, publicPath } = canonicalPath(facts.pathname);
  // One redirect for both the path and the listing state.
  const listing = decideListingState(path, facts.searchParams);
  if (listing.kind === 'redirect') return { kind: 'redirect', location: `${publicPath}${listing.search}` };
  if (publicPath !== facts.pathname) return { kind: 'redirect', location: `${publicPath}${query}` };

  const isHome = path === '/';
  const variant: PageVariant = {
    audience: facts.tradeAudience && !(isHome && (facts.consumerHomepage || facts.searchParams.get('hp') === 'consumer')) ? 'trade' : 'consumer',
    shell: !rendersWithoutShell(path, facts.searchParams),
  };
  const segment = storefrontSegment(locale, variant);

  let internal: string;
  if (path === FILTERED_PREFIX || path.startsWith(`${FILTERED_PREFIX}/`) || path.split('/').some(isTraversal)) {
    // The internal twins are not public URLs: `/filtered/...` is an unknown page like any other (the
    // locale's 404, with the shell), and so is a path with a segment that names nothing.
    internal = FILTERED_PREFIX;
  } else if (listing.kind === 'state' && listing.cacheable && facts.listingStateCached?.(listingStateKey(locale, path, listing.state))) {
    internal = `${FILTERED_PREFIX}/${encodeStateSegment(listing.state)}${path}`;
  } else {
    internal = filteredListingPath(path, facts.searchParams) ?? (isHome ? '' : path);
  }
  return { kind: 'rewrite', internalPath: `/${segment}${internal}${query}`, locale, variant };
}
