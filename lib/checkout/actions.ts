'use server';
/**
 * Checkout server actions: each step's form is checked with the same zod schema as the browser,
 * then forwarded with the shopper's httpOnly token. Card numbers pass through to the (test) gateway
 * and are never stored or logged here.
 */
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { clearGuestCartToken, cartOwner } from '../cart/tokens';
import { localePrefix } from '@/lib/i18n/locales';
import { fieldErrors } from '@/lib/forms/validation';
import { addressSchemaFor, cardSchema } from './schema';
import { countryStatesOrNull } from '../commerce/states';
import * as service from './service';
import { isAttemptOf, LAST_ORDER_COOKIE, LAST_ORDER_COOKIE_OPTIONS, lastOrderValue, parseLastOrder } from './last-order';
import { currentAccount } from '@/lib/session';
import type { CartError } from '../model/cart';
import type { CheckoutView } from '../model/checkout';
import { requestOrigin } from '@/lib/security/same-origin';

const EMPTY: CartError = { code: 'other', summary: 'Your bag is empty' };
const TRADE_PENDING: CartError = { code: 'tradePending', summary: 'Your trade account is awaiting approval: checkout opens once it is approved.' };
const noCart: service.CheckoutOutcome = { ok: false, error: EMPTY, status: 404 };
const pending: service.CheckoutOutcome = { ok: false, error: TRADE_PENDING, status: 403 };

async function withOwner(run: (owner: NonNullable<Awaited<ReturnType<typeof cartOwner>>>, locale: string) => Promise<service.CheckoutOutcome>) {
  const [owner, locale, account] = await Promise.all([cartOwner(), getLocale(), currentAccount()]);
  if (!owner) return noCart;
  // Pending trade accounts meet the blocker here too, not only on the page.
  if (account?.tradeStatus === 'pending') return pending;
  return run(owner, locale);
}

export async function submitAddress(input: unknown): Promise<service.CheckoutOutcome> {
  const parsed = addressSchemaFor(await countryStatesOrNull()).safeParse(input);
  if (!parsed.success) return { ok: false, error: { code: 'other', summary: 'invalid' }, fieldErrors: fieldErrors(parsed.error), status: 422 };
  return withOwner((owner, locale) => service.saveAddress(owner, locale, parsed.data));
}

export async function submitDelivery(shippingMethodId: string): Promise<service.CheckoutOutcome> {
  if (!/^\d{1,6}$/.test(shippingMethodId)) return { ok: false, error: { code: 'other', summary: 'invalid' }, status: 422 };
  return withOwner((owner, locale) => service.chooseDelivery(owner, locale, shippingMethodId));
}

export async function toggleStoreCredit(use: boolean): Promise<service.CheckoutOutcome> {
  return withOwner((owner, locale) => (use ? service.addStoreCredit(owner, locale) : service.removeStoreCredit(owner, locale)));
}

const paymentInput = z.union([
  z.object({ kind: z.literal('card'), paymentMethodId: z.string().regex(/^\d{1,6}$/), card: cardSchema }),
  z.object({ kind: z.literal('storeCredit') }),
]);

export async function submitPayment(input: unknown): Promise<service.CheckoutOutcome> {
  const parsed = paymentInput.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { ok: false, error: { code: 'other', summary: 'invalid' }, fieldErrors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^card\./, ''), v])), status: 422 };
  }
  const data = parsed.data;
  return withOwner((owner, locale) =>
    service.payByCard(owner, locale, data.kind === 'card' ? { paymentMethodId: data.paymentMethodId, number: data.card.number, name: data.card.name, expiry: data.card.expiry } : null),
  );
}

/** The shop's origin comes from the request (Next has checked a server action's Origin against it), never from the browser. */
export async function startStripeSession(): Promise<{ ok: true; url: string } | { ok: false; error: CartError }> {
  const owner = await cartOwner();
  if (!owner) return { ok: false, error: { code: 'other', summary: 'invalid' } };
  const origin = requestOrigin({ headers: await headers(), url: 'http://localhost/' });
  // Stripe sends the shopper back through a route that remembers the order for the thank-you page.
  const locale = await getLocale();
  const loaded = await service.loadCheckout(owner, locale);
  if (!loaded.ok) return { ok: false, error: loaded.error };
  const number = encodeURIComponent(loaded.view.cart.number);
  const back = `${origin}${localePrefix(locale)}/checkout`;
  return service.stripeSession(owner, `${origin}/api/checkout/stripe-return?order=${number}&locale=${encodeURIComponent(locale)}`, back);
}

export type PlaceOrderResult = { ok: true; number: string } | { ok: false; error: CartError; view: CheckoutView | null };

/**
 * checkout/complete. On success the order's number and token go into a short-lived httpOnly cookie
 * for the thank-you page, and the guest cart token is cleared: that cart is now an order. When the
 * outcome is unknown (the answer was lost and order_status could not tell), the order is remembered
 * in the same cookie and the guest cart token kept, so a retry (idempotent) and the thank-you page
 * still find it; the shopper is never told the order failed.
 */
export async function placeOrder(): Promise<PlaceOrderResult> {
  const [owner, locale, account] = await Promise.all([cartOwner(), getLocale(), currentAccount()]);
  if (!owner) return { ok: false, error: EMPTY, view: null };
  if (account?.tradeStatus === 'pending') return { ok: false, error: TRADE_PENDING, view: null };
  const jar = await cookies();
  const last = parseLastOrder(jar.get(LAST_ORDER_COOKIE)?.value);
  // An earlier attempt counts only if it was this cart's (lib/checkout/last-order.ts isAttemptOf).
  const remembered = last && isAttemptOf(owner, last) ? last : null;
  const completed = await service.completeOrder(owner, locale, remembered);
  if (!completed.ok) {
    if (completed.pending) jar.set(LAST_ORDER_COOKIE, lastOrderValue(completed.pending.number, completed.pending.token, true), LAST_ORDER_COOKIE_OPTIONS);
    return { ok: false, error: completed.error, view: completed.view };
  }
  jar.set(LAST_ORDER_COOKIE, lastOrderValue(completed.number, completed.token), LAST_ORDER_COOKIE_OPTIONS);
  if ('order_token' in owner) await clearGuestCartToken();
  return { ok: true, number: completed.number };
}
