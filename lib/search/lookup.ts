import 'server-only';
import type { Algoliasearch } from 'algoliasearch';
import type { LocaleInfo } from '../i18n/locales';
import { productIndex } from '../catalogue/indexes';
import { liteProductAttributes, type IndexRecord, type LiteProduct } from '../catalogue/lite-product';
import { idsFilter, inRequestedOrder, toEditorialProduct } from '../content/products';
import { describeFailure } from '../content/groq';
import { searchClient } from './client';
import { shortenPageLifetime } from '../services/page-lifetime';

type Locale = Pick<LocaleInfo, 'language' | 'country'>;
type SearchClient = Pick<Algoliasearch, 'searchSingleIndex'>;

function searchOnce(client: SearchClient, { language, country }: Locale, filters: string, hitsPerPage: number) {
  return client.searchSingleIndex<IndexRecord>({
    indexName: productIndex(language),
    // Only what the card reads (variant_id and excluded_countries decide its Add to bag).
    searchParams: { filters, hitsPerPage, attributesToRetrieve: liteProductAttributes(country.currency), attributesToHighlight: [] },
  });
}

/**
 * Lookup by ids (recently viewed, lists, editorial product rows, a carousel's later cards): filter
 * objectID in the ids, hitsPerPage equal to their number, hits as lite products in the requested
 * order. Ids that are not strings are ignored; ids the index does not hold are left out. With the
 * search-only key and never a trade price: the pages that show these cards are cached for every
 * visitor (ADR 0012), and a trade user's browser reads trade prices after load.
 * One more try after a time-out (the client's RetryError: every host timed out, e.g. while a cold
 * search service warms an index); other errors, and a second time-out, are thrown.
 */
export async function lookupProducts(locale: Locale, requested: readonly unknown[], client: SearchClient = searchClient): Promise<LiteProduct[]> {
  const { ids, filters } = idsFilter([...requested]);
  if (ids.length === 0) return [];
  const { hits } = await searchOnce(client, locale, filters, ids.length).catch((error: unknown) => {
    if ((error as { name?: string })?.name !== 'RetryError') throw error;
    return searchOnce(client, locale, filters, ids.length);
  });
  return inRequestedOrder(
    ids,
    hits.map((hit) => toEditorialProduct(hit, locale.country.currency, false)),
  );
}

/**
 * The same lookup by id, for a page that still renders without them (editorial blocks, a list): a
 * failed search leaves the products out and is logged, and a cached page rendered so is rendered
 * again soon rather than kept for an hour without its products.
 */
export async function productsById(locale: Locale, requested: readonly unknown[], client: SearchClient = searchClient): Promise<Map<string, LiteProduct>> {
  try {
    const products = await lookupProducts(locale, requested, client);
    return new Map(products.map((p) => [p.id, p]));
  } catch (error) {
    console.error(`products by id unavailable (${describeFailure(error)})`);
    await shortenPageLifetime();
    return new Map();
  }
}
