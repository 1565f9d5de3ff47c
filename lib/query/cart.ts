import { hashKey, notifyManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart } from '@/lib/model/cart';
import { cartOf, type CartActionResult } from '@/lib/cart/result';
import { browserQueryClient } from './browser-client';
import { queryKeys } from './keys';

/**
 * The bag's contents through the browser's QueryClient. This module loads on demand (the bag's
 * contents, the cart page, the first cart action of a page), never with a page's first load. It is
 * the one owner of the bag's contents; it tells each cart it holds to whoever asked (the badge's
 * figures in stores/cart-store.ts), and knows nothing of them.
 */
export type LoadCart = () => Promise<CartActionResult>;

/** Read when something first shows the bag; after that the actions' answers keep it current, so it never goes stale by time. */
export function cartQueryOptions(load: LoadCart) {
  return queryOptions({
    queryKey: queryKeys.cart,
    // A refusal still carries the cart as the server sees it (or none): that is what the bag shows.
    queryFn: async (): Promise<Cart | null> => cartOf(await load()) ?? null,
    staleTime: Infinity,
  });
}

const CART_HASH = hashKey(queryKeys.cart);
const listeners = new Set<(cart: Cart | null) => void>();
let watched: QueryClient | undefined;

/** Every cart the cache receives (a read, an action's answer) is told to the listeners (the badge's figures). */
function watchedClient(onCart: (cart: Cart | null) => void): QueryClient {
  const client = browserQueryClient();
  listeners.add(onCart);
  if (watched !== client) {
    watched = client;
    client.getQueryCache().subscribe((event) => {
      // A cancelled read is no answer: only a success carries the cart as the server last said it.
      if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== CART_HASH) return;
      const cart = (event.query.state.data as Cart | null | undefined) ?? null;
      for (const listener of listeners) listener(cart);
    });
  }
  return client;
}

export interface CartCache {
  client: QueryClient;
  /** The bag's contents as cached in this page (none before the first read or answer). */
  contents(): Cart | null;
  /** An action's answer (the cart store's `run` gives it): a refusal without a cart keeps ours; any other answer replaces it (none: the bag is empty). */
  answer(result: CartActionResult): Promise<void>;
  /** The server's answer to an action (or a page's render) replaces the bag; a read in flight is dropped, the answer is newer. */
  put(cart: Cart | null): Promise<void>;
  /** The cart changed elsewhere (another tab, a sign-in): mark it stale and read it again, shown or not, so the badge follows. */
  reread(): Promise<void>;
}

export function cartCache(load: LoadCart, onCart: (cart: Cart | null) => void): CartCache {
  const client = watchedClient(onCart);
  const options = cartQueryOptions(load);
  const put = async (cart: Cart | null) => {
    await client.cancelQueries({ queryKey: queryKeys.cart, exact: true });
    client.setQueryData(queryKeys.cart, cart);
    // Resolve once the bag's observers have been told, so a caller's next state (its optimistic
    // value ending) never shows the cart from before the answer.
    await new Promise<void>((resolve) => notifyManager.schedule(resolve));
  };
  return {
    client,
    contents: () => client.getQueryData(options.queryKey) ?? null,
    put,
    async answer(result) {
      const cart = cartOf(result);
      if (cart !== undefined) await put(cart);
    },
    async reread() {
      // Shown: the invalidation reads it again. Not shown (or never read): the prefetch does.
      await client.invalidateQueries({ queryKey: queryKeys.cart, exact: true });
      await client.prefetchQuery(options);
    },
  };
}
