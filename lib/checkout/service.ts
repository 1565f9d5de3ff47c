import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
/**
 * The checkout calls of spec §7 (PATCH checkout, next, advance, complete, shipping rates, select
 * shipping method, payment methods, create payment, store credit, Stripe session) and the order
 * status for the thank-you page. Server only: they carry the shopper's bearer or order token.
 */
import { CART_INCLUDE } from '../commerce/cart';
import { CHECKOUT_INCLUDE, orderState, reshapeCheckout, reshapeOrderRecord, reshapePaymentMethods, reshapePlacedOrder, reshapeShipments } from '../commerce/checkout';
import { commerce, commerceSettling } from '../commerce/client';
import { attempt, settle, unwrap } from '../commerce/result';
import { parseLocale } from '../i18n/locales';
import { toCartError } from '../cart/errors';
import type { CartError } from '../model/cart';
import type { CartOwner } from '../cart/tokens';
import { completionVerdict, mayHaveHappened, needsStatus } from './completion';
import { parseExpiry, type Address } from './schema';
import type { CheckoutView, OrderRecord, PlacedOrder } from '../model/checkout';

export type CheckoutOutcome = { ok: true; view: CheckoutView } | { ok: false; error: CartError; fieldErrors?: Record<string, string>; status: number | null };
type Owner = NonNullable<CartOwner>;

/** Field errors of a validation failure, flattened to 'bill_address.zipcode' style keys. */
function flatten(errors: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) out[path] = String(value[0]);
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

/** Runs a step's calls: the order as it then stands, or the first refusal in the shopper's terms. */
async function run(step: () => Promise<CheckoutView>): Promise<CheckoutOutcome> {
  const done = await attempt(step);
  if (done.success) return { ok: true, view: done.data };
  const fieldErrors = done.error.kind === 'validation' ? flatten(done.error.errors) : undefined;
  return { ok: false, error: toCartError(done.error), fieldErrors, status: done.error.status };
}

/** The order as the checkout screens need it: cart, addresses, payments, shipments and methods. */
async function view(owner: Owner, locale: Locale): Promise<CheckoutView> {
  const { country, language } = parseLocale(locale);
  const document = unwrap(await commerce.cart.show({ ...owner, include: CHECKOUT_INCLUDE, currency: country.currency, locale: language }));
  const state = orderState(document);
  const needsShipments = state === 'delivery' || state === 'payment' || state === 'confirm';
  const [shipments, methods] = await Promise.all([
    needsShipments
      ? commerce.checkout.shippingRates({ ...owner, include: 'shipping_rates' }).then((r) => reshapeShipments(unwrap(r)))
      : Promise.resolve([]),
    state === 'payment' || state === 'confirm'
      ? commerce.checkout.paymentMethods({ ...owner }).then((r) => reshapePaymentMethods(unwrap(r)))
      : Promise.resolve([]),
  ]);
  return reshapeCheckout(document, shipments, methods);
}

export function loadCheckout(owner: Owner, locale: Locale): Promise<CheckoutOutcome> {
  return run(() => view(owner, locale));
}

/** PATCH checkout with the e-mail and the address (billing = shipping), then `next` up to the delivery step. */
export function saveAddress(owner: Owner, locale: Locale, address: Address): Promise<CheckoutOutcome> {
  return run(async () => {
    const { email, ...fields } = address;
    const attributes = { ...fields, address2: fields.address2 || undefined, state_name: fields.state_name || undefined };
    unwrap(await commerce.checkout.orderUpdate({ ...owner, order: { email, bill_address_attributes: attributes, ship_address_attributes: attributes } }));
    for (let i = 0; i < 3; i += 1) {
      const moved = unwrap(await commerce.checkout.orderNext({ ...owner }));
      if (orderState(moved) === 'delivery') break;
    }
    return view(owner, locale);
  });
}

/**
 * select_shipping_method for every shipment, then `next` to payment. `next` only from the delivery
 * step: from review (confirm) it would place the order. A changed method sends the order back to
 * payment on the service (payment is taken again); the same method leaves it where it was.
 */
export function chooseDelivery(owner: Owner, locale: Locale, shippingMethodId: string): Promise<CheckoutOutcome> {
  return run(async () => {
    const selected = unwrap(await commerce.checkout.selectShippingMethod({ ...owner, shipping_method_id: shippingMethodId }));
    if (orderState(selected) === 'delivery') unwrap(await commerce.checkout.orderNext({ ...owner }));
    return view(owner, locale);
  });
}

export function addStoreCredit(owner: Owner, locale: Locale): Promise<CheckoutOutcome> {
  return run(async () => {
    // No amount: the service applies as much credit as the order needs (the SDK's type lists the key, the call may leave it out).
    unwrap(await commerce.checkout.addStoreCredits({ ...owner, amount: undefined }));
    return view(owner, locale);
  });
}

export function removeStoreCredit(owner: Owner, locale: Locale): Promise<CheckoutOutcome> {
  return run(async () => {
    unwrap(await commerce.checkout.removeStoreCredits({ ...owner }));
    return view(owner, locale);
  });
}

export interface CardPayment {
  paymentMethodId: string;
  number: string;
  name: string;
  expiry: string;
}

/**
 * create_payment with the test gateway's card (or nothing when store credit covers it) for the
 * amount due after store credit, then `next` to review — only from the payment step: from review
 * (confirm) `next` would place the order.
 */
export function payByCard(owner: Owner, locale: Locale, card: CardPayment | null): Promise<CheckoutOutcome> {
  return run(async () => {
    let state: string | null = null;
    if (card) {
      const { month, year } = parseExpiry(card.expiry);
      state = orderState(unwrap(
        await commerce.checkout.addPayment({
          ...owner,
          payment_method_id: card.paymentMethodId,
          source_attributes: { gateway_payment_profile_id: card.number, name: card.name, month: String(month), year: String(year) },
        }),
      ));
    }
    // Without a card (store credit covers it) `advance`, which never places the order.
    if (state === null) unwrap(await commerce.checkout.advance({ ...owner }));
    else if (state === 'payment') unwrap(await commerce.checkout.orderNext({ ...owner }));
    return view(owner, locale);
  });
}

/** Stripe Checkout session (only listed when the service has Stripe keys): the URL to send the shopper to. */
export async function stripeSession(owner: Owner, successUrl: string, cancelUrl: string): Promise<{ ok: true; url: string } | { ok: false; error: CartError }> {
  const result = settle(await commerce.checkout.createStripeSession({ ...owner, success_url: successUrl, cancel_url: cancelUrl }));
  if (!result.success) return { ok: false, error: toCartError(result.error) };
  // The SDK types the session at the top level; a JSON:API answer carries it under `data`.
  const body: { session_url?: string; data?: { session_url?: string } } = result.data;
  const url = body.session_url ?? body.data?.session_url;
  return url ? { ok: true, url } : { ok: false, error: { code: 'other', summary: 'Stripe did not answer a session' } };
}

export type CompleteOutcome =
  | ({ ok: true } & PlacedOrder)
  | { ok: false; error: CartError; view: CheckoutView | null; pending: PendingOrder | null };

/** The order being completed: its number and its token, which order_status asks for. */
export type PendingOrder = Pick<PlacedOrder, 'number' | 'token'>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * order_status by the order's own token, waiting a full read wait although the completion just went
 * unanswered (the service may be quiet); asked once more, shortly, if it gave no answer either.
 */
async function statusOf(pending: PendingOrder) {
  const ask = async (client: typeof commerce) =>
    settle(await client.order.status({ order_token: pending.token, order_number: pending.number }), reshapePlacedOrder);
  const first = await ask(commerceSettling);
  if (first.success || !mayHaveHappened(first.error)) return first;
  await wait(500);
  return ask(commerce);
}

/**
 * checkout/complete. When the last unit went to someone else a moment earlier the service refuses
 * and leaves the order at confirm with its lines intact: the shopper sees which piece and keeps the rest.
 * When the answer is lost (no answer, a timeout, a 5xx) the order may be complete all the same: its
 * state is asked with order_status before anything is said (lib/checkout/completion.ts). `remembered`
 * is the order an earlier attempt left unknown (its cart is no longer found once it is complete).
 */
export async function completeOrder(owner: Owner, locale: Locale, remembered: PendingOrder | null = null): Promise<CompleteOutcome> {
  const shown = settle(await commerce.cart.show({ ...owner }), reshapePlacedOrder);
  const pending: PendingOrder | null = shown.success ? { number: shown.data.number, token: shown.data.token } : remembered;
  // Nothing was attempted yet: the cart could not be read and no earlier attempt is pending.
  if (!pending && !shown.success) return { ok: false, error: toCartError(shown.error), view: null, pending: null };
  const completion = settle(await commerce.checkout.complete({ ...owner, include: CART_INCLUDE }), reshapePlacedOrder);
  const status = needsStatus(completion) && pending ? await statusOf(pending) : null;
  const verdict = completionVerdict(completion, status);
  if (verdict.kind === 'complete') return { ok: true, ...verdict.order };
  if (verdict.kind === 'unknown') {
    return { ok: false, error: { code: 'unconfirmed', summary: verdict.error.summary }, view: null, pending };
  }
  const reloaded = await loadCheckout(owner, locale);
  return { ok: false, error: toCartError(verdict.error), view: reloaded.ok ? reloaded.view : null, pending: null };
}

/** GET order_status/{number} with the order's token (or the owner's bearer): the order as the thank-you page records it. */
export async function orderRecord(number: string, auth: Owner, locale: Locale): Promise<OrderRecord | null> {
  const { language } = parseLocale(locale);
  // A full wait even right after a lost completion made the service quiet: this page is the shopper's proof of the order.
  const result = settle(await commerceSettling.order.status({ ...auth, order_number: number, include: `${CHECKOUT_INCLUDE},shipments`, locale: language }), reshapeOrderRecord);
  return result.success ? result.data : null;
}

/**
 * What became of an order an earlier completion left unknown (the last_order cookie), asked by its
 * own token: placed, not placed, or still unknown (order_status gave no answer either).
 */
export async function rememberedOutcome(pending: PendingOrder): Promise<{ kind: 'complete'; number: string } | { kind: 'notPlaced' } | { kind: 'unknown' }> {
  const status = await statusOf(pending);
  if (status.success && status.data.state === 'complete') return { kind: 'complete', number: status.data.number };
  return !status.success && mayHaveHappened(status.error) ? { kind: 'unknown' } : { kind: 'notPlaced' };
}

/** The same lookup for the return from Stripe: only the number, token and state, whatever the language. */
export async function placedOrder(number: string, auth: Owner): Promise<PlacedOrder | null> {
  const result = settle(await commerceSettling.order.status({ ...auth, order_number: number }), reshapePlacedOrder);
  return result.success ? result.data : null;
}
