import 'server-only';
import { cache } from 'react';
import { showCart } from './service';
import { cartOwner } from './tokens';

/**
 * The bag badge's count for the shell, rendered on the server. A failure counts as an empty bag:
 * the header must render even when the commerce service does not answer.
 */
export const cartItemCount = cache(async (locale: string): Promise<number> => (await cartSummary(locale)).count);

/** The bag's count and total (the data layer's cartTotal, a decimal string; "0" when empty or unknown). */
export const cartSummary = cache(async (locale: string): Promise<{ count: number; total: string }> => {
  try {
    const owner = await cartOwner();
    if (!owner) return { count: 0, total: '0' };
    const shown = await showCart(owner, locale);
    return shown?.ok ? { count: shown.cart.itemCount, total: shown.cart.total } : { count: 0, total: '0' };
  } catch {
    return { count: 0, total: '0' };
  }
});
