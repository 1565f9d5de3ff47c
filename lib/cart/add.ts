import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
import { z } from 'zod';
import type { Cart, CartError } from '../model/cart';
import type { CartActionResult } from './result';
import * as service from './service';
import { cartOwner, setGuestCartToken } from './tokens';
import { serverAction } from '../forms/action';
import { refuse, succeed } from '../forms/action-result';
import { objectId } from '../forms/validation';
import { isLocale } from '../i18n/locales';
import { limitAction } from '../security/throttle';

/** The current cart, for answering a refusal with the cart as it now stands. */
export async function currentCart(locale: Locale): Promise<Cart | null> {
  const shown = await service.showCart(await cartOwner(), locale);
  return shown?.ok ? shown.cart : null;
}

/** A refusal of the cart service, with the cart as it now stands (the bag resyncs to it); retryable when the service did not answer. */
export async function cartRefusal(error: CartError, locale: Locale): Promise<CartActionResult> {
  return refuse({ error, cart: await currentCart(locale) }, error.code === 'noResponse');
}

/**
 * "Add to bag": one unit for the shopper behind this request's cookies, remembering a new guest
 * cart's token (a cart is only made when the item goes in; new carts are limited per client:
 * `retryAfterSeconds`, and retryable). Its arguments are parsed like every action's
 * (lib/forms/action.ts); POST /api/cart/items carries it (app/api/cart/items/route.ts says why).
 */
export const addForShopper = serverAction(
  z.tuple([z.string().refine(isLocale, 'invalid'), objectId, objectId.optional()]),
  async (locale, variantId, weddingRegistryId): Promise<CartActionResult> => {
    let retryAfterSeconds = 0;
    const added = await service.addItem(await cartOwner(), locale, { variantId, weddingRegistryId }, {
      mayCreateCart: async () => {
        const verdict = await limitAction('cartCreate');
        if (!verdict.ok) retryAfterSeconds = verdict.retryAfterSeconds;
        return verdict.ok;
      },
    });
    if (added.createdToken) await setGuestCartToken(added.createdToken);
    if (added.ok) return succeed(added.cart);
    if (added.error === service.CART_CREATION_LIMITED) return refuse({ error: added.error, cart: null, retryAfterSeconds }, true);
    return cartRefusal(added.error, locale);
  },
);
