import 'server-only';
import { searchClient } from '../search/client';
import type { LocaleInfo } from '../i18n/locales';
import { describeFailure } from './groq';
import { shortenPageLifetime } from '../services/page-lifetime';
import { productIndex } from '../catalogue/indexes';
import { liteProductAttributes, type IndexRecord, type LiteProduct } from '../catalogue/lite-product';
import { idsFilter, inRequestedOrder, toEditorialProduct } from './products';

function searchOnce(locale: LocaleInfo, filters: string, hitsPerPage: number) {
  return searchClient.searchSingleIndex<IndexRecord>({
    indexName: productIndex(locale.language),
    // Only what the card reads (variant_id and excluded_countries decide its Add to bag).
    searchParams: { filters, hitsPerPage, attributesToRetrieve: liteProductAttributes(locale.country.currency), attributesToHighlight: [] },
  });
}

/**
 * One more try after a time-out (the client's RetryError: every host timed out), e.g. while a cold
 * search service warms an index; other errors fail at once.
 */
async function search(locale: LocaleInfo, filters: string, hitsPerPage: number): Promise<LiteProduct[]> {
  const { hits } = await searchOnce(locale, filters, hitsPerPage).catch((error: unknown) => {
    if ((error as { name?: string })?.name !== 'RetryError') throw error;
    return searchOnce(locale, filters, hitsPerPage);
  });
  return hits.map((hit) => toEditorialProduct(hit, locale.country.currency, false));
}

/**
 * Spec §7: lookup by ids — filter objectID in the ids, hitsPerPage equal to their number, hits in the
 * requested order, as lite products. With the search-only key and no trade price: the pages that
 * show them are cached for every visitor (ADR 0012); a trade user's browser reads trade prices after
 * load. A failed search leaves the products out (the editorial page still renders, and is rendered
 * again soon) and is logged.
 */
export async function lookupProducts(locale: LocaleInfo, requested: string[]): Promise<Map<string, LiteProduct>> {
  const { ids, filters } = idsFilter(requested);
  if (ids.length === 0) return new Map();
  try {
    const products = inRequestedOrder(ids, await search(locale, filters, ids.length));
    return new Map(products.map((p) => [p.id, p]));
  } catch (error) {
    console.error(`editorial products unavailable (${describeFailure(error)})`);
    // The page renders without these rows: it must not be cached that way for its whole lifetime.
    await shortenPageLifetime();
    return new Map();
  }
}
