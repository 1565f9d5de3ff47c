/**
 * The product list with Spree's filters (ids, skus, taxons with their descendants, price range,
 * name, artisans, stock) and sorts, paginated in SQL.
 */
import type { Language } from '../../shared/languages';
import type { Currency } from '../../shared/countries';
import type { Db } from '../db';
import type { CatalogueRepository, ProductRecord } from './repository';

export interface ProductFilters {
  ids?: number[];
  skus?: string[];
  taxonIds?: number[];
  priceMin?: number;
  priceMax?: number;
  name?: string;
  artisanIds?: number[];
  inStock?: boolean;
  editorsPick?: boolean;
}

/** The product row's copy of its price in a currency (migration 8 keeps it in step with prices). */
const PRICE_COLUMN: Record<Currency, string> = { USD: 'p.price_usd', EUR: 'p.price_eur', GBP: 'p.price_gbp' };

export const PRODUCT_SORTS = {
  // Ties broken on the id in the same direction, so the price index alone serves the sort.
  price: '@price ASC, p.id ASC',
  '-price': '@price DESC, p.id DESC',
  created_at: 'p.created_at ASC, p.id ASC',
  '-created_at': 'p.created_at DESC, p.id ASC',
  updated_at: 'p.updated_at ASC, p.id ASC',
  '-updated_at': 'p.updated_at DESC, p.id ASC',
  available_on: 'p.available_on ASC, p.id ASC',
  '-available_on': 'p.available_on DESC, p.id ASC',
  name: 't.name ASC, p.id ASC',
  '-name': 't.name DESC, p.id ASC',
  sku: 'p.sku ASC',
  '-sku': 'p.sku DESC',
  curated: 'p.curated_rank ASC, p.id ASC',
  shipping_time: 'p.shipping_time ASC, p.curated_rank ASC',
  '-popularity': 'p.popularity DESC, p.id ASC',
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

export function queryProducts(
  db: Db,
  repo: CatalogueRepository,
  filters: ProductFilters,
  sort: ProductSort,
  locale: Language,
  currency: Currency,
  page: number,
  perPage: number,
): { products: ProductRecord[]; total: number } {
  const where: string[] = [];
  const args: Record<string, unknown> = {};
  let price = PRICE_COLUMN[currency];
  const inList = (name: string, values: unknown[]) => {
    args[name] = JSON.stringify(values);
    return `(SELECT value FROM json_each(@${name}))`;
  };
  if (filters.ids) where.push(`p.id IN ${inList('ids', filters.ids)}`);
  if (filters.skus) where.push(`p.sku IN ${inList('skus', filters.skus)}`);
  if (filters.taxonIds) {
    // Taxon ids come from the cached tree (integers), written inline so the planner can use
    // the (taxon_id, price) indexes with exact cardinalities.
    const all = [...new Set(filters.taxonIds.flatMap((id) => repo.descendantIds(id)))].filter(Number.isInteger);
    where.push(`p.taxon_id IN (${all.join(',') || 'NULL'})`);
    // SQLite cannot know that a small category's prices are clustered: walking the price index
    // would scan most of the catalogue to find its few rows. For a category under a quarter of the
    // catalogue, `+column` hides the price index so the (taxon_id, ...) indexes drive the query.
    const inCategory = all.reduce((sum, id) => sum + (repo.productsPerTaxon.get(id) ?? 0), 0);
    if (inCategory < repo.productTotal / 4) price = `+${price}`;
  }
  if (filters.priceMin !== undefined) { where.push(`${price} >= @priceMin`); args.priceMin = filters.priceMin; }
  if (filters.priceMax !== undefined) { where.push(`${price} <= @priceMax`); args.priceMax = filters.priceMax; }
  if (filters.name) { where.push(`t.name LIKE @name ESCAPE '\\'`); args.name = `%${filters.name.replace(/[%_\\]/g, '\\$&')}%`; args.locale = locale; }
  if (filters.artisanIds) where.push(`p.artisan_id IN ${inList('artisans', filters.artisanIds)}`);
  if (filters.inStock) where.push('(v.count_on_hand > 0 OR v.backorderable = 1)');
  if (filters.editorsPick) where.push('p.editors_pick = 1');
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // Two phases keep the sort cheap: ids are sorted and paged over product rows (joining
  // translations or variants only when filtered or sorted on), then only the page's products are
  // read in full.
  const needsText = filters.name !== undefined || sort === 'name' || sort === '-name';
  if (needsText) args.locale = locale;
  const from = [
    'FROM products p',
    needsText ? 'JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale' : '',
    filters.inStock ? 'JOIN variants v ON v.product_id = p.id' : '',
  ].join(' ');
  const order = PRODUCT_SORTS[sort].replace('@price', price);
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from} ${whereSql}`).get(args) as { n: number }).n;
  const ids = (db.prepare(`SELECT p.id ${from} ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: perPage, offset: (page - 1) * perPage }) as { id: number }[]).map((r) => r.id);
  const byId = new Map(repo.productsByIds(ids, locale, currency).map((p) => [p.id, p]));
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  return { products, total };
}
