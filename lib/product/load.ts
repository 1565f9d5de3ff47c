import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
import { cache } from 'react';
import { catalogue } from '../commerce/client';
import { fetchProduct } from '../commerce/products';
import { fetchContent } from '../content/client';
import { compact, describeFailure, t } from '../content/groq';
import { blocks, type Block } from '../content/blocks';
import { searchClient } from '../search/client';
import { productIndex } from '../catalogue/indexes';
import { toLiteProduct, type IndexRecord, type LiteProduct } from '../catalogue/lite-product';
import type { LocaleInfo } from '../i18n/locales';
import type { Language } from '../i18n/languages';
import type { Product } from '../commerce/product';
import { selectPdpContent, type PdpCandidate } from './content';
import { shortenPageLifetime } from '../services/page-lifetime';
import { ServiceUnavailableError } from '../services/unavailable';
import { isServiceFailure } from '../commerce/errors';

/**
 * The product of a page render, once per render (metadata and page share it), through the cached
 * `catalogue` client with no token: the page is shared by every visitor of its variant (ADR 0012),
 * so it never holds a trade price; trade users' browsers read theirs after load. Null when no product
 * has that slug (the page calls notFound(), inside its boundary; the metadata must not). A service
 * that gives no answer or fails throws ServiceUnavailableError (the page shows its designed state).
 */
export const loadProduct = cache(async (slug: string, locale: Locale): Promise<{ product: Product; canonicalSlug: string } | null> => {
  const result = await fetchProduct(catalogue, slug, { locale });
  if (!result.success) {
    if (result.error.status === 404) return null;
    const summary = `product ${slug} unavailable: ${result.error.summary}`;
    throw isServiceFailure(result.error) ? new ServiceUnavailableError(summary) : new Error(summary);
  }
  const { product, canonicalSlug } = result.data;
  // Belt and braces: a guest read carries no trade price, and a cached page must never hold one.
  return { product: { ...product, tradePrice: null }, canonicalSlug };
});

const PDP_QUERY = compact(`*[_type == "pdp" && (selection == "rule" || $id in productIds)] | order(priority desc){
  "id": _id,
  selection,
  productIds,
  rule,
  priority,
  "title": ${t('title')},
  "content": ${blocks('content')}
}`);

/** Spec §2/§7: product-page content by id or by rule (type pdp); none when the service fails. */
export async function loadPdpContent(product: Product, language: Language): Promise<PdpCandidate<Block> | null> {
  try {
    const candidates = await fetchContent<PdpCandidate<Block>[]>(PDP_QUERY, { id: product.id, lang: language }, { types: ['pdp'] });
    return selectPdpContent(candidates, product, language);
  } catch (error) {
    console.error(`product page content unavailable (${describeFailure(error)})`);
    return null;
  }
}

/**
 * Recommended: other pieces of the same category (the deepest one the index knows), by the
 * curated ranking of the main index; none when the search service fails.
 */
export async function loadRecommended(product: Product, { language, country }: LocaleInfo, limit = 8): Promise<LiteProduct[]> {
  const names = product.breadcrumbs.map((b) => b.name);
  if (names.length === 0) return [];
  const level = Math.min(names.length, 3) - 1;
  const category = names.slice(0, level + 1).join(' > ');
  try {
    const { hits } = await searchClient.searchSingleIndex<IndexRecord>({
      indexName: productIndex(language),
      searchParams: { filters: `categories.lvl${level}:${JSON.stringify(category)} AND NOT objectID:${JSON.stringify(product.id)}`, hitsPerPage: limit, attributesToHighlight: [] },
    });
    return hits.map((hit) => toLiteProduct(hit, country.currency));
  } catch (error) {
    console.error(`recommended products unavailable (${describeFailure(error)})`);
    await shortenPageLifetime(); // the page renders without them: render it again soon
    return [];
  }
}
