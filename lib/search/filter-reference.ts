import 'server-only';
import { unstable_cache } from 'next/cache';
import { artisanIndex, productIndex } from '../catalogue/indexes';
import { artisanFilterReference, productFilterReference, referenceFacetAttributes, type FacetCounts, type ReferenceFacet } from '../catalogue/filter-reference';
import type { Currency } from '../money/currency';
import type { Language } from '../i18n/languages';
import { forwardQueries, searchServiceKey } from './forward';
import { CACHE_KEYS, CACHE_SECONDS, SEARCH_TAGS } from '../cache/tags';

/** Every value of a facet (the service's limit), not the listing's first 60. */
const ALL_VALUES = 1000;

interface FacetAnswer {
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}

const counts = (answer: FacetAnswer): FacetCounts => ({ facets: answer.facets ?? {}, stats: answer.facets_stats ?? {} });

/**
 * The facets of the product and artisan indexes in one language, for the internal filters page: one
 * multi-query with the search-only key (trade prices live in another index it cannot open), cached
 * and expired with the listings' searches.
 */
export const filterReference = unstable_cache(
  async (language: Language, currency: Currency): Promise<{ products: ReferenceFacet[]; artisans: ReferenceFacet[] }> => {
    const attributes = referenceFacetAttributes(currency);
    const query = (indexName: string, facets: string[]) => ({ indexName, params: { query: '', hitsPerPage: 0, facets, maxValuesPerFacet: ALL_VALUES } });
    const { results } = await forwardQueries({ requests: [query(productIndex(language), attributes.products), query(artisanIndex(language), attributes.artisans)] }, 5_000);
    const [products, artisans] = results as FacetAnswer[];
    return { products: productFilterReference(counts(products), currency), artisans: artisanFilterReference(counts(artisans)) };
  },
  [CACHE_KEYS.filterReference, ...searchServiceKey()],
  { tags: [SEARCH_TAGS.products, SEARCH_TAGS.artisans], revalidate: CACHE_SECONDS.search },
);
