import type { Currency } from '@/lib/money/currency';

/**
 * The keys of what the browser reads from the server through TanStack Query (lib/query/browser-client.ts).
 * Everything read for the signed-in shopper sits under `account`: it is dropped whole when who is
 * signed in changes, so nothing one visitor read is ever shown to the next in the same tab.
 */
export const queryKeys = {
  account: ['account'] as const,
  /**
   * The bag's contents (lib/query/cart.ts). Not under `account`: the bag belongs to the browser and
   * survives a sign-in (the guest's lines join the account's cart), which reads it again itself.
   */
  cart: ['cart'] as const,
  /** Trade prices of the products on screen (trade users only: the route answers 403 to anyone else). */
  tradePrices: (currency: Currency, ids: readonly string[]) => ['account', 'tradePrices', currency, [...ids].sort().join(',')] as const,
  /** Every read of the shopper's lists: a change to a list invalidates them all. */
  lists: ['account', 'lists'] as const,
  /** The lists as the "Add to list" panel shows them for a product (whether each already holds it). */
  panelLists: (productId: string) => ['account', 'lists', 'panel', productId] as const,
};
