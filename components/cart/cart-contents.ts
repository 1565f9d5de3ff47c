'use client';
import { useQuery } from '@tanstack/react-query';
import { loadCart } from '@/lib/cart/actions';
import { cartCache, cartQueryOptions } from '@/lib/query/cart';
import { cartStore } from './cart-store';

/**
 * The bag's contents, through the browser's QueryClient: only the bag drawer's contents and the
 * cart page import this (TanStack Query stays out of every first load). Read when first shown
 * unless `enabled` is false (an action is on its way and its answer will fill it).
 */
export function useCartContents(enabled = true) {
  const { client } = cartCache(loadCart, cartStore.getState().heard);
  return useQuery({ ...cartQueryOptions(loadCart), enabled }, client);
}
