/**
 * A listing's state as its URL holds it (lib/catalogue/url-state.ts names the parameters), cleaned
 * for the server and changed by the shopper's actions. Pure functions, shared by the server (which
 * renders a state) and the browser (which turns a click into the next state and its URL).
 */
import { ARTISAN_SORTS, isProductSort, SEARCH_PAGE_SIZE } from './indexes';
import { LIST_FACETS, SHIPPING_CHOICES, queryStringToRoute, routeToQueryString, type RouteState } from './url-state';
import { ARTISAN_FACETS } from './artisan-url-state';

export type ListingKind = 'products' | 'artisans';

/** The search service answers at most its first 1,000 hits (`paginationLimitedTo`): 17 pages of 60. */
export const PAGINATION_LIMIT = 1_000;
export const MAX_PAGE = Math.ceil(PAGINATION_LIMIT / SEARCH_PAGE_SIZE);

const RANGE = /^\d*(\.\d+)?:\d*(\.\d+)?$/;
const TOGGLES = ['customizable', 'ar', 'free_shipping', 'contract', 'editors_pick'] as const;
const PRODUCT_LISTS = Object.keys(LIST_FACETS) as (keyof typeof LIST_FACETS)[];
const ARTISAN_LISTS = Object.keys(ARTISAN_FACETS) as (keyof typeof ARTISAN_FACETS)[];
const MAX_VALUES = 30;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** `ppage` as a page number: a whole number from 1 to MAX_PAGE, else null (absent is page 1). */
export function parsePage(value: string | string[] | undefined): number | null {
  const text = first(value);
  if (text === undefined) return 1;
  if (!/^\d{1,6}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

export interface CleanState {
  /** Only the parameters this listing knows, with valid values, in a stable order. */
  route: RouteState;
  page: number;
  /** A parameter of the listing had an invalid value (a page out of range…): answer with the URL of `route` and `others`. */
  changed: boolean;
  /** Parameters that are not the listing's (gclid, utm_*, hp, nolayout…): left in the URL, never searched. */
  others: RouteState;
}

const KNOWN = {
  products: ['query', 'category', ...PRODUCT_LISTS, 'price', 'width', 'height', 'depth', 'shipping', ...TOGGLES, 'sort', 'ppage'],
  artisans: ['query', ...ARTISAN_LISTS, 'sort', 'ppage'],
};

/** Parameters pages read themselves on top of the listing's (`similar` on /search). */
const PAGE_PARAMS = ['similar'] as const;

const LISTING_PARAMS: ReadonlySet<string> = new Set([...KNOWN.products, ...KNOWN.artisans, ...PAGE_PARAMS]);

/** A parameter that changes what a listing shows (not gclid, utm_*, hp, nolayout, pid, the router's _rsc…). */
export function isListingParam(name: string): boolean {
  return LISTING_PARAMS.has(name);
}

/**
 * The state a URL's parameters stand for, as the server renders it: unknown parameters and invalid
 * values dropped, `ppage` kept only as a page the search service will answer (page 1 is no `ppage`).
 * `extra` names parameters a page reads itself (e.g. `similar` on /search).
 */
export function cleanRoute(input: RouteState, kind: ListingKind, extra: readonly string[] = []): CleanState {
  const route: RouteState = {};
  const query = first(input.query)?.trim().slice(0, 200);
  if (query) route.query = query;
  const lists = kind === 'products' ? PRODUCT_LISTS : ARTISAN_LISTS;
  if (kind === 'products') {
    const category = first(input.category)?.slice(0, 300);
    if (category) route.category = category;
  }
  for (const name of lists) {
    const values = [...new Set(all(input[name]).filter((v) => v !== '' && v.length <= 200))].slice(0, MAX_VALUES);
    if (values.length) route[name] = values.length === 1 ? values[0] : values;
  }
  if (kind === 'products') {
    for (const name of ['price', 'width', 'height', 'depth']) {
      const range = first(input[name]);
      if (range && range !== ':' && RANGE.test(range)) route[name] = range;
    }
    const shipping = first(input.shipping);
    if (SHIPPING_CHOICES.some((c) => c.name === shipping)) route.shipping = shipping!;
    for (const name of TOGGLES) if (first(input[name]) === '1') route[name] = '1';
  }
  const sort = first(input.sort);
  const sorts: readonly string[] = kind === 'products' ? [] : ARTISAN_SORTS;
  if (sort && sort !== 'recommended' && (kind === 'products' ? isProductSort(sort) : sorts.includes(sort))) route.sort = sort;
  for (const name of extra) {
    const value = first(input[name]);
    if (value) route[name] = value.slice(0, 200);
  }
  const parsed = parsePage(input.ppage);
  const page = parsed ?? 1;
  if (page > 1) route.ppage = String(page);
  const known = [...KNOWN[kind], ...extra];
  const own = Object.fromEntries(Object.entries(input).filter(([name]) => known.includes(name)));
  const others = Object.fromEntries(Object.entries(input).filter(([name]) => !known.includes(name) && name !== '_rsc'));
  return { route, page, changed: !sameParams(route, own), others };
}

/** The same parameters and values, whatever their order. */
function sameParams(a: RouteState, b: RouteState): boolean {
  const pairs = (route: RouteState) => [...new URLSearchParams(routeToQueryString(route))].map(([k, v]) => `${k}=${v}`).sort().join('&');
  return pairs(a) === pairs(b);
}

/** Next's `searchParams` object as a route state. */
export function routeFromSearchParams(params: Record<string, string | string[] | undefined>): RouteState {
  const route: RouteState = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) route[name] = value;
  return route;
}

export type ListingAction =
  | { type: 'list'; name: string; value: string }
  | { type: 'range'; name: string; min: number | null; max: number | null }
  | { type: 'shipping'; value: string | null }
  | { type: 'toggle'; name: string }
  | { type: 'category'; value: string | null }
  | { type: 'sort'; value: string }
  | { type: 'query'; value: string }
  | { type: 'page'; page: number }
  | { type: 'remove'; name: string; value?: string }
  | { type: 'clear' };

const without = (route: RouteState, ...names: string[]): RouteState =>
  Object.fromEntries(Object.entries(route).filter(([name]) => !names.includes(name)));

/**
 * The state after one of the shopper's actions. Any change of what is listed starts again at page 1;
 * "clear" keeps the query (and the sort), as the listing's "Clear all" always did.
 */
export function applyListingAction(route: RouteState, action: ListingAction): RouteState {
  const base = without(route, 'ppage');
  switch (action.type) {
    case 'list': {
      const values = all(base[action.name]);
      const next = values.includes(action.value) ? values.filter((v) => v !== action.value) : [...values, action.value];
      return next.length ? { ...base, [action.name]: next.length === 1 ? next[0] : next } : without(base, action.name);
    }
    case 'range': {
      const text = (n: number | null) => (n === null || !Number.isFinite(n) ? '' : String(Math.round(n * 100) / 100));
      const range = `${text(action.min)}:${text(action.max)}`;
      return range === ':' ? without(base, action.name) : { ...base, [action.name]: range };
    }
    case 'shipping':
      return action.value && action.value !== first(route.shipping) ? { ...base, shipping: action.value } : without(base, 'shipping');
    case 'toggle':
      return first(route[action.name]) === '1' ? without(base, action.name) : { ...base, [action.name]: '1' };
    case 'category':
      return action.value && action.value !== first(route.category) ? { ...base, category: action.value } : without(base, 'category');
    case 'sort':
      return action.value === 'recommended' ? without(base, 'sort') : { ...base, sort: action.value };
    case 'query': {
      const query = action.value.trim().slice(0, 200);
      return query ? { ...base, query } : without(base, 'query');
    }
    case 'page':
      return action.page > 1 ? { ...base, ppage: String(Math.min(action.page, MAX_PAGE)) } : base;
    case 'remove': {
      if (action.value === undefined) return without(base, action.name);
      const next = all(base[action.name]).filter((v) => v !== action.value);
      return next.length ? { ...base, [action.name]: next.length === 1 ? next[0] : next } : without(base, action.name);
    }
    case 'clear': {
      return route.query ? { query: route.query } : {};
    }
  }
}

/** The public URL of a state (never the internal `/filtered` path). */
export function listingHref(pathname: string, route: RouteState): string {
  return `${pathname}${routeToQueryString(route)}`;
}

export { queryStringToRoute, routeToQueryString };
