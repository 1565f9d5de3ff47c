/**
 * The products editorial content shows (product lists, shop-the-look hotspots, product links in rich
 * text, collections), read from the search index: by ids (spec §7 "Lookup by ids") or by a collection's
 * rule. Pure mapping here; the search request itself is in lib/search/lookup.ts.
 */
import type { Currency } from '../money/currency';
import { toLiteProduct, type IndexRecord, type LiteProduct } from '../catalogue/lite-product';

/** Spec §5: only hits found by id are used; ids that are not strings are ignored. */
export function idsFilter(ids: unknown[]): { ids: string[]; filters: string } {
  const valid = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  return { ids: valid, filters: valid.map((id) => `objectID:${JSON.stringify(id)}`).join(' OR ') };
}

/**
 * A search hit → the catalogue's lite product in the visitor's currency. The trade price is kept only
 * for a trade visitor: the page is rendered on the server, so a non-trade visitor must never receive it.
 */
export function toEditorialProduct(hit: IndexRecord, currency: Currency, isTrade: boolean): LiteProduct {
  const product = toLiteProduct(hit, currency);
  return isTrade ? product : { ...product, tradePrice: null };
}

/** Hits in the order the editor gave, without the ids the index does not know. */
export function inRequestedOrder<T extends { id: string }>(ids: string[], products: T[]): T[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A collection's or product-page rule (SCHEMA.md "rule"). */
export interface ProductRule {
  category?: { permalink?: string } | null;
  artisan?: { slug?: string } | null;
  filters?: { editorsPick?: boolean; suitableForContract?: boolean; readyToShip?: boolean; customizable?: boolean } | null;
}

/** A rule as an Algolia filter: category (or below), artisan, and each boolean filter given. */
export function ruleFilter(rule: ProductRule): string {
  const parts: string[] = [];
  if (rule.category?.permalink) parts.push(`taxon_permalinks:${JSON.stringify(rule.category.permalink)}`);
  if (rule.artisan?.slug) parts.push(`artisan_slug:${JSON.stringify(rule.artisan.slug)}`);
  const f = rule.filters ?? {};
  if (f.editorsPick) parts.push('editors_pick:true');
  if (f.suitableForContract) parts.push('suitable_for_contract:true');
  if (f.customizable) parts.push('customizable:true');
  // Ready to ship = shipping time under one week (lead_time is in weeks; 0 = ready to ship).
  if (f.readyToShip) parts.push('lead_time < 1');
  return parts.join(' AND ');
}
