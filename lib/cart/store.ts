'use client';
/**
 * The bag in the browser: the last cart the server answered, an optimistic count and the error of
 * the last action with where it happened. Every change goes through a server action; the answer
 * replaces the local copy (so an error resyncs it), and other tabs hear about it on a
 * BroadcastChannel and reload theirs. No token is ever here.
 */
import { createStore } from 'zustand';
import type { Cart } from './cart';
import type { CartError } from './errors';
import type { CartActionResult } from './actions';

export interface PendingLine {
  variantId: string;
  productName: string;
}

export interface CartStoreState {
  cart: Cart | null;
  /** True once a cart answer arrived in this page (the server-rendered count holds until then). */
  loaded: boolean;
  /** Badge count shown while an add is in flight (optimistic). */
  optimisticCount: number | null;
  pendingLine: PendingLine | null;
  /** The last failure, tagged with where it happened ('add:<variant>', 'line:<id>', 'coupon', 'estimate'). */
  error: { where: string; error: CartError } | null;
  busy: string | null;
}

export interface CartStoreActions {
  setCart(cart: Cart | null): void;
  /** Runs a server action for `where`: optimistic count, then the server's cart replaces ours. */
  run(where: string, action: () => Promise<CartActionResult>, optimistic?: { count?: number; pendingLine?: PendingLine }): Promise<CartActionResult>;
  clearError(): void;
  refresh(): Promise<void>;
}

const CHANNEL = 'casamaestri-cart';

// One channel per page for sending and hearing: a channel never hears its own messages, so a tab
// reloads only when another tab changed the cart.
let channel: BroadcastChannel | null = null;

function broadcast() {
  channel?.postMessage({ type: 'changed' });
}

export function createCartStore(load: () => Promise<CartActionResult>) {
  const store = createStore<CartStoreState & CartStoreActions>()((set, get) => ({
    cart: null,
    loaded: false,
    optimisticCount: null,
    pendingLine: null,
    error: null,
    busy: null,
    setCart: (cart) => set({ cart, loaded: true }),
    clearError: () => set({ error: null }),
    refresh: async () => {
      const result = await load();
      set({ cart: result.cart, loaded: true });
    },
    run: async (where, action, optimistic) => {
      set({
        busy: where,
        error: null,
        optimisticCount: optimistic?.count ?? null,
        pendingLine: optimistic?.pendingLine ?? null,
      });
      let result: CartActionResult;
      try {
        result = await action();
      } catch {
        // The action itself failed (network, deploy): keep what we had and say so.
        result = { ok: false, error: { code: 'noResponse', summary: 'No response received' }, cart: get().cart };
      }
      set({
        cart: result.cart ?? (result.ok ? null : get().cart),
        loaded: true,
        busy: null,
        optimisticCount: null,
        pendingLine: null,
        error: result.ok ? null : { where, error: result.error },
      });
      if (result.ok) broadcast();
      return result;
    },
  }));

  if (typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined') {
    channel ??= new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void store.getState().refresh();
  }
  return store;
}

let cartStore: ReturnType<typeof createCartStore> | null = null;

/** The one cart store of the page, created on first use with the loadCart action. */
export function getCartStore(load: () => Promise<CartActionResult>) {
  cartStore ??= createCartStore(load);
  return cartStore;
}

export function itemCount(state: CartStoreState, serverCount: number): number {
  if (state.optimisticCount !== null) return state.optimisticCount;
  return state.loaded ? (state.cart?.itemCount ?? 0) : serverCount;
}

