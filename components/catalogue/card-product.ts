import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { cardImageKey } from '@/lib/images/card-image-address';
import { shippingState, type ShippingState } from '@/lib/catalogue/shipping';
import { leadTimeState } from '@/lib/catalogue/lead-time';

/**
 * What a product card shows of a lite product, and nothing else: the fields that cross into the
 * browser with every card (ProductCardView). Whether it can be bought is decided before (ProductCard).
 * A field that would say nothing (no artisan, no compare-at or trade price, no shipping message, a
 * mark the piece does not have) is left out rather than sent as null or false with each card.
 */
export interface CardProduct {
  id: string;
  title: string;
  sku: string;
  variantId: string | null;
  permalink: string;
  /** The picture and the hover picture: their paths on the commerce service where it serves them (cardImageKey). */
  images: string[];
  /** The artisan's name. */
  artisan?: string;
  price: number | null;
  fullPrice?: number;
  tradePrice?: number;
  shippingTime: number | null;
  /** What a shipping message says (it overrides the lead time), read where the card is made: the card's code does not parse messages. */
  shipping?: ShippingState;
  isFreeShipping?: true;
  canSupply: boolean;
  isPremiumPlus?: true;
}

/** `commerceOrigin`: the commerce service's origin, known where the card is rendered on the server (ProductCard). */
export function cardProduct(product: LiteProduct, commerceOrigin?: string): CardProduct {
  const card: CardProduct = {
    id: product.id,
    title: product.title,
    sku: product.sku,
    variantId: product.variantId,
    permalink: product.permalink,
    images: product.images.slice(0, 2).map((src) => cardImageKey(src, commerceOrigin)),
    price: product.price,
    shippingTime: product.shippingTime,
    canSupply: product.canSupply,
  };
  if (product.artisan.name) card.artisan = product.artisan.name;
  if (product.fullPrice !== null) card.fullPrice = product.fullPrice;
  if (product.tradePrice !== null) card.tradePrice = product.tradePrice;
  if (product.shippingMessage !== null) {
    const shipping = shippingState(product.shippingTime, product.shippingMessage);
    // Only a message the rule reads changes the line ("upon request", "available from …"); another is left out.
    if (shipping.kind !== leadTimeState(product.shippingTime).kind) card.shipping = shipping;
  }
  if (product.isFreeShipping) card.isFreeShipping = true;
  if (product.isPremiumPlus) card.isPremiumPlus = true;
  return card;
}

/**
 * A lite product cut to what a card rendered in the browser reads (its fields above and whether it can
 * be bought): no categories, no artisan page, the first two pictures, as paths where the commerce
 * service (`commerceOrigin`) serves them. For rows a server component hands to the browser whole.
 */
export function cardLiteProduct(product: LiteProduct, commerceOrigin: string): LiteProduct {
  return {
    ...product,
    categories: [],
    artisan: { name: product.artisan.name, slug: null },
    images: product.images.slice(0, 2).map((src) => cardImageKey(src, commerceOrigin)),
  };
}
