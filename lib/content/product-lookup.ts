import 'server-only';
import { searchClient } from '../search/client';
import type { LocaleInfo } from '../i18n/locales';
import { describeFailure } from './groq';
import { productIndex } from '../catalogue/indexes';
import { idsFilter, inRequestedOrder, toEditorialProduct, type EditorialProduct } from './products';

type Hit = Record<string, unknown> & { objectID: string };

function searchOnce(locale: LocaleInfo, filters: string, hitsPerPage: number) {
  return searchClient.searchSingleIndex<Hit>({
    indexName: productIndex(locale.language),
    searchParams: { filters, hitsPerPage, attributesToHighlight: [] },
  });
}

/**
 * One more try after a time-out (the client's RetryError: every host timed out), e.g. while a cold
 * search service warms an index; other errors fail at once.
 */
async function search(locale: LocaleInfo, filters: string, hitsPerPage: number): Promise<EditorialProduct[]> {
  const { hits } = await searchOnce(locale, filters, hitsPerPage).catch((error: unknown) => {
    if ((error as { name?: string })?.name !== 'RetryError') throw error;
    return searchOnce(locale, filters, hitsPerPage);
  });
  return hits.map((hit) => toEditorialProduct(hit, locale.country.currency));
}

/**
 * Spec §7: lookup by ids — filter objectID in the ids, hitsPerPage equal to their number, hits in the
 * requested order. With the search-only key, so no trade price is read. A failed search leaves the
 * products out (the editorial page still renders) and is logged.
 */
export async function lookupProducts(locale: LocaleInfo, requested: string[]): Promise<Map<string, EditorialProduct>> {
  const { ids, filters } = idsFilter(requested);
  if (ids.length === 0) return new Map();
  try {
    const products = inRequestedOrder(ids, await search(locale, filters, ids.length));
    return new Map(products.map((p) => [p.id, p]));
  } catch (error) {
    console.error(`editorial products unavailable (${describeFailure(error)})`);
    return new Map();
  }
}
