'use client';
import { useStore } from 'zustand';
import { loadCart } from '@/lib/cart/actions';
import { getCartStore, type CartStoreActions, type CartStoreState } from '@/lib/cart/store';

/** The page's cart store, wired to the loadCart server action. */
export const cartStore = getCartStore(loadCart);

export function useCart<T>(selector: (state: CartStoreState & CartStoreActions) => T): T {
  return useStore(cartStore, selector);
}
