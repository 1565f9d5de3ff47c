import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
import { cache } from 'react';
import { showCart } from './service';
import { cartOwner } from './tokens';

/** The bag's count and total (the data layer's cartTotal, a decimal string; "0" when empty or unknown). */
export const cartSummary = cache(async (locale: Locale): Promise<{ count: number; total: string }> => {
  try {
    const owner = await cartOwner();
    if (!owner) return { count: 0, total: '0' };
    const shown = await showCart(owner, locale);
    return shown?.ok ? { count: shown.cart.itemCount, total: shown.cart.total } : { count: 0, total: '0' };
  } catch {
    return { count: 0, total: '0' };
  }
});
