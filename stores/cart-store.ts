'use client';
/**
 * The bag in the browser, split by what the first paint needs. This small store (in every page's
 * first load) holds the badge's count and the cart total from the server's last answer, the
 * optimistic count, the pending line, the error of the last action with where it happened, and
 * which action is busy. The bag's contents have one owner, the browser's QueryClient
 * (lib/query/cart.ts), loaded on demand: every change goes through a server action whose answer
 * replaces the cached cart (so an error resyncs it), and other tabs hear about it on a
 * BroadcastChannel and invalidate theirs. `figures` is never written here from an answer: the cache
 * tells it each cart it holds (one way, cache → badge), because TanStack Query is in no page's first
 * load and the badge is. No token is ever here.
 */
import { createStore, type StoreApi } from 'zustand';
import type { Cart, CartError } from '@/lib/model/cart';
import { cartErrorOf, type CartActionResult } from '@/lib/cart/result';
import type { CartCache, LoadCart } from '@/lib/query/cart';

export interface PendingLine {
  variantId: string;
  productName: string;
}

/** What the header and the page context need of the last cart the server answered. */
export interface CartFigures {
  itemCount: number;
  total: string;
}

export interface CartStoreState {
  /** The last cart answer of this page (null until one arrived: the visitor's count holds until then). */
  figures: CartFigures | null;
  /** Badge count shown while an add is in flight (optimistic). */
  optimisticCount: number | null;
  pendingLine: PendingLine | null;
  /** The last failure, tagged with where it happened ('add:<variant>', 'line:<id>', 'coupon', 'estimate'). */
  error: { where: string; error: CartError } | null;
  busy: string | null;
}

export interface CartStoreActions {
  /** Runs a server action for `where`: optimistic count, then the server's cart replaces ours (the cached one and the badge's figures). */
  run(where: string, action: () => Promise<CartActionResult>, optimistic?: { count?: number; pendingLine?: PendingLine }): Promise<CartActionResult>;
  /**
   * The bag's contents in the browser's QueryClient (lib/query/cart.ts), loaded on first use: put a
   * cart the server gave outside an action (the cart page's render, an order placed), or read it
   * again when it changed elsewhere (a sign-in).
   */
  cache(): Promise<CartCache>;
  /** The bag's contents as cached in this page; set once the cache has loaded (none before). */
  contents?: () => Cart | null;
  clearError(): void;
  /** The cache's listener (lib/query/cart.ts): each cart it now holds sets the badge's figures. */
  heard(cart: Cart | null): void;
}

export type CartStore = StoreApi<CartStoreState & CartStoreActions>;
/**
 * Loads the bag's cache (lib/query/cart.ts) on demand: in the page, with the bag's contents, whose
 * loader every page already has (components/cart/cart-store.ts), so no new one is in a first load.
 */
export type ConnectCart = () => Promise<Pick<typeof import('@/lib/query/cart'), 'cartCache'>>;


const CHANNEL = 'casamaestri-cart';

// One channel per page for sending and hearing: a channel never hears its own messages, so a tab
// reads the cart again only when another tab changed it.
let channel: BroadcastChannel | null = null;

export function createCartStore(load: LoadCart, connect: ConnectCart) {
  const store: CartStore = createStore<CartStoreState & CartStoreActions>()((set) => ({
    figures: null,
    optimisticCount: null,
    pendingLine: null,
    error: null,
    busy: null,
    clearError: () => set({ error: null }),
    heard: (cart) => set({ figures: { itemCount: cart?.itemCount ?? 0, total: cart?.total ?? '0' } }),
    // The chunk loads once (one that failed to load is asked for again next time); every call works on the one QueryClient.
    cache: () =>
      connect().then((query) => {
        const cache = query.cartCache(load, store.getState().heard);
        if (!store.getState().contents) set({ contents: cache.contents });
        return cache;
      }),
    run: async (where, action, optimistic): Promise<CartActionResult> => {
      set({
        busy: where,
        error: null,
        optimisticCount: optimistic?.count ?? null,
        pendingLine: optimistic?.pendingLine ?? null,
      });
      // The bag's cache loads while the server works, so its answer can go straight in.
      const bag = store.getState().cache();
      let result: CartActionResult;
      try {
        result = await action();
      } catch {
        // The action itself failed (network, deploy): keep what we had and say so.
        result = { ok: false, error: { kind: 'unavailable' }, retryable: true };
      }
      // Without the cache (its code did not load) the badge keeps its count; the error still shows.
      await bag.then(
        (cache) => cache.answer(result),
        () => undefined,
      );
      set({
        busy: null,
        optimisticCount: null,
        pendingLine: null,
        error: result.ok ? null : { where, error: cartErrorOf(result.error) },
      });
      if (result.ok) channel?.postMessage({ type: 'changed' });
      return result;
    },
  }));

  if (typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined') {
    channel ??= new BroadcastChannel(CHANNEL);
    channel.onmessage = () =>
      void store
        .getState()
        .cache()
        .then(
          (bag) => bag.reread(),
          () => undefined,
        );
  }
  return store;
}

let cartStore: CartStore | null = null;

/** The one cart store of the page, created on first use with the loadCart action. */
export function getCartStore(load: LoadCart, connect: ConnectCart) {
  cartStore ??= createCartStore(load, connect);
  return cartStore;
}

export function itemCount(state: CartStoreState, serverCount: number): number {
  if (state.optimisticCount !== null) return state.optimisticCount;
  return state.figures ? state.figures.itemCount : serverCount;
}
