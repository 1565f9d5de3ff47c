import 'server-only';
import { cache } from 'react';
import { showCart } from './service';
import { cartOwner } from './tokens';

/**
 * The bag badge's count for the shell, rendered on the server. A failure counts as an empty bag:
 * the header must render even when the commerce service does not answer.
 */
export const cartItemCount = cache(async (locale: string): Promise<number> => {
  try {
    const owner = await cartOwner();
    if (!owner) return 0;
    const shown = await showCart(owner, locale);
    return shown?.ok ? shown.cart.attributes.item_count : 0;
  } catch {
    return 0;
  }
});
