import 'server-only';
import { z } from 'zod';
import type { Cart } from '../model/cart';
import type { CartError } from '../model/cart';
import * as service from './service';
import { cartOwner, setGuestCartToken } from './tokens';
import { limitAction } from '../security/throttle';

export type CartResult = { ok: true; cart: Cart | null } | { ok: false; error: CartError; cart: Cart | null; retryAfterSeconds?: number };

export const cartId = z.string().regex(/^[\w-]{1,64}$/);
export const INVALID: CartError = { code: 'other', summary: 'Invalid request' };

/** The current cart, for answering a refusal with the cart as it now stands. */
export async function currentCart(locale: string): Promise<Cart | null> {
  const shown = await service.showCart(await cartOwner(), locale);
  return shown?.ok ? shown.cart : null;
}

/**
 * Add one unit for the shopper behind this request's cookies, remembering a new guest cart's token
 * (a cart is only made when the item goes in; new carts are limited per client: `retryAfterSeconds`).
 * For POST /api/cart/items, which the "Add to bag" button calls.
 */
export async function addForShopper(locale: string, variantId: string, weddingRegistryId?: string): Promise<CartResult> {
  if (!cartId.safeParse(variantId).success || (weddingRegistryId !== undefined && !cartId.safeParse(weddingRegistryId).success)) {
    return { ok: false, error: INVALID, cart: null };
  }
  let retryAfterSeconds = 0;
  const added = await service.addItem(await cartOwner(), locale, { variantId, weddingRegistryId }, {
    mayCreateCart: async () => {
      const verdict = await limitAction('cartCreate');
      if (!verdict.ok) retryAfterSeconds = verdict.retryAfterSeconds;
      return verdict.ok;
    },
  });
  if (added.createdToken) await setGuestCartToken(added.createdToken);
  if (added.ok) return { ok: true, cart: added.cart };
  if (added.error === service.CART_CREATION_LIMITED) return { ok: false, error: added.error, cart: null, retryAfterSeconds };
  return { ok: false, error: added.error, cart: await currentCart(locale) };
}
