import 'server-only';
/**
 * The first page of a listing, searched on the server: one multi-query per URL state (the hits and the
 * counts of every §9 filter, built by algoliasearch-helper exactly as InstantSearch built them), and
 * what the pages read from its answer. How the query is sent (the data cache, the deadline, the
 * `unavailable` answer) is ./listing-run.ts.
 */
import { SearchParameters, type SearchResults } from 'algoliasearch-helper';
import type { Currency } from '../money/currency';
import type { Language } from '../i18n/languages';
import { artisanIndex, isProductSort, LIST_INITIAL_ITEMS, productIndex, SEARCH_PAGE_SIZE, type ArtisanSort } from '../catalogue/indexes';
import { liteProductAttributes, type IndexRecord } from '../catalogue/lite-product';
import { CATEGORY_ATTRIBUTES, CATEGORY_SEPARATOR, LIST_FACETS, rangeFacets, SHIPPING_CHOICES, toggleFacets, type RouteState } from '../catalogue/url-state';
import { ARTISAN_FACETS } from '../catalogue/artisan-url-state';
import { SEARCH_TAGS } from '../cache/tags';
import { cachedSearch, LISTING_SEARCH_TIMEOUT_MS, runListingSearch, type Search } from './listing-run';

export interface FacetItem {
  value: string;
  label: string;
  count: number;
  refined: boolean;
}
export interface CategoryItem extends FacetItem {
  children: CategoryItem[];
}

interface Paging {
  nbHits: number;
  /** 1-based, as `ppage`. */
  page: number;
  nbPages: number;
}

export type ProductListingResult =
  | { status: 'unavailable' }
  | (Paging & {
      status: 'ok';
      hits: IndexRecord[];
      lists: Record<string, FacetItem[]>;
      categories: CategoryItem[];
      ranges: Record<string, { min: number | null; max: number | null }>;
      toggles: Record<string, number | null>;
    });

export type ArtisanListingResult = { status: 'unavailable' } | (Paging & { status: 'ok'; hits: IndexRecord[]; lists: Record<string, FacetItem[]> });

const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const FACET_VALUES = 60;

function listItems(results: SearchResults, attribute: string): FacetItem[] {
  const values = (results.getFacetValues(attribute, { sortBy: ['isRefined', 'count:desc', 'name:asc'] }) ?? []) as { name: string; count: number; isRefined: boolean }[];
  return values.map((v) => ({ value: v.name, label: v.name, count: v.count, refined: v.isRefined }));
}

function paging(results: SearchResults): Paging {
  return { nbHits: results.nbHits, page: results.page + 1, nbPages: results.nbPages };
}

export interface ProductListingQuery {
  language: Language;
  currency: Currency;
  /** The filter every state of this listing shares (a category's permalink, an artisan's slug). */
  baseFilters?: string;
  showCategories: boolean;
  route: RouteState;
  page: number;
}

/** The helper's state for a product listing's URL state: the same queries InstantSearch's widgets sent. */
function productSearchState({ language, currency, baseFilters, showCategories, route, page }: ProductListingQuery): SearchParameters {
  const sort = first(route.sort);
  const ranges = rangeFacets(currency);
  const toggles = toggleFacets(currency);
  const disjunctiveFacets = [...Object.values(LIST_FACETS), ...Object.values(ranges), ...Object.values(toggles)];
  const disjunctiveFacetsRefinements: Record<string, string[]> = {};
  for (const [name, attribute] of Object.entries(LIST_FACETS)) {
    const values = all(route[name]);
    if (values.length) disjunctiveFacetsRefinements[attribute] = values;
  }
  for (const [name, attribute] of Object.entries(toggles)) if (first(route[name]) === '1') disjunctiveFacetsRefinements[attribute] = ['true'];
  const numericRefinements: Record<string, Record<string, number[]>> = {};
  for (const [name, attribute] of Object.entries(ranges)) {
    const [min, max] = (first(route[name]) ?? ':').split(':');
    const bounds: Record<string, number[]> = {};
    if (min) bounds['>='] = [Number(min)];
    if (max) bounds['<='] = [Number(max)];
    if (min || max) numericRefinements[attribute] = bounds;
  }
  const shipping = SHIPPING_CHOICES.find((c) => c.name === first(route.shipping));
  if (shipping) numericRefinements.lead_time = shipping.start === shipping.end ? { '=': [shipping.end] } : { '<=': [shipping.end] };
  const category = first(route.category);
  return new SearchParameters({
    index: productIndex(language, isProductSort(sort) ? sort : 'recommended'),
    query: first(route.query) ?? '',
    filters: baseFilters,
    hitsPerPage: SEARCH_PAGE_SIZE,
    page: page - 1,
    attributesToRetrieve: liteProductAttributes(currency),
    attributesToHighlight: [],
    maxValuesPerFacet: FACET_VALUES,
    disjunctiveFacets,
    disjunctiveFacetsRefinements,
    numericRefinements,
    hierarchicalFacets: showCategories ? [{ name: CATEGORY_ATTRIBUTES[0], attributes: CATEGORY_ATTRIBUTES, separator: CATEGORY_SEPARATOR }] : [],
    hierarchicalFacetsRefinements: showCategories && category ? { [CATEGORY_ATTRIBUTES[0]]: [category] } : {},
  });
}

type Tree = { name: string; path: string; count: number; isRefined: boolean; data: Tree[] | null };
const toCategory = (node: Tree): CategoryItem => ({
  value: node.path,
  label: node.name,
  count: node.count,
  refined: node.isRefined,
  children: (node.data ?? []).map(toCategory),
});

export async function searchProductListing(query: ProductListingQuery, search: Search = cachedSearch(SEARCH_TAGS.products), timeoutMs = LISTING_SEARCH_TIMEOUT_MS): Promise<ProductListingResult> {
  const state = productSearchState(query);
  const results = await runListingSearch(state, search, timeoutMs);
  if (!results) return { status: 'unavailable' };
  const lists = Object.fromEntries(Object.values(LIST_FACETS).map((attribute) => [attribute, listItems(results, attribute)]));
  const ranges = Object.fromEntries(
    Object.values(rangeFacets(query.currency)).map((attribute) => {
      const stats = results.getFacetStats(attribute) as { min?: number; max?: number } | undefined;
      return [attribute, { min: stats?.min ?? null, max: stats?.max ?? null }];
    }),
  );
  const toggles = Object.fromEntries(
    Object.values(toggleFacets(query.currency)).map((attribute) => {
      const values = (results.getFacetValues(attribute, { sortBy: ['name:asc'] }) ?? []) as { name: string; count: number }[];
      return [attribute, values.find((v) => v.name === 'true')?.count ?? null];
    }),
  );
  let categories: CategoryItem[] = [];
  if (query.showCategories) {
    const tree = results.getFacetValues(CATEGORY_ATTRIBUTES[0], { sortBy: ['name:asc'] }) as Tree | undefined;
    categories = (tree?.data ?? []).slice(0, 20).map(toCategory);
  }
  return { status: 'ok', ...paging(results), hits: results.hits as IndexRecord[], lists, categories, ranges, toggles };
}

export interface ArtisanListingQuery {
  language: Language;
  route: RouteState;
  page: number;
}

function artisanSearchState({ language, route, page }: ArtisanListingQuery): SearchParameters {
  const sort = first(route.sort) === 'most_recent' ? 'most_recent' : 'recommended';
  const disjunctiveFacetsRefinements: Record<string, string[]> = {};
  for (const [name, attribute] of Object.entries(ARTISAN_FACETS)) {
    const values = all(route[name]);
    if (values.length) disjunctiveFacetsRefinements[attribute] = values;
  }
  return new SearchParameters({
    index: artisanIndex(language, sort as ArtisanSort),
    query: first(route.query) ?? '',
    hitsPerPage: LIST_INITIAL_ITEMS,
    page: page - 1,
    attributesToHighlight: [],
    maxValuesPerFacet: FACET_VALUES,
    disjunctiveFacets: Object.values(ARTISAN_FACETS),
    disjunctiveFacetsRefinements,
  });
}

export async function searchArtisanListing(query: ArtisanListingQuery, search: Search = cachedSearch(SEARCH_TAGS.artisans), timeoutMs = LISTING_SEARCH_TIMEOUT_MS): Promise<ArtisanListingResult> {
  const results = await runListingSearch(artisanSearchState(query), search, timeoutMs);
  if (!results) return { status: 'unavailable' };
  const lists = Object.fromEntries(Object.values(ARTISAN_FACETS).map((attribute) => [attribute, listItems(results, attribute)]));
  return { status: 'ok', ...paging(results), hits: results.hits as IndexRecord[], lists };
}
