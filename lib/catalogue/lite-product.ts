/**
 * The lite product of spec §3, built from a search-index record (§3 "search-index product") in the
 * visitor's currency. Cards, lists and lookups by id all render this one shape.
 */
import type { Currency } from '../money/currency';
import { formatMoney, isFreeShippingText } from '../money';

export interface LiteProduct {
  id: string;
  title: string;
  categories: string[];
  artisan: { name: string; slug: string | null };
  isCustomizable: boolean;
  sku: string;
  /** The master variant's commerce id (what "Add to bag" sends); null in records indexed before it existed. */
  variantId: string | null;
  /** ISO codes the piece cannot be shipped to. */
  excludedCountries: string[];
  b2bOnly: boolean;
  b2cOnly: boolean;
  permalink: string;
  images: string[];
  price: number | null;
  fullPrice: number | null;
  /** Present only when the answer came from a trade user's request. */
  tradePrice: number | null;
  /** Weeks: 0 ready to ship, 99 pre-order. */
  shippingTime: number | null;
  shippingMessage: string | null;
  isFreeShipping: boolean;
  canSupply: boolean;
  isPremiumPlus: boolean;
}

/**
 * What a card shows, so only that travels (listings in the browser, editorial lookups on the server).
 * Never a trade price: the search-only key cannot read it, trade users get it from lib/search/trade-prices.
 */
export function liteProductAttributes(currency: Currency): string[] {
  return [
    'title', 'categories', 'artisan_name', 'artisan_slug', 'customizable', 'sku', 'url', 'main_image', 'alternative_images',
    `price_${currency}`, `full_price_${currency}`, `shipping_cost_${currency}`, 'lead_time', 'shipping_message', 'can_supply',
    'vendor_program_level', 'variant_id', 'excluded_countries', 'b2b_only', 'b2c_only',
  ];
}

/** Spec §4: vendor programme level 3 is Premium Plus. */
export const PREMIUM_PLUS_LEVEL = 3;
export type IndexRecord = Record<string, unknown> & { objectID: string };

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function deepestCategories(categories: unknown): string[] {
  if (!categories || typeof categories !== 'object') return [];
  const levels = categories as Record<string, unknown>;
  for (const level of ['lvl2', 'lvl1', 'lvl0']) {
    const paths = levels[level];
    if (Array.isArray(paths) && paths.length > 0) return paths.filter((p): p is string => typeof p === 'string');
  }
  return [];
}

export function toLiteProduct(record: IndexRecord, currency: Currency): LiteProduct {
  const shippingCost = num(record[`shipping_cost_${currency}`]);
  // The §5 rule reads the cost as text: a zero amount with a €, $ or £ sign.
  const shippingCostText = shippingCost === null ? null : formatMoney(shippingCost, currency, 'en');
  const images = [str(record.main_image), ...(Array.isArray(record.alternative_images) ? record.alternative_images.map(str) : [])];
  return {
    id: record.objectID,
    title: str(record.title) ?? '',
    categories: deepestCategories(record.categories),
    artisan: { name: str(record.artisan_name) ?? '', slug: str(record.artisan_slug) },
    isCustomizable: record.customizable === true,
    sku: str(record.sku) ?? '',
    variantId: str(record.variant_id),
    excludedCountries: Array.isArray(record.excluded_countries) ? record.excluded_countries.filter((c): c is string => typeof c === 'string') : [],
    b2bOnly: record.b2b_only === true,
    b2cOnly: record.b2c_only === true,
    permalink: str(record.url) ?? `/products/${record.objectID}`,
    images: images.filter((i): i is string => i !== null),
    price: num(record[`price_${currency}`]),
    fullPrice: num(record[`full_price_${currency}`]),
    tradePrice: num(record[`trade_price_${currency}`]),
    shippingTime: num(record.lead_time),
    shippingMessage: str(record.shipping_message),
    isFreeShipping: isFreeShippingText(shippingCostText),
    canSupply: record.can_supply !== false,
    isPremiumPlus: num(record.vendor_program_level) === PREMIUM_PLUS_LEVEL,
  };
}
