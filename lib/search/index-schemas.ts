/**
 * The indexes a browser may search through /api/search, and what each lets it name: the shop's own
 * product and artisan indexes (every sort, every language) and only their public attributes. Trade
 * prices are not in these indexes at all (docs/adr/0011); naming one is refused all the same.
 */
import { ARTISAN_SORTS, artisanIndex, PRODUCT_SORTS, productIndex } from '../catalogue/indexes';
import { LANGUAGES } from '../i18n/languages';
import { CURRENCIES } from '../money/currency';

const perCurrency = (name: string) => CURRENCIES.map((c) => `${name}_${c}`);

export interface IndexSchema {
  /** Attributes that can be counted (`facets`) and filtered on as values. */
  facets: ReadonlySet<string>;
  /** Attributes only filtered on (never counted). */
  filterOnly: ReadonlySet<string>;
  /** Numeric attributes: `attr op n`, `attr:a TO b`. */
  numeric: ReadonlySet<string>;
  /** Facets whose values can be searched (searchable(…) in attributesForFaceting). */
  searchableFacets: ReadonlySet<string>;
  /** Attributes a hit may carry (attributesToRetrieve, attributesToHighlight). */
  retrievable: ReadonlySet<string>;
}

const PRODUCT_NUMERIC = [...perCurrency('price'), ...perCurrency('shipping_cost'), 'lead_time', 'vendor_program_level', 'width_cm', 'height_cm', 'depth_cm'];
const PRODUCT_SEARCHABLE_FACETS = ['categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'artisan_name', 'designer', 'materials', 'colors'];

/** The public product index (backend/search/README.md "Product records"), trade prices not among them. */
const PRODUCTS: IndexSchema = {
  facets: new Set([
    ...PRODUCT_SEARCHABLE_FACETS, 'artisan_slug', ...PRODUCT_NUMERIC, ...perCurrency('free_shipping'),
    'customizable', 'has_ar', 'suitable_for_contract', 'editors_pick', 'can_supply', 'b2b_only', 'b2c_only',
  ]),
  filterOnly: new Set(['taxon_permalinks', 'objectID']),
  numeric: new Set(PRODUCT_NUMERIC),
  searchableFacets: new Set(PRODUCT_SEARCHABLE_FACETS),
  retrievable: new Set([
    'objectID', 'title', 'categories', 'categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'taxon_permalinks',
    'artisan_name', 'artisan_slug', 'artisan_id', 'designer', 'materials', 'colors', 'customizable', 'sku', 'variant_id',
    'excluded_countries', 'slug', 'url', 'main_image', 'alternative_images', ...perCurrency('price'), ...perCurrency('full_price'),
    'lead_time', 'shipping_message', ...perCurrency('shipping_cost'), ...perCurrency('free_shipping'), 'can_supply',
    'vendor_program_level', 'has_ar', 'suitable_for_contract', 'editors_pick', 'b2b_only', 'b2c_only', 'width_cm',
    'height_cm', 'depth_cm', 'created_at',
  ]),
};

const ARTISANS: IndexSchema = {
  facets: new Set(['city', 'categories', 'materials', 'vendor_program_level']),
  filterOnly: new Set(['objectID']),
  numeric: new Set(['vendor_program_level']),
  searchableFacets: new Set(['city', 'categories', 'materials']),
  retrievable: new Set(['objectID', 'name', 'slug', 'url', 'city', 'image', 'vendor_program_level', 'categories', 'materials', 'product_count', 'created_at']),
};

/** Every index the listings use, by exact name: the products' sorts and the artisans', in every language. */
export const INDEXES = new Map<string, IndexSchema>([
  ...LANGUAGES.flatMap((language) => PRODUCT_SORTS.map((sort) => [productIndex(language, sort), PRODUCTS] as const)),
  ...LANGUAGES.flatMap((language) => ARTISAN_SORTS.map((sort) => [artisanIndex(language, sort), ARTISANS] as const)),
]);

/** Refused whatever the index says: trade-only data is never searchable from a browser. */
export const TRADE_ONLY = /trade/i;
