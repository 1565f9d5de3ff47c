/**
 * One URL per listing state (issue 35, ADR 0018). A listing's query string is turned into its
 * canonical form here, and nowhere else: the proxy redirects a URL that is not written that way
 * (308), the pages and the server action search exactly that state, the browser's controller pushes
 * only canonical URLs (so a click never costs a redirect), and the shared page cache is keyed by it.
 *
 * The canonical state:
 * - the search query with control and format characters removed, whitespace collapsed, trimmed and
 *   in lowercase (the search service matches without regard to case), at most QUERY_CHARS long;
 * - filters in one order (the order of KNOWN below), each list's values cleaned the same way (their
 *   case kept: facet values are compared as written), deduplicated and sorted, at most
 *   VALUES_PER_FILTER per filter and FILTER_VALUES in all;
 * - ranges as plain numbers (`0100:` → `100:`), toggles as `1`, the shipping choice by its name;
 * - defaults dropped (the recommended sort, page 1), invalid values and unknown listing values dropped.
 * Parameters that are not the listing's (utm_*, gclid, pid, hp, nolayout…) are left in the URL as
 * they are and never searched; they are no part of the state.
 *
 * Pure: the proxy, the pages, the server action and the browser share it.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import { ARTISAN_SORTS, isProductSort, SEARCH_PAGE_SIZE } from './indexes';
import { LIST_FACETS, SHIPPING_CHOICES, type RouteState } from './url-state';
import { ARTISAN_FACETS } from './artisan-url-state';

export type ListingKind = 'products' | 'artisans';

/** The search service answers at most its first 1,000 hits (`paginationLimitedTo`): 17 pages of 60. */
export const PAGINATION_LIMIT = 1_000;
export const MAX_PAGE = Math.ceil(PAGINATION_LIMIT / SEARCH_PAGE_SIZE);

/** Bounds of a state (ADR 0018): past them a URL is redirected to the state cut to size. */
export const STATE_LIMITS = {
  /** Characters (code points) of the search query; longer queries are cut at this length. */
  queryChars: 100,
  /** Characters of one filter value (facet values are short names); a longer value is dropped. */
  valueChars: 100,
  /** Values of one list filter. */
  valuesPerFilter: 20,
  /** Values of all list filters together. */
  filterValues: 40,
  /**
   * Characters of a canonical query string whose page may be kept in the shared cache: its key is a
   * path segment (a file name in Next's file-system cache, at most 255 bytes) and states this long are
   * rare; a longer (valid) state is rendered per request.
   */
  cacheableChars: 180,
} as const;

const RANGE_NAMES = ['price', 'width', 'height', 'depth'] as const;
const TOGGLES = ['customizable', 'ar', 'free_shipping', 'contract', 'editors_pick'] as const;
const PRODUCT_LISTS = Object.keys(LIST_FACETS) as (keyof typeof LIST_FACETS)[];
const ARTISAN_LISTS = Object.keys(ARTISAN_FACETS) as (keyof typeof ARTISAN_FACETS)[];

/** Each listing's parameters, in their canonical order. */
export const KNOWN: Record<ListingKind, readonly string[]> = {
  products: ['query', 'category', ...PRODUCT_LISTS, ...RANGE_NAMES, 'shipping', ...TOGGLES, 'sort', 'ppage'],
  artisans: ['query', ...ARTISAN_LISTS, 'sort', 'ppage'],
};

/** Parameters a page reads itself on top of the listing's (`similar` on /search). */
export const PAGE_PARAMS = ['similar'] as const;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Control characters and line/paragraph separators become spaces; invisible format characters go. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const FORMAT = /[\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

/** Text as a state holds it: visible characters, single spaces, no space at either end. */
function cleanText(text: string): string {
  return text.normalize('NFC').replace(FORMAT, '').replace(CONTROL, ' ').replace(/\s+/gu, ' ').trim();
}

/** At most `max` code points (never half a surrogate pair). */
const cut = (text: string, max: number) => (text.length <= max ? text : Array.from(text).slice(0, max).join('')).trim();

/** The search query as the state holds it: clean, in lowercase, at most STATE_LIMITS.queryChars. */
export function normaliseQuery(text: string): string {
  // Cut first (a 10,000-character query costs no more than a short one), then clean and cut again.
  return cut(cleanText(cut(text, STATE_LIMITS.queryChars * 4).toLowerCase()), STATE_LIMITS.queryChars);
}

/** `ppage` as a page number: a whole number from 1 to MAX_PAGE, else null (absent is page 1). */
export function parsePage(value: string | string[] | undefined): number | null {
  const text = first(value);
  if (text === undefined) return 1;
  if (!/^\d{1,6}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

const NUMBER = /^\d{0,9}(\.\d{1,4})?$/;
const plain = (text: string) => (text === '' ? '' : String(Number(text)));

/** `min:max` with plain numbers (either may be empty), or null. */
function canonicalRange(value: string | undefined): string | null {
  const parts = value?.split(':');
  if (!parts || parts.length !== 2 || !parts.every((part) => NUMBER.test(part) && part !== '.')) return null;
  const range = `${plain(parts[0]!)}:${plain(parts[1]!)}`;
  return range === ':' ? null : range;
}

/**
 * The canonical state of a listing's parameters (the others are ignored): the one route the
 * listing searches for them, its parameters in their canonical order. Idempotent.
 */
export function canonicalRoute(input: RouteState, kind: ListingKind, extra: readonly string[] = []): RouteState {
  const route: RouteState = {};
  const query = normaliseQuery(first(input.query) ?? '');
  if (query) route.query = query;
  if (kind === 'products') {
    const category = cleanText(first(input.category) ?? '');
    if (category && category.length <= 300) route.category = category;
  }
  let budget: number = STATE_LIMITS.filterValues;
  for (const name of kind === 'products' ? PRODUCT_LISTS : ARTISAN_LISTS) {
    const cleaned = all(input[name]).slice(0, 1_000).map(cleanText);
    const values = [...new Set(cleaned.filter((v) => v !== '' && v.length <= STATE_LIMITS.valueChars))].sort();
    const kept = values.slice(0, Math.min(STATE_LIMITS.valuesPerFilter, budget));
    budget -= kept.length;
    if (kept.length) route[name] = kept.length === 1 ? kept[0]! : kept;
  }
  if (kind === 'products') {
    for (const name of RANGE_NAMES) {
      const range = canonicalRange(first(input[name]));
      if (range) route[name] = range;
    }
    const shipping = first(input.shipping);
    if (SHIPPING_CHOICES.some((c) => c.name === shipping)) route.shipping = shipping!;
    for (const name of TOGGLES) if (first(input[name]) === '1') route[name] = '1';
  }
  const sort = first(input.sort);
  const validSort = kind === 'products' ? isProductSort(sort) : (ARTISAN_SORTS as readonly string[]).includes(sort ?? '');
  if (sort && sort !== 'recommended' && validSort) route.sort = sort;
  const page = parsePage(input.ppage) ?? 1;
  if (page > 1) route.ppage = String(page);
  for (const name of extra) {
    const value = cut(cleanText(first(input[name]) ?? ''), STATE_LIMITS.valueChars);
    if (value) route[name] = value;
  }
  return route;
}

/** Route state → `a=1&b=2` (no `?`), arrays as repeated names, in the route's own order. */
export function stateQuery(route: RouteState): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(route)) for (const v of all(value)) params.append(name, v);
  return params.toString();
}

const LISTING_PATH = /^\/(categories\/[^?#]+|search|artisans(\/[^/?#]+)?)$/;

/** Which listing a locale-less path is (and the parameters its page reads itself), or null. */
export function listingOfPath(path: string): { kind: ListingKind; extra: readonly string[] } | null {
  if (!LISTING_PATH.test(path)) return null;
  if (path === '/artisans') return { kind: 'artisans', extra: [] };
  return { kind: 'products', extra: path === '/search' ? PAGE_PARAMS : [] };
}

const LISTING_PARAMS: ReadonlySet<string> = new Set([...KNOWN.products, ...KNOWN.artisans, ...PAGE_PARAMS]);

/** A parameter that may change what a listing shows (not gclid, utm_*, hp, nolayout, pid, the router's _rsc…). */
export function isListingParam(name: string): boolean {
  return LISTING_PARAMS.has(name);
}

export type ListingStateDecision =
  /** Not a listing, or a listing without state: the bare page. */
  | { kind: 'bare' }
  /** The URL does not write its state the canonical way: 308 to `search` (a `?…` or ''), the other parameters kept. */
  | { kind: 'redirect'; search: string }
  /** A canonical state: `state` is its query string; `cacheable` when it is short enough to be a cache key. */
  | { kind: 'state'; state: string; cacheable: boolean };

/**
 * What a listing URL's query string stands for. `params` are the URL's; a parameter named more
 * than once keeps all its values (in the order written).
 */
export function decideListingState(path: string, params: URLSearchParams): ListingStateDecision {
  const listing = listingOfPath(path);
  if (!listing) return { kind: 'bare' };
  const own = new Set([...KNOWN[listing.kind], ...listing.extra]);
  const written = [...params].filter(([name]) => own.has(name));
  // Of other listings' parameters (`city` on a product listing…) nothing is kept: they are the listing's junk.
  const junk = [...params].filter(([name]) => !own.has(name) && isListingParam(name));
  const input: RouteState = {};
  for (const [name, value] of written) input[name] = name in input ? [...all(input[name]), value] : value;
  const state = stateQuery(canonicalRoute(input, listing.kind, listing.extra));
  const asWritten = new URLSearchParams(written).toString();
  if (state !== asWritten || junk.length > 0) {
    const others = [...params].filter(([name]) => !isListingParam(name));
    const search = [state, new URLSearchParams(others).toString()].filter(Boolean).join('&');
    return { kind: 'redirect', search: search ? `?${search}` : '' };
  }
  if (!state) return { kind: 'bare' };
  // A page's own parameters (`similar`) are read per request: the visual search answers no-store,
  // which a cached page cannot wait for (it rendered without the similar pieces).
  const ownParams = listing.extra.some((name) => params.has(name));
  return { kind: 'state', state, cacheable: state.length <= STATE_LIMITS.cacheableChars && !ownParams };
}

// ── The state as a path segment of the cached page ─────────────────────────────

/** Marks a state segment (`s.` never starts a route name); base64url follows. */
const SEGMENT_PREFIX = 's.';

/** The canonical query string as one path segment: `s.` and base64url (letters, digits, `-`, `_`). */
export function encodeStateSegment(state: string): string {
  const bytes = new TextEncoder().encode(state);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return SEGMENT_PREFIX + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A state segment back to its canonical query string; null for anything else (a forged or non-canonical segment). */
export function decodeStateSegment(segment: string, path: string): string | null {
  const text = (() => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '';
    }
  })();
  if (!text.startsWith(SEGMENT_PREFIX) || !/^[A-Za-z0-9_-]+$/.test(text.slice(SEGMENT_PREFIX.length))) return null;
  try {
    const binary = atob(text.slice(SEGMENT_PREFIX.length).replace(/-/g, '+').replace(/_/g, '/'));
    const state = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    // Only a canonical, cacheable state of this listing has a cached page; and only one segment names it.
    const decision = decideListingState(path, new URLSearchParams(state));
    return decision.kind === 'state' && decision.state === state && decision.cacheable && encodeStateSegment(state) === text ? state : null;
  } catch {
    return null;
  }
}

/** Whether a path segment is a state segment (and not a route name). */
export const isStateSegment = (segment: string) => segment.startsWith(SEGMENT_PREFIX);

/** The key of a listing state, the same for the proxy and the page: locale, locale-less path, canonical query. */
export const listingStateKey = (locale: Locale, path: string, state: string) => `${locale}${path}?${state}`;
