/**
 * Whether a shop-the-look card offers "Add to bag": only when the product page would (the same
 * purchase rules, lib/product/states.ts), so a piece that is sold out, on request (PORAMI), not
 * shoppable, trade- or consumer-only for this visitor or not sold in the country gets the link only.
 */
import type { Product } from '../commerce/product';
import { purchaseState, type PurchaseInput } from '../product/states';

export type HotspotPurchaseInput = PurchaseInput & Pick<Product, 'id' | 'variantId'>;

/** The variant the card's button adds, or null when the piece cannot be bought online here. */
export function buyableVariantId(product: HotspotPurchaseInput, who: { country: string; isTrade: boolean }): string | null {
  return purchaseState(product, who).kind === 'buy' ? product.variantId : null;
}
