import type { Algoliasearch } from 'algoliasearch';
import type { Currency } from '../i18n/countries';
import type { Language } from '../i18n/languages';
import { productIndex } from '../catalogue/indexes';
import { toLiteProduct, type IndexRecord, type LiteProduct } from '../catalogue/lite-product';

/**
 * Spec §7 lookup by ids (recently viewed, lists, editorial product rows): filter objectID in the ids,
 * hitsPerPage = the number of ids, hits mapped to lite products in the requested order. Ids that are
 * not strings are ignored (§5); ids the index does not hold are left out.
 */
export async function lookupProducts(
  client: Pick<Algoliasearch, 'search'>,
  ids: readonly unknown[],
  { language, currency }: { language: Language; currency: Currency },
): Promise<LiteProduct[]> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))];
  if (wanted.length === 0) return [];
  const filters = wanted.map((id) => `objectID:"${id.replace(/["\\]/g, '')}"`).join(' OR ');
  const { results } = await client.search<IndexRecord>({
    requests: [{ indexName: productIndex(language), filters, hitsPerPage: wanted.length }],
  });
  const hits = ('hits' in results[0] ? results[0].hits : []) as IndexRecord[];
  const byId = new Map(hits.map((hit) => [hit.objectID, hit]));
  return wanted.flatMap((id) => {
    const hit = byId.get(id);
    return hit ? [toLiteProduct(hit, currency)] : [];
  });
}
