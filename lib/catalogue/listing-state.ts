/**
 * A listing's state as its URL holds it (lib/catalogue/url-state.ts names the parameters), cleaned
 * for the server and changed by the shopper's actions. Pure functions, shared by the server (which
 * renders a state) and the browser (which turns a click into the next state and its URL).
 */
import { canonicalRoute, KNOWN, MAX_PAGE, normaliseQuery, parsePage, stateQuery, type ListingKind } from './canonical-state';
import { queryStringToRoute, routeToQueryString, type RouteState } from './url-state';

export { isListingParam, MAX_PAGE, PAGINATION_LIMIT, parsePage, type ListingKind } from './canonical-state';

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export interface CleanState {
  /** Only the parameters this listing knows, with valid values, in the canonical order (lib/catalogue/canonical-state.ts). */
  route: RouteState;
  page: number;
  /** The listing's parameters were not written as the canonical state: answer with the URL of `route` and `others`. */
  changed: boolean;
  /** Parameters that are not the listing's (gclid, utm_*, hp, nolayout…): left in the URL, never searched. */
  others: RouteState;
}

/**
 * The state a URL's parameters stand for, as the server renders it: the canonical state
 * (lib/catalogue/canonical-state.ts), `ppage` kept only as a page the search service will answer (page 1
 * is no `ppage`). `extra` names parameters a page reads itself (e.g. `similar` on /search).
 */
export function cleanRoute(input: RouteState, kind: ListingKind, extra: readonly string[] = []): CleanState {
  const route = canonicalRoute(input, kind, extra);
  const known = [...KNOWN[kind], ...extra];
  const own = Object.fromEntries(Object.entries(input).filter(([name]) => known.includes(name)));
  const others = Object.fromEntries(Object.entries(input).filter(([name]) => !known.includes(name) && name !== '_rsc'));
  return { route, page: parsePage(route.ppage) ?? 1, changed: stateQuery(route) !== stateQuery(own), others };
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
      const query = normaliseQuery(action.value);
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
