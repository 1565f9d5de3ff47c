import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { cardImageKey } from '@/lib/images/card-image-address';
import { shippingState, type ShippingState } from '@/lib/catalogue/shipping';

/**
 * What writes a card's figures and shipping line in the page's locale: a catalogue price in whole
 * units, and a §4 shipping state as text. The server's (card-writer.ts) for the cards it draws, the
 * browser's (useCardWriter) for the cards it draws after load. The card's own code formats nothing: a
 * page's first Intl number or date format costs a phone's main thread about 60 ms (250 ms at
 * Lighthouse's 4× slowdown) in one task, and the cards were the only part that built one while the
 * page hydrated (issue 35).
 */
export interface CardWriter {
  price(amount: number): string;
  shipping(state: ShippingState): string;
}

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
  /** The price as a figure, for what analytics report of the card (`data-price`). */
  price: number | null;
  /** The price as the card shows it ("$1,250"); none when the piece has no price. */
  priceText?: string;
  /** The compare-at price as the card shows it, only when the piece is reduced. */
  compareAtText?: string;
  /** The trade price as the card shows it, where the card is drawn with one. */
  tradePriceText?: string;
  /** The shipping line: the lead time, or what a shipping message says (it overrides the lead time). */
  shippingText: string;
  isFreeShipping?: true;
  canSupply: boolean;
  isPremiumPlus?: true;
}

/** `commerceOrigin`: the commerce service's origin, known where the card is rendered on the server (ProductCard). */
export function cardProduct(product: LiteProduct, writer: CardWriter, commerceOrigin?: string): CardProduct {
  const card: CardProduct = {
    id: product.id,
    title: product.title,
    sku: product.sku,
    variantId: product.variantId,
    permalink: product.permalink,
    images: product.images.slice(0, 2).map((src) => cardImageKey(src, commerceOrigin)),
    price: product.price,
    shippingText: writer.shipping(shippingState(product.shippingTime, product.shippingMessage)),
    canSupply: product.canSupply,
  };
  if (product.artisan.name) card.artisan = product.artisan.name;
  if (product.price !== null) card.priceText = writer.price(product.price);
  if (product.fullPrice !== null && product.price !== null && product.fullPrice > product.price) card.compareAtText = writer.price(product.fullPrice);
  if (product.tradePrice !== null) card.tradePriceText = writer.price(product.tradePrice);
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
