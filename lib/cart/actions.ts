'use server';
import type { Locale } from '@/lib/i18n/locale-list';
/**
 * The bag's server actions: every cart call runs here, on the server, with the httpOnly tokens; the
 * browser gets the parsed cart (or the refusal and the cart as it now stands, so it can resync), in
 * the one action result (lib/cart/result.ts). Every argument is parsed first (lib/forms/action.ts).
 * "Add to bag" is lib/cart/add.ts, carried by POST /api/cart/items (app/api/cart/items/route.ts says why).
 */
import { z } from 'zod';
import { getLocale } from 'next-intl/server';
import { cartRefusal } from './add';
import type { CartError } from '../model/cart';
import type { CartActionResult } from './result';
import * as service from './service';
import { cartOwner } from './tokens';
import { serverAction } from '../forms/action';
import { refuse, succeed } from '../forms/action-result';
import { objectId } from '../forms/validation';

type Owner = NonNullable<Awaited<ReturnType<typeof cartOwner>>>;

async function withCart(run: (owner: Owner, locale: Locale) => Promise<service.CartOutcome>): Promise<CartActionResult> {
  const locale = await getLocale();
  const owner = await cartOwner();
  if (!owner) return succeed(null);
  const outcome = await run(owner, locale);
  return outcome.ok ? succeed(outcome.cart) : cartRefusal(outcome.error, locale);
}

export const loadCart = serverAction(z.tuple([]), async (): Promise<CartActionResult> => {
  const locale = await getLocale();
  const shown = await service.showCart(await cartOwner(), locale);
  if (!shown) return succeed(null);
  return shown.ok ? succeed(shown.cart) : refuse({ error: shown.error, cart: null }, shown.error.code === 'noResponse');
});

export const setLineQuantity = serverAction(z.tuple([objectId, z.number().int().min(1).max(99)]), (lineId, quantity) =>
  withCart((owner, locale) => service.setQuantity(owner, locale, lineId, quantity)),
);

export const removeLine = serverAction(z.tuple([objectId]), (lineId) => withCart((owner, locale) => service.removeLine(owner, locale, lineId)));

/** A code that cannot be one (empty, too long) is refused as unknown, like the service would (spec §8). */
const UNKNOWN_CODE: CartError = { code: 'couponUnknown', summary: 'Invalid code' };
const couponCode = z.string().max(200);

export const applyCoupon = serverAction(z.tuple([couponCode]), async (code): Promise<CartActionResult> => {
  const parsed = z.string().trim().min(1).max(64).safeParse(code);
  if (!parsed.success) return refuse({ error: UNKNOWN_CODE, cart: null });
  return withCart((owner, locale) => service.applyCoupon(owner, locale, parsed.data));
});

export const removeCoupon = serverAction(z.tuple([z.string().trim().min(1).max(64)]), (code) =>
  withCart((owner, locale) => service.removeCoupon(owner, locale, code)),
);

/** A country that cannot be one is spec §8 "Unable to retrieve shipping data", like any failed estimate. */
const SHIPPING_DATA: CartError = { code: 'shippingData', summary: 'Unable to retrieve shipping data' };

export const estimateShipping = serverAction(z.tuple([z.string().max(8)]), async (countryIso): Promise<CartActionResult> => {
  if (!/^[A-Za-z]{2}$/.test(countryIso)) return refuse({ error: SHIPPING_DATA, cart: null });
  return withCart((owner, locale) => service.estimateShipping(owner, locale, countryIso));
});
