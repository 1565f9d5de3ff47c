import { hashKey, notifyManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart } from '@/lib/cart/cart';
import type { CartActionResult } from '@/lib/cart/actions';
import { browserQueryClient } from './browser-client';
import { queryKeys } from './keys';

/**
 * The bag's contents through the browser's QueryClient. This module loads on demand (the bag's
 * contents, the cart page, the first cart action of a page), never with a page's first load: the
 * badge's count lives in the small cart store (lib/cart/store.ts), which this cache keeps current.
 */
export type LoadCart = () => Promise<CartActionResult>;

/** Read when something first shows the bag; after that the actions' answers keep it current, so it never goes stale by time. */
export function cartQueryOptions(load: LoadCart) {
  return queryOptions({
    queryKey: queryKeys.cart,
    // A refusal still carries the cart as the server sees it (or none): that is what the bag shows.
    queryFn: async (): Promise<Cart | null> => (await load()).cart ?? null,
    staleTime: Infinity,
  });
}

const CART_HASH = hashKey(queryKeys.cart);
const mirrors = new Set<(cart: Cart | null) => void>();
let watched: QueryClient | undefined;

/** Every cart the cache receives (a read, an action's answer) also goes to the mirrors (the badge's count). */
function watchedClient(mirror: (cart: Cart | null) => void): QueryClient {
  const client = browserQueryClient();
  mirrors.add(mirror);
  if (watched !== client) {
    watched = client;
    client.getQueryCache().subscribe((event) => {
      // A cancelled read is no answer: only a success carries the cart as the server last said it.
      if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== CART_HASH) return;
      const cart = (event.query.state.data as Cart | null | undefined) ?? null;
      for (const each of mirrors) each(cart);
    });
  }
  return client;
}

export interface CartCache {
  client: QueryClient;
  /** The server's answer to an action (or a page's render) replaces the bag; a read in flight is dropped, the answer is newer. */
  put(cart: Cart | null): Promise<void>;
  /** The cart changed elsewhere (another tab, a sign-in): mark it stale and read it again, shown or not, so the badge follows. */
  reread(): Promise<void>;
  /** The bag as last known in this page, without reading (null when nothing was read). */
  cached(): Cart | null;
}

export function cartCache(load: LoadCart, mirror: (cart: Cart | null) => void): CartCache {
  const client = watchedClient(mirror);
  const options = cartQueryOptions(load);
  return {
    client,
    async put(cart) {
      await client.cancelQueries({ queryKey: queryKeys.cart, exact: true });
      client.setQueryData(queryKeys.cart, cart);
      // Resolve once the bag's observers have been told, so a caller's next state (its optimistic
      // value ending) never shows the cart from before the answer.
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    },
    async reread() {
      // Shown: the invalidation reads it again. Not shown (or never read): the prefetch does.
      await client.invalidateQueries({ queryKey: queryKeys.cart, exact: true });
      await client.prefetchQuery(options);
    },
    cached: () => client.getQueryData(options.queryKey) ?? null,
  };
}
