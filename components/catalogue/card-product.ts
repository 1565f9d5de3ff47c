import type { LiteProduct } from '@/lib/catalogue/lite-product';

/**
 * What a product card shows of a lite product, and nothing else: the fields that cross into the
 * browser with every card (ProductCardView). Whether it can be bought is decided before (ProductCard).
 */
export interface CardProduct {
  id: string;
  title: string;
  sku: string;
  variantId: string | null;
  permalink: string;
  /** The picture and the hover picture. */
  images: string[];
  /** The artisan's name ('' when unknown). */
  artisan: string;
  price: number | null;
  fullPrice: number | null;
  tradePrice: number | null;
  shippingTime: number | null;
  shippingMessage: string | null;
  isFreeShipping: boolean;
  canSupply: boolean;
  isPremiumPlus: boolean;
}

export function cardProduct(product: LiteProduct): CardProduct {
  return {
    id: product.id,
    title: product.title,
    sku: product.sku,
    variantId: product.variantId,
    permalink: product.permalink,
    images: product.images.slice(0, 2),
    artisan: product.artisan.name,
    price: product.price,
    fullPrice: product.fullPrice,
    tradePrice: product.tradePrice,
    shippingTime: product.shippingTime,
    shippingMessage: product.shippingMessage,
    isFreeShipping: product.isFreeShipping,
    canSupply: product.canSupply,
    isPremiumPlus: product.isPremiumPlus,
  };
}
