/**
 * The shopper's lists (spec §3 wishlists; the default one is the favorites), as
 * lib/commerce/wishlists.ts maps them from the commerce service's answer. Types only.
 */
/** Spec §3 list (the default one is the favorites), with its items' products as product ids. */
export interface WishList {
  token: string;
  name: string;
  description: string;
  isDefault: boolean;
  isPrivate: boolean;
  itemCount: number;
  items: WishItem[];
}

export interface WishItem {
  id: string;
  variantId: string;
  productId: string;
  quantity: number;
}
