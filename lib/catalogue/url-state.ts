/**
 * The catalogue's URL: readable, shareable parameters for every filter and sort of spec §9, with
 * `ppage` as the page number (§2). InstantSearch's UI state ↔ this flat route state, and the
 * route state ↔ a query string. Pure functions, shared by the server page and the browser.
 */
import type { Currency } from '../money/currency';
import type { Language } from '../i18n/languages';
import { isProductSort, productIndex, sortOfProductIndex } from './indexes';

export type RouteState = Record<string, string | string[]>;

export interface CatalogueContext {
  language: Language;
  currency: Currency;
}

/** Facets chosen from a list: URL name → index attribute. */
export const LIST_FACETS = { artisan: 'artisan_name', designer: 'designer', material: 'materials', color: 'colors' } as const;
export type ListFacet = keyof typeof LIST_FACETS;

/** Yes/no filters: URL name → attribute (free shipping depends on the currency). */
export function toggleFacets(currency: Currency) {
  return {
    customizable: 'customizable',
    ar: 'has_ar',
    free_shipping: `free_shipping_${currency}`,
    contract: 'suitable_for_contract',
    editors_pick: 'editors_pick',
  } as const;
}

/** Ranges: URL name → numeric attribute. Dimensions are indexed in centimetres. */
export function rangeFacets(currency: Currency) {
  return { price: `price_${currency}`, width: 'width_cm', height: 'height_cm', depth: 'depth_cm' } as const;
}

export const CATEGORY_ATTRIBUTES = ['categories.lvl0', 'categories.lvl1', 'categories.lvl2'];
export const CATEGORY_SEPARATOR = ' > ';

/**
 * Spec §9 shipping-time filter on `lead_time` (weeks; 0 ready to ship). `uiValue` is how
 * InstantSearch's numeric menu writes the choice in its UI state ("0" exact, ":4" at most 4);
 * the URL carries the choice's name.
 */
export const SHIPPING_CHOICES = [
  { name: 'ready', start: 0, end: 0, uiValue: '0' },
  { name: '1w', start: undefined, end: 1, uiValue: ':1' },
  { name: '14d', start: undefined, end: 2, uiValue: ':2' },
  { name: '4w', start: undefined, end: 4, uiValue: ':4' },
  { name: '8w', start: undefined, end: 8, uiValue: ':8' },
] as const;
export type ShippingChoice = (typeof SHIPPING_CHOICES)[number]['name'];

interface IndexUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  hierarchicalMenu?: Record<string, string[]>;
  range?: Record<string, string>;
  toggle?: Record<string, boolean>;
  numericMenu?: Record<string, string>;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function uiStateToRoute(ui: IndexUiState, ctx: CatalogueContext): RouteState {
  const route: RouteState = {};
  if (ui.query) route.query = ui.query;
  const category = ui.hierarchicalMenu?.[CATEGORY_ATTRIBUTES[0]];
  if (category?.length) route.category = category.join(CATEGORY_SEPARATOR);
  for (const [name, attribute] of Object.entries(LIST_FACETS)) {
    const values = ui.refinementList?.[attribute];
    if (values?.length) route[name] = values;
  }
  for (const [name, attribute] of Object.entries(rangeFacets(ctx.currency))) {
    const range = ui.range?.[attribute];
    if (range && range !== ':') route[name] = range;
  }
  const shipping = ui.numericMenu?.lead_time;
  const choice = SHIPPING_CHOICES.find((c) => c.uiValue === shipping);
  if (choice) route.shipping = choice.name;
  for (const [name, attribute] of Object.entries(toggleFacets(ctx.currency))) {
    if (ui.toggle?.[attribute]) route[name] = '1';
  }
  if (ui.sortBy) {
    const sort = sortOfProductIndex(ui.sortBy, ctx.language);
    if (sort !== 'recommended') route.sort = sort;
  }
  if (ui.page && ui.page > 1) route.ppage = String(ui.page);
  return route;
}

export function routeToUiState(route: RouteState, ctx: CatalogueContext): IndexUiState {
  const ui: IndexUiState = {};
  const query = first(route.query)?.slice(0, 200);
  if (query) ui.query = query;
  const category = first(route.category);
  if (category) ui.hierarchicalMenu = { [CATEGORY_ATTRIBUTES[0]]: category.split(CATEGORY_SEPARATOR) };
  for (const [name, attribute] of Object.entries(LIST_FACETS)) {
    const values = all(route[name]).filter(Boolean);
    if (values.length) (ui.refinementList ??= {})[attribute] = values;
  }
  for (const [name, attribute] of Object.entries(rangeFacets(ctx.currency))) {
    const range = first(route[name]);
    if (range && /^\d*(\.\d+)?:\d*(\.\d+)?$/.test(range)) (ui.range ??= {})[attribute] = range;
  }
  const choice = SHIPPING_CHOICES.find((c) => c.name === first(route.shipping));
  if (choice) ui.numericMenu = { lead_time: choice.uiValue };
  for (const [name, attribute] of Object.entries(toggleFacets(ctx.currency))) {
    if (first(route[name]) === '1') (ui.toggle ??= {})[attribute] = true;
  }
  const sort = first(route.sort);
  if (isProductSort(sort) && sort !== 'recommended') ui.sortBy = productIndex(ctx.language, sort);
  const page = Number(first(route.ppage));
  if (Number.isInteger(page) && page > 1) ui.page = page;
  return ui;
}

/** Route state → "?a=1&b=2" (arrays as repeated names), in a stable order. */
export function routeToQueryString(route: RouteState): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(route)) for (const v of all(value)) params.append(name, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function queryStringToRoute(search: string | URLSearchParams): RouteState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const route: RouteState = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    route[name] = values.length === 1 ? values[0] : values;
  }
  return route;
}
