'use client';
import { useStore } from 'zustand';
import { loadCart } from '@/lib/cart/actions';
import { getCartStore, type CartStoreActions, type CartStoreState } from '@/lib/cart/store';

/**
 * The page's cart store, wired to the loadCart server action. The bag's cache comes with the bag's
 * contents: one on-demand chunk for the first open, the first action or another tab's change.
 */
export const cartStore = getCartStore(loadCart, () => import('./BagContents'));

export function useCart<T>(selector: (state: CartStoreState & CartStoreActions) => T): T {
  return useStore(cartStore, selector);
}
