/**
 * What goes into the indexes: one record per product and language (spec §3 "Search-index product"
 * plus the attributes the §9 filters need), one per artisan and language, one trade-price record per
 * product in the trade-price index, and each index's settings.
 *
 * Trade prices are never part of a product record: an attribute of a public index can be filtered,
 * faceted and sorted on even when it is unretrievable, so a search-only key could bisect it. They
 * live in their own index, which only the server-side keys may read (docs/adr/0011).
 */
import type { FeedArtisan, FeedProduct } from '../contracts';
import type { Currency } from '../shared/countries';
import type { Language } from '../shared/languages';
import { placeName } from '../shared/places';
import type { SearchRecord } from './corpus';
import { DEFAULTS, type IndexSettings } from './settings';

const CURRENCIES: Currency[] = ['USD', 'EUR', 'GBP'];

const money = (s: string): number => Math.round(Number(s) * 100) / 100;

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}

/** 'furniture/seating/armchairs' → ['furniture', 'furniture/seating', 'furniture/seating/armchairs']. */
function withAncestors(permalinks: string[]): string[] {
  return unique(permalinks.flatMap((p) => p.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
}

export interface ProductRecord extends SearchRecord {
  title: string;
  categories: { lvl0: string[]; lvl1: string[]; lvl2: string[] };
  artisan_name: string;
  price_USD: number;
}

export function productRecord(p: FeedProduct, lang: Language): ProductRecord {
  const paths = p.categories[lang] ?? [];
  const level = (n: number) => unique(paths.filter((path) => path.length > n).map((path) => path.slice(0, n + 1).join(' > ')));
  const perCurrency = <T>(key: string, fn: (c: Currency) => T) =>
    Object.fromEntries(CURRENCIES.map((c) => [`${key}_${c}`, fn(c)])) as Record<string, T>;
  const record = {
    objectID: p.id,
    title: p.title[lang],
    categories: { lvl0: level(0), lvl1: level(1), lvl2: level(2) },
    taxon_permalinks: withAncestors(p.taxonPermalinks),
    artisan_name: p.artisan.name,
    artisan_slug: p.artisan.slug,
    artisan_id: p.artisan.id,
    designer: p.designer,
    materials: p.materials[lang] ?? [],
    colors: p.colors[lang] ?? [],
    customizable: p.customizable,
    sku: p.sku,
    variant_id: p.variantId,
    excluded_countries: p.excludedCountries,
    slug: p.slug[lang],
    url: `/products/${p.slug[lang]}`,
    main_image: p.images[0] ?? null,
    alternative_images: p.images.slice(1),
    ...perCurrency('price', (c) => money(p.prices[c].price)),
    ...perCurrency('full_price', (c) => (p.prices[c].fullPrice === null ? null : money(p.prices[c].fullPrice!))),
    lead_time: p.shippingTime,
    shipping_message: p.shippingMessage,
    ...perCurrency('shipping_cost', (c) => money(p.shippingCost[c])),
    ...perCurrency('free_shipping', (c) => money(p.shippingCost[c]) === 0),
    can_supply: p.canSupply,
    vendor_program_level: p.artisan.programLevel,
    has_ar: p.hasAr,
    suitable_for_contract: p.suitableForContract,
    editors_pick: p.editorsPick,
    b2b_only: p.b2bOnly,
    b2c_only: p.b2cOnly,
    width_cm: p.dimensionsCm.width,
    height_cm: p.dimensionsCm.height,
    depth_cm: p.dimensionsCm.depth,
    created_at: Math.floor(Date.parse(p.createdAt) / 1000),
    curated_rank: p.curatedRank,
    popularity: p.popularity,
  };
  return record as unknown as ProductRecord;
}

/** The trade-price index: spec §3's `trade_price_{currency}`, keyed by the product's objectID. */
export interface TradePriceRecord extends SearchRecord {
  trade_price_USD: number;
  trade_price_EUR: number;
  trade_price_GBP: number;
}

export function tradePriceRecord(p: FeedProduct): TradePriceRecord {
  return {
    objectID: p.id,
    ...(Object.fromEntries(CURRENCIES.map((c) => [`trade_price_${c}`, money(p.prices[c].tradePrice)])) as Record<`trade_price_${Currency}`, number>),
  };
}

export interface ArtisanRecord extends SearchRecord {
  name: string;
}

/** An artisan with the categories and materials of their pieces, so the directory can filter by them. */
export function artisanRecord(a: FeedArtisan, products: FeedProduct[], lang: Language): ArtisanRecord {
  return {
    objectID: a.id,
    name: a.name,
    slug: a.slug,
    url: `/artisans/${a.slug}`,
    // The facet value stays the stored name (stable filters and URLs); the name in the index's
    // language is searchable too, so "Mailand" finds the workshops of Milan.
    city: a.city,
    city_name: placeName(a.city, lang),
    image: a.image,
    vendor_program_level: a.programLevel,
    categories: unique(products.flatMap((p) => (p.categories[lang] ?? []).map((path) => path[0]))).sort(),
    materials: unique(products.flatMap((p) => p.materials[lang] ?? [])).sort(),
    product_count: products.length,
    created_at: Math.floor(Date.parse(a.createdAt) / 1000),
  };
}

// ---- settings --------------------------------------------------------------------------------

const perCurrency = (key: string) => CURRENCIES.map((c) => `${key}_${c}`);

export const PRODUCT_SETTINGS: IndexSettings = {
  ...DEFAULTS,
  searchableAttributes: [
    'title',
    'artisan_name',
    'designer',
    'categories.lvl0,categories.lvl1,categories.lvl2',
    'unordered(materials)',
    'unordered(colors)',
    'sku',
  ],
  attributesForFaceting: [
    'searchable(categories.lvl0)',
    'searchable(categories.lvl1)',
    'searchable(categories.lvl2)',
    'filterOnly(taxon_permalinks)',
    'searchable(artisan_name)',
    'artisan_slug',
    'searchable(designer)',
    'searchable(materials)',
    'searchable(colors)',
    ...perCurrency('price'),
    ...perCurrency('shipping_cost'),
    ...perCurrency('free_shipping'),
    'lead_time',
    'customizable',
    'has_ar',
    'suitable_for_contract',
    'editors_pick',
    'can_supply',
    'b2b_only',
    'b2c_only',
    'vendor_program_level',
    'width_cm',
    'height_cm',
    'depth_cm',
  ],
  customRanking: ['asc(curated_rank)', 'desc(popularity)'],
  attributesToHighlight: ['title', 'artisan_name', 'designer', 'categories', 'materials', 'colors'],
};

export const ARTISAN_SETTINGS: IndexSettings = {
  ...DEFAULTS,
  searchableAttributes: ['name', 'city,city_name', 'unordered(categories)', 'unordered(materials)'],
  attributesForFaceting: ['searchable(city)', 'searchable(categories)', 'searchable(materials)', 'vendor_program_level'],
  customRanking: ['desc(vendor_program_level)', 'desc(product_count)'],
  attributesToHighlight: ['name', 'city'],
};

/**
 * Read by id (getObjects): nothing searchable or faceted. Numbers stay filterable here as on any
 * Algolia index, which is why only server-side keys may open this index at all.
 */
export const TRADE_PRICE_SETTINGS: IndexSettings = {
  ...DEFAULTS,
  searchableAttributes: [],
  attributesForFaceting: [],
  customRanking: [],
  attributesToHighlight: [],
};
