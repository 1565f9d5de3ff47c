'use server';
/**
 * The bag's server actions: every cart call runs here, on the server, with the httpOnly tokens; the
 * browser gets the parsed cart (or a CartError and the cart as it now stands, so it can resync).
 * "Add to bag" is not here: it is POST /api/cart/items (app/api/cart/items/route.ts says why).
 */
import { z } from 'zod';
import { getLocale } from 'next-intl/server';
import { cartId as id, currentCart as current, INVALID as invalid, type CartResult } from './add';
import * as service from './service';
import { cartOwner } from './tokens';

export type CartActionResult = CartResult;

async function settle(outcome: service.CartOutcome, locale: string): Promise<CartActionResult> {
  if (outcome.ok) return { ok: true, cart: outcome.cart };
  return { ok: false, error: outcome.error, cart: await current(locale) };
}

export async function loadCart(): Promise<CartActionResult> {
  const locale = await getLocale();
  const shown = await service.showCart(await cartOwner(), locale);
  if (!shown) return { ok: true, cart: null };
  return shown.ok ? { ok: true, cart: shown.cart } : { ok: false, error: shown.error, cart: null };
}

async function withCart(run: (owner: NonNullable<Awaited<ReturnType<typeof cartOwner>>>, locale: string) => Promise<service.CartOutcome>) {
  const locale = await getLocale();
  const owner = await cartOwner();
  if (!owner) return { ok: true as const, cart: null };
  return settle(await run(owner, locale), locale);
}

export async function setLineQuantity(lineId: string, quantity: number): Promise<CartActionResult> {
  const valid = id.safeParse(lineId).success && z.number().int().min(1).max(99).safeParse(quantity).success;
  if (!valid) return { ok: false, error: invalid, cart: null };
  return withCart((owner, locale) => service.setQuantity(owner, locale, lineId, quantity));
}

export async function removeLine(lineId: string): Promise<CartActionResult> {
  if (!id.safeParse(lineId).success) return { ok: false, error: invalid, cart: null };
  return withCart((owner, locale) => service.removeLine(owner, locale, lineId));
}

const couponCode = z.string().trim().min(1).max(64);

export async function applyCoupon(code: string): Promise<CartActionResult> {
  const parsed = couponCode.safeParse(code);
  if (!parsed.success) return { ok: false, error: { code: 'couponUnknown', summary: 'Invalid code' }, cart: null };
  return withCart((owner, locale) => service.applyCoupon(owner, locale, parsed.data));
}

export async function removeCoupon(code: string): Promise<CartActionResult> {
  const parsed = couponCode.safeParse(code);
  if (!parsed.success) return { ok: false, error: invalid, cart: null };
  return withCart((owner, locale) => service.removeCoupon(owner, locale, parsed.data));
}

export async function estimateShipping(countryIso: string): Promise<CartActionResult> {
  if (!/^[A-Za-z]{2}$/.test(countryIso)) return { ok: false, error: { code: 'shippingData', summary: 'Unable to retrieve shipping data' }, cart: null };
  return withCart((owner, locale) => service.estimateShipping(owner, locale, countryIso));
}
