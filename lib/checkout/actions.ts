'use server';
/**
 * Checkout server actions: each step's arguments are parsed with the same zod schema as the browser
 * (lib/forms/action.ts), then forwarded with the shopper's httpOnly token; every step answers the one
 * checkout result (lib/checkout/result.ts). Card numbers pass through to the (test) gateway and are
 * never stored or logged here.
 */
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { clearGuestCartToken, cartOwner } from '../cart/tokens';
import { localeOr, localePrefix, type Locale } from '@/lib/i18n/locales';
import { serverAction } from '@/lib/forms/action';
import { refuse, succeed } from '@/lib/forms/action-result';
import { addressSchemaFor, cardSchema } from './schema';
import { countryStatesOrNull } from '../commerce/states';
import * as service from './service';
import { isAttemptOf, LAST_ORDER_COOKIE, LAST_ORDER_COOKIE_OPTIONS, lastOrderValue, parseLastOrder } from './last-order';
import { currentAccount } from '@/lib/session';
import type { CartError } from '../model/cart';
import type { CheckoutActionResult } from './result';
import { requestOrigin } from '@/lib/security/same-origin';

const EMPTY: CartError = { code: 'other', summary: 'Your bag is empty' };
const TRADE_PENDING: CartError = { code: 'tradePending', summary: 'Your trade account is awaiting approval: checkout opens once it is approved.' };

/** A step's outcome as the one result; retryable when the service did not answer. */
function answer(outcome: service.CheckoutOutcome): CheckoutActionResult {
  if (outcome.ok) return succeed(outcome.view);
  return refuse({ error: outcome.error, ...(outcome.fieldErrors ? { fields: outcome.fieldErrors } : {}) }, outcome.error.code === 'noResponse');
}

type Owner = NonNullable<Awaited<ReturnType<typeof cartOwner>>>;

/** The shopper's cart and locale, or the refusal: no cart, or a trade account awaiting approval (it meets the blocker here too, not only on the page). */
async function checkoutOwner(): Promise<{ owner: Owner; locale: Locale } | { refusal: CartError }> {
  const [owner, locale, account] = await Promise.all([cartOwner(), getLocale().then(localeOr), currentAccount()]);
  if (!owner) return { refusal: EMPTY };
  if (account?.tradeStatus === 'pending') return { refusal: TRADE_PENDING };
  return { owner, locale };
}

async function withOwner(run: (owner: Owner, locale: Locale) => Promise<service.CheckoutOutcome>): Promise<CheckoutActionResult> {
  const found = await checkoutOwner();
  if ('refusal' in found) return refuse({ error: found.refusal });
  return answer(await run(found.owner, found.locale));
}

export const submitAddress = serverAction(
  async () => z.tuple([addressSchemaFor(await countryStatesOrNull())]),
  (address) => withOwner((owner, locale) => service.saveAddress(owner, locale, address)),
);

export const submitDelivery = serverAction(z.tuple([z.string().regex(/^\d{1,6}$/)]), (shippingMethodId) =>
  withOwner((owner, locale) => service.chooseDelivery(owner, locale, shippingMethodId)),
);

export const toggleStoreCredit = serverAction(z.tuple([z.boolean()]), (use) =>
  withOwner((owner, locale) => (use ? service.addStoreCredit(owner, locale) : service.removeStoreCredit(owner, locale))),
);

const paymentInput = z.union([
  z.object({ kind: z.literal('card'), paymentMethodId: z.string().regex(/^\d{1,6}$/), card: cardSchema }),
  z.object({ kind: z.literal('storeCredit') }),
]);

export const submitPayment = serverAction(z.tuple([paymentInput]), (payment) =>
  withOwner((owner, locale) =>
    service.payByCard(owner, locale, payment.kind === 'card' ? { paymentMethodId: payment.paymentMethodId, number: payment.card.number, name: payment.card.name, expiry: payment.card.expiry } : null),
  ),
);

/** The shop's origin comes from the request (Next has checked a server action's Origin against it), never from the browser. */
export const startStripeSession = serverAction(z.tuple([]), async (): Promise<CheckoutActionResult<{ url: string }>> => {
  const owner = await cartOwner();
  if (!owner) return refuse({ error: EMPTY });
  const origin = requestOrigin({ headers: await headers(), url: 'http://localhost/' });
  // Stripe sends the shopper back through a route that remembers the order for the thank-you page.
  const locale = localeOr(await getLocale());
  const loaded = await service.loadCheckout(owner, locale);
  if (!loaded.ok) return refuse({ error: loaded.error }, loaded.error.code === 'noResponse');
  const number = encodeURIComponent(loaded.view.cart.number);
  const back = `${origin}${localePrefix(locale)}/checkout`;
  const session = await service.stripeSession(owner, `${origin}/api/checkout/stripe-return?order=${number}&locale=${encodeURIComponent(locale)}`, back);
  return session.ok ? succeed({ url: session.url }) : refuse({ error: session.error }, session.error.code === 'noResponse');
});

/**
 * checkout/complete. On success the order's number and token go into a short-lived httpOnly cookie
 * for the thank-you page, and the guest cart token is cleared: that cart is now an order. When the
 * outcome is unknown (the answer was lost and order_status could not tell), the order is remembered
 * in the same cookie and the guest cart token kept, so a retry (idempotent) and the thank-you page
 * still find it; the shopper is never told the order failed. A refusal carries the checkout as it
 * now stands (`view`).
 */
export const placeOrder = serverAction(z.tuple([]), async (): Promise<CheckoutActionResult<{ number: string }>> => {
  const found = await checkoutOwner();
  if ('refusal' in found) return refuse({ error: found.refusal, view: null });
  const { owner, locale } = found;
  const jar = await cookies();
  const last = parseLastOrder(jar.get(LAST_ORDER_COOKIE)?.value);
  // An earlier attempt counts only if it was this cart's (lib/checkout/last-order.ts isAttemptOf).
  const remembered = last && isAttemptOf(owner, last) ? last : null;
  const completed = await service.completeOrder(owner, locale, remembered);
  if (!completed.ok) {
    if (completed.pending) jar.set(LAST_ORDER_COOKIE, lastOrderValue(completed.pending.number, completed.pending.token, true), LAST_ORDER_COOKIE_OPTIONS);
    return refuse({ error: completed.error, view: completed.view }, completed.error.code === 'noResponse');
  }
  jar.set(LAST_ORDER_COOKIE, lastOrderValue(completed.number, completed.token), LAST_ORDER_COOKIE_OPTIONS);
  if ('order_token' in owner) await clearGuestCartToken();
  return succeed({ number: completed.number });
});
