import 'server-only';
import { searchClient } from '../search/client';
import { fetchTradePrices } from '../search/trade-prices';
import type { LocaleInfo } from '../i18n/locales';
import { describeFailure } from './groq';
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
async function search(locale: LocaleInfo, filters: string, hitsPerPage: number, isTrade: boolean): Promise<LiteProduct[]> {
  const { hits } = await searchOnce(locale, filters, hitsPerPage).catch((error: unknown) => {
    if ((error as { name?: string })?.name !== 'RetryError') throw error;
    return searchOnce(locale, filters, hitsPerPage);
  });
  return hits.map((hit) => toEditorialProduct(hit, locale.country.currency, isTrade));
}

/** A trade visitor's prices, read with the server-only key; without them the cards still render. */
async function withTradePrices(locale: LocaleInfo, products: LiteProduct[]): Promise<LiteProduct[]> {
  const prices = await fetchTradePrices(products.map((p) => p.id), locale.country.currency).catch((error: unknown) => {
    console.error(`editorial trade prices unavailable (${describeFailure(error)})`);
    return {} as Record<string, number>;
  });
  return products.map((p) => ({ ...p, tradePrice: prices[p.id] ?? null }));
}

/**
 * Spec §7: lookup by ids — filter objectID in the ids, hitsPerPage equal to their number, hits in the
 * requested order, as lite products. With the search-only key, so no trade price is read; a trade
 * visitor's are added with the server-only key (the caller has checked the account). A failed search
 * leaves the products out (the editorial page still renders) and is logged.
 */
export async function lookupProducts(locale: LocaleInfo, requested: string[], isTrade: boolean): Promise<Map<string, LiteProduct>> {
  const { ids, filters } = idsFilter(requested);
  if (ids.length === 0) return new Map();
  try {
    let products = inRequestedOrder(ids, await search(locale, filters, ids.length, isTrade));
    if (isTrade && products.length > 0) products = await withTradePrices(locale, products);
    return new Map(products.map((p) => [p.id, p]));
  } catch (error) {
    console.error(`editorial products unavailable (${describeFailure(error)})`);
    return new Map();
  }
}
