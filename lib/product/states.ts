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
  'sku' | 'excludedCountries' | 'canSupply' | 'notShoppable' | 'b2bOnly' | 'b2cOnly' | 'inStock' | 'backorderable'
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
  if (isExcludedIn(product.excludedCountries, country)) return { kind: 'notInCountry' };
  if (!product.canSupply) return { kind: 'notShoppable' };
  if (isOnRequestSku(product.sku)) return { kind: 'onRequest', tradeOnly: product.b2bOnly };
  if (product.b2bOnly && !isTrade) return { kind: 'onRequest', tradeOnly: true };
  if (product.b2cOnly && isTrade) return { kind: 'consumerOnly' };
  if (product.notShoppable) return { kind: 'notShoppable' };
  if (!product.inStock && !product.backorderable) return { kind: 'soldOut' };
  return { kind: 'buy' };
}

/** The marks shown under the price: what makes delivery or ordering of this piece different. */
export function productMarks(product: Pick<Product, 'customizable' | 'curbsideDelivery' | 'isFragile' | 'suitableForContract' | 'b2bOnly' | 'b2cOnly' | 'isPremiumPlus'>) {
  return {
    customizable: product.customizable,
    curbside: product.curbsideDelivery,
    fragile: product.isFragile,
    contract: product.suitableForContract,
    tradeOnly: product.b2bOnly,
    consumerOnly: product.b2cOnly,
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
      excludedCountries: context.country ? product.excludedCountries : [],
      canSupply: product.canSupply,
      notShoppable: false,
      b2bOnly: product.b2bOnly,
      b2cOnly: product.b2cOnly,
      inStock: product.canSupply,
      backorderable: false,
    },
    { country: context.country ?? '', isTrade: context.isTrade },
  );
}
