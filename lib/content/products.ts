/**
 * The products editorial content shows (product lists, shop-the-look hotspots, product links in rich
 * text, collections), read from the search index: by ids (spec §7 "Lookup by ids") or by a collection's
 * rule. Pure mapping here; the search request itself is in ./product-lookup.ts.
 */
import type { Currency } from '../i18n/countries';

/** A product as an editorial card shows it: picture, maker, name, price, link. */
export interface EditorialProduct {
  id: string;
  title: string;
  artisan: string | null;
  url: string;
  image: string | null;
  price: number | null;
  fullPrice: number | null;
  currency: Currency;
}

/** Spec §5: only hits found by id are used; ids that are not strings are ignored. */
export function idsFilter(ids: unknown[]): { ids: string[]; filters: string } {
  const valid = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  return { ids: valid, filters: valid.map((id) => `objectID:${JSON.stringify(id)}`).join(' OR ') };
}

type Hit = Record<string, unknown> & { objectID: string };

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A search hit → the card's product in the visitor's currency, cut to the spec's 150 characters for names. */
export function toEditorialProduct(hit: Hit, currency: Currency): EditorialProduct {
  return {
    id: hit.objectID,
    title: (str(hit.title) ?? '').slice(0, 150),
    artisan: str(hit.artisan_name),
    url: str(hit.url) ?? `/products/${String(hit.slug ?? hit.objectID)}`,
    image: str(hit.main_image),
    price: num(hit[`price_${currency}`]),
    fullPrice: num(hit[`full_price_${currency}`]),
    currency,
  };
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
