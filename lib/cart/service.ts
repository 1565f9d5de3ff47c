import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
/**
 * Every cart call of spec §7, for server actions and server components. Each takes the cart's owner
 * (bearer or guest order token) and the locale, asks in the locale's currency and answers a parsed
 * Cart or a CartError. Nothing here touches cookies: the actions decide what to remember.
 */
import type { IOrder } from '@spree/storefront-api-v2-sdk';
import { CART_INCLUDE, orderTokenOf, reshapeCart, reshapeShippingRates } from '../commerce/cart';
import { commerce } from '../commerce/client';
import { settle, type SdkResult } from '../commerce/result';
import { parseLocale } from '../i18n/locales';
import type { Cart } from '../model/cart';
import { toCartError, toEstimateError } from './errors';
import type { CartError } from '../model/cart';
import { withShippingEstimate } from './shipping';
import type { CartOwner } from './tokens';

export type CartOutcome = { ok: true; cart: Cart } | { ok: false; error: CartError; status: number | null };

/** A cart call's answer as a CartOutcome: the mapped cart, or the refusal in the shopper's terms. */
export function outcome(result: SdkResult<IOrder>): CartOutcome {
  const settled = settle(result, reshapeCart);
  return settled.success ? { ok: true, cart: settled.data } : { ok: false, error: toCartError(settled.error), status: settled.error.status };
}

const currencyOf = (locale: Locale) => parseLocale(locale).country.currency;
const languageOf = (locale: Locale) => parseLocale(locale).language;

/** The current cart, or null when there is none (404) or no owner. Its currency follows the locale (spec §4). */
export async function showCart(owner: CartOwner, locale: Locale): Promise<CartOutcome | null> {
  if (!owner) return null;
  const currency = currencyOf(locale);
  const shown = outcome(await commerce.cart.show({ ...owner, include: CART_INCLUDE, currency, locale: languageOf(locale) }));
  if (!shown.ok) return shown.status === 404 ? null : shown;
  if (shown.cart.currency === currency) return shown;
  return changeCurrency(owner, locale);
}

export async function changeCurrency(owner: NonNullable<CartOwner>, locale: Locale): Promise<CartOutcome> {
  const changed = outcome(await commerce.cart.changeCurrency({ ...owner, new_currency: currencyOf(locale), include: CART_INCLUDE }));
  return changed;
}

/** POST cart: with the bearer for a signed-in shopper, anonymous for a guest (whose token comes back). */
export async function createCart(owner: CartOwner, locale: Locale): Promise<CartOutcome & { token?: string }> {
  const bearer = owner && 'bearer_token' in owner ? { bearer_token: owner.bearer_token } : {};
  const result = await commerce.cart.create({ ...bearer, include: CART_INCLUDE, currency: currencyOf(locale) });
  const created = outcome(result);
  const token = created.ok ? orderTokenOf(result.success()) : null;
  return token ? { ...created, token } : created;
}

export interface AddItemInput {
  variantId: string;
  weddingRegistryId?: string;
}

export interface AddItemOptions {
  /** Asked before a new cart is created (the per-client limit on new carts); false refuses the add. */
  mayCreateCart?: () => Promise<boolean>;
}

/** The refusal when `mayCreateCart` says no (the route answers it 429). */
export const CART_CREATION_LIMITED: CartError = { code: 'other', summary: 'Too many new carts from this client' };

/**
 * Spec §4: adding when the cart is missing (404) creates a cart and retries. Answers the cart and,
 * for a guest whose cart was just created, its new order token to remember. A cart exists only with
 * something in it: when the first add is refused (an unknown variant, no stock) the cart just
 * created is deleted again and no token is given out, so a script cannot fill the service with
 * empty carts (issue 36); `mayCreateCart` limits how many a client may start.
 */
export async function addItem(
  owner: CartOwner,
  locale: Locale,
  input: AddItemInput,
  { mayCreateCart }: AddItemOptions = {},
): Promise<CartOutcome & { createdToken?: string }> {
  const currency = currencyOf(locale);
  const add = (who: NonNullable<CartOwner>) =>
    commerce.cart.addItem({
      ...who,
      variant_id: input.variantId,
      quantity: 1,
      currency,
      include: CART_INCLUDE,
      ...(input.weddingRegistryId ? { wedding_registry_id: input.weddingRegistryId } : {}),
    });

  // A cart kept from another locale takes this locale's currency once the item is in (spec §4).
  const inCurrency = async (result: CartOutcome, who: NonNullable<CartOwner>): Promise<CartOutcome> =>
    result.ok && result.cart.currency !== currency ? changeCurrency(who, locale) : result;

  if (owner) {
    const first = outcome(await add(owner));
    if (first.ok || first.status !== 404) return inCurrency(first, owner);
  }
  if (mayCreateCart && !(await mayCreateCart())) return { ok: false, error: CART_CREATION_LIMITED, status: 429 };
  const created = await createCart(owner, locale);
  if (!created.ok) return { ok: false, error: created.error, status: created.status };
  if (!(owner && 'bearer_token' in owner) && !created.token) return { ok: false, error: { code: 'other', summary: 'The new cart has no token' }, status: null };
  const who: NonNullable<CartOwner> = owner && 'bearer_token' in owner ? owner : { order_token: created.token! };
  const retried = await inCurrency(outcome(await add(who)), who);
  if (!retried.ok) {
    // Nothing went in: the new cart goes again (a failed delete leaves an empty cart the service expires).
    await commerce.cart.remove(who).catch(() => null);
    return retried;
  }
  const createdToken = 'order_token' in who ? who.order_token : undefined;
  return { ...retried, createdToken };
}

export async function setQuantity(owner: NonNullable<CartOwner>, locale: Locale, lineId: string, quantity: number): Promise<CartOutcome> {
  return outcome(
    await commerce.cart.setQuantity({ ...owner, line_item_id: lineId, quantity, currency: currencyOf(locale), include: CART_INCLUDE }),
  );
}

export async function removeLine(owner: NonNullable<CartOwner>, locale: Locale, lineId: string): Promise<CartOutcome> {
  return outcome(await commerce.cart.removeItem({ ...owner, id: lineId, currency: currencyOf(locale), include: CART_INCLUDE }));
}

export async function applyCoupon(owner: NonNullable<CartOwner>, locale: Locale, code: string): Promise<CartOutcome> {
  return outcome(
    await commerce.cart.applyCouponCode({ ...owner, coupon_code: code, currency: currencyOf(locale), include: CART_INCLUDE }),
  );
}

export async function removeCoupon(owner: NonNullable<CartOwner>, locale: Locale, code: string): Promise<CartOutcome> {
  return outcome(await commerce.cart.removeCouponCode({ ...owner, code, currency: currencyOf(locale), include: CART_INCLUDE }));
}

/** Spec §7 estimate for a country: the cart with shippingData and the summed shippingCost. */
export async function estimateShipping(owner: NonNullable<CartOwner>, locale: Locale, countryIso: string): Promise<CartOutcome> {
  const shown = await showCart(owner, locale);
  if (!shown) return { ok: false, error: { code: 'shippingData', summary: 'Unable to retrieve shipping data' }, status: 404 };
  if (!shown.ok) return shown;
  const result = settle(await commerce.cart.estimateShippingRates({ ...owner, country_iso: countryIso.toUpperCase(), currency: currencyOf(locale) }));
  if (!result.success) return { ok: false, error: toEstimateError(result.error), status: result.error.status };
  try {
    return { ok: true, cart: withShippingEstimate(shown.cart, reshapeShippingRates(result.data)) };
  } catch {
    return { ok: false, error: { code: 'shippingData', summary: 'Unable to retrieve shipping data' }, status: null };
  }
}
