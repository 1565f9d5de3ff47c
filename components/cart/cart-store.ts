'use client';
import { useStore } from 'zustand';
import { loadCart } from '@/lib/cart/actions';
import { getCartStore, type CartStoreActions, type CartStoreState } from '@/stores/cart-store';

/**
 * The bag's contents and its cache (lib/query/cart.ts): one on-demand chunk, loaded by the first
 * open, the first action or another tab's change. One loader for all of them, so every page's
 * first load carries one entry for it.
 */
export const loadBagContents = () => import('./BagContents');

/** The page's cart store, wired to the loadCart server action. */
export const cartStore = getCartStore(loadCart, loadBagContents);

export function useCart<T>(selector: (state: CartStoreState & CartStoreActions) => T): T {
  return useStore(cartStore, selector);
}
