/** An index's settings, with Algolia's names and meanings (the subset this engine implements). */

export interface IndexSettings {
  /** In priority order; "a,b" puts two attributes at the same rank; "unordered(a)" ignores word position. */
  searchableAttributes: string[];
  /** "searchable(a)" allows facet-value search, "filterOnly(a)" filters without counts. */
  attributesForFaceting: string[];
  /** e.g. ['asc(curated_rank)', 'desc(popularity)']: tie-breakers after text relevance. */
  customRanking: string[];
  /** Algolia's ranking formula; a standard replica puts its sort first, e.g. 'asc(price_USD)'. */
  ranking: string[];
  /** Never returned to a key other than the admin key. */
  unretrievableAttributes: string[];
  /** Attributes highlighted when the query does not say (default: the searchable ones). */
  attributesToHighlight: string[];
  hitsPerPage: number;
  maxValuesPerFacet: number;
  paginationLimitedTo: number;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  replicas?: string[];
  primary?: string;
}

export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

export const DEFAULTS: Omit<IndexSettings, 'searchableAttributes' | 'attributesForFaceting' | 'customRanking' | 'attributesToHighlight'> = {
  ranking: DEFAULT_RANKING,
  unretrievableAttributes: [],
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
};

export interface SortCriterion {
  attribute: string;
  direction: 'asc' | 'desc';
}

const SORT_RE = /^(asc|desc)\((.+)\)$/;

export function parseSort(entry: string): SortCriterion | null {
  const m = SORT_RE.exec(entry.trim());
  return m ? { direction: m[1] as 'asc' | 'desc', attribute: m[2] } : null;
}

/** The attribute name inside a faceting modifier: 'searchable(materials)' → materials. */
export function facetName(entry: string): { attribute: string; searchable: boolean; filterOnly: boolean } {
  const m = /^(searchable|filterOnly|afterDistinct)\((.+)\)$/.exec(entry.trim());
  if (!m) return { attribute: entry.trim(), searchable: false, filterOnly: false };
  return { attribute: m[2], searchable: m[1] === 'searchable', filterOnly: m[1] === 'filterOnly' };
}
