/**
 * What the buy box of a product page offers (spec §4 product states, §6 b2b/b2c, §8 messages). One
 * pure function so the page, its tests and any later caller agree on the order of the rules.
 */
import type { Product } from '../commerce/product';
import type { LiteProduct } from '../catalogue/lite-product';

/** Spec §4: products whose sku starts with PORAMI are available on request only. */
const ON_REQUEST_SKU_PREFIX = 'PORAMI';

export type PurchaseState =
  /** Add to cart. */
  | { kind: 'buy' }
  /** §8 "This item is currently unavailable for shipping to your selected location." */
  | { kind: 'notInCountry' }
  /** The maker can no longer supply it (not_shoppable without a request route). */
  | { kind: 'notShoppable' }
  /** PORAMI skus, and trade-only pieces for visitors who are not trade: ask client care. */
  | { kind: 'onRequest'; tradeOnly: boolean }
  /** b2c_only pieces are sold to private clients, not on trade accounts. */
  | { kind: 'consumerOnly' }
  | { kind: 'soldOut' };

export type PurchaseInput = Pick<
  Product,
  'sku' | 'excluded_countries' | 'can_supply' | 'not_shoppable' | 'b2b_only' | 'b2c_only' | 'inStock' | 'backorderable'
>;

export function isOnRequestSku(sku: string): boolean {
  return sku.toUpperCase().startsWith(ON_REQUEST_SKU_PREFIX);
}

function isExcludedIn(excludedCountries: readonly string[], countryIso: string): boolean {
  const iso = countryIso.toUpperCase();
  return excludedCountries.some((c) => c.toUpperCase() === iso);
}

/**
 * The rules in order: where it cannot go wins over everything (nothing else can be offered there),
 * then whether it can be made at all, then how it is sold (on request, trade or private only), and
 * last whether units are left.
 */
export function purchaseState(product: PurchaseInput, { country, isTrade }: { country: string; isTrade: boolean }): PurchaseState {
  if (isExcludedIn(product.excluded_countries, country)) return { kind: 'notInCountry' };
  if (!product.can_supply) return { kind: 'notShoppable' };
  if (isOnRequestSku(product.sku)) return { kind: 'onRequest', tradeOnly: product.b2b_only };
  if (product.b2b_only && !isTrade) return { kind: 'onRequest', tradeOnly: true };
  if (product.b2c_only && isTrade) return { kind: 'consumerOnly' };
  if (product.not_shoppable) return { kind: 'notShoppable' };
  if (!product.inStock && !product.backorderable) return { kind: 'soldOut' };
  return { kind: 'buy' };
}

/** The marks shown under the price: what makes delivery or ordering of this piece different. */
export function productMarks(product: Pick<Product, 'customizable' | 'curbside_delivery' | 'is_fragile' | 'suitable_for_contract' | 'b2b_only' | 'b2c_only' | 'isPremiumPlus'>) {
  return {
    customizable: product.customizable,
    curbside: product.curbside_delivery,
    fragile: product.is_fragile,
    contract: product.suitable_for_contract,
    tradeOnly: product.b2b_only,
    consumerOnly: product.b2c_only,
    premiumPlus: product.isPremiumPlus,
  };
}

/**
 * The same rules for a card, which knows only the search record: a sold-out piece that is not made
 * to order is indexed with can_supply false, so stock needs no rule of its own here. Without a
 * variant id (an older record) nothing can be added.
 */
export function cardPurchaseState(
  product: Pick<LiteProduct, 'sku' | 'variantId' | 'excludedCountries' | 'canSupply' | 'b2bOnly' | 'b2cOnly'>,
  context: { country: string | null; isTrade: boolean },
): PurchaseState {
  if (!product.variantId) return { kind: 'notShoppable' };
  return purchaseState(
    {
      sku: product.sku,
      excluded_countries: context.country ? product.excludedCountries : [],
      can_supply: product.canSupply,
      not_shoppable: false,
      b2b_only: product.b2bOnly,
      b2c_only: product.b2cOnly,
      inStock: product.canSupply,
      backorderable: false,
    },
    { country: context.country ?? '', isTrade: context.isTrade },
  );
}
