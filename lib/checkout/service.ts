import 'server-only';
/**
 * The checkout calls of spec §7 (PATCH checkout, next, advance, complete, shipping rates, select
 * shipping method, payment methods, create payment, store credit, Stripe session) and the order
 * status for the thank-you page. Server only: they carry the shopper's bearer or order token.
 */
import { commerce } from '../commerce/client';
import { toCommerceError, type CommerceError } from '../commerce/errors';
import type { JsonApiDocument, Resource } from '../commerce/jsonapi';
import { parseLocale } from '../i18n/locales';
import { CART_INCLUDE } from '../cart/cart';
import { toCartError, type CartError } from '../cart/errors';
import type { CartOwner } from '../cart/tokens';
import { parseExpiry, type Address } from './schema';
import { toCheckoutView, toPaymentMethods, toShipments, type CheckoutView } from './view';

export type CheckoutOutcome = { ok: true; view: CheckoutView } | { ok: false; error: CartError; fieldErrors?: Record<string, string>; status: number | null };
type Owner = NonNullable<CartOwner>;
type SdkResult = { isFail(): boolean; fail(): unknown; success(): unknown };

const CHECKOUT_INCLUDE = `${CART_INCLUDE},payments,shipping_address,billing_address`;

class StepFailure extends Error {
  constructor(readonly error: CommerceError) {
    super(error.summary);
  }
}

/** Unwraps an SDK result or throws the spec §8 error for `run` to report. */
function unwrap<T = JsonApiDocument>(result: SdkResult): T {
  if (result.isFail()) throw new StepFailure(toCommerceError(result.fail()));
  return result.success() as T;
}

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

async function run(step: () => Promise<CheckoutView>): Promise<CheckoutOutcome> {
  try {
    return { ok: true, view: await step() };
  } catch (error) {
    if (!(error instanceof StepFailure)) throw error;
    const fieldErrors = error.error.kind === 'validation' ? flatten(error.error.errors) : undefined;
    return { ok: false, error: toCartError(error.error), fieldErrors, status: error.error.status };
  }
}

/** The order as the checkout screens need it: cart, addresses, payments, shipments and methods. */
async function view(owner: Owner, locale: string): Promise<CheckoutView> {
  const { country, language } = parseLocale(locale);
  const document = unwrap(await commerce.cart.show({ ...owner, include: CHECKOUT_INCLUDE, currency: country.currency, locale: language } as never));
  const state = String(document.data.attributes.state);
  const needsShipments = state === 'delivery' || state === 'payment' || state === 'confirm';
  const [shipments, methods] = await Promise.all([
    needsShipments
      ? commerce.checkout.shippingRates({ ...owner, include: 'shipping_rates' } as never).then((r) => toShipments(unwrap<{ data: Resource[]; included?: Resource[] }>(r)))
      : Promise.resolve([]),
    state === 'payment' || state === 'confirm'
      ? commerce.checkout.paymentMethods({ ...owner } as never).then((r) => toPaymentMethods(unwrap<{ data: Resource[] }>(r)))
      : Promise.resolve([]),
  ]);
  return toCheckoutView(document, shipments, methods);
}

export function loadCheckout(owner: Owner, locale: string): Promise<CheckoutOutcome> {
  return run(() => view(owner, locale));
}

/** PATCH checkout with the e-mail and the address (billing = shipping), then `next` up to the delivery step. */
export function saveAddress(owner: Owner, locale: string, address: Address): Promise<CheckoutOutcome> {
  return run(async () => {
    const { email, ...fields } = address;
    const attributes = { ...fields, address2: fields.address2 || undefined, state_name: fields.state_name || undefined };
    unwrap(await commerce.checkout.orderUpdate({ ...owner, order: { email, bill_address_attributes: attributes, ship_address_attributes: attributes } } as never));
    for (let i = 0; i < 3; i += 1) {
      const moved = unwrap(await commerce.checkout.orderNext({ ...owner } as never));
      if (moved.data.attributes.state === 'delivery') break;
    }
    return view(owner, locale);
  });
}

/** select_shipping_method for every shipment, then `next` to payment. */
export function chooseDelivery(owner: Owner, locale: string, shippingMethodId: string): Promise<CheckoutOutcome> {
  return run(async () => {
    unwrap(await commerce.checkout.selectShippingMethod({ ...owner, shipping_method_id: shippingMethodId } as never));
    unwrap(await commerce.checkout.orderNext({ ...owner } as never));
    return view(owner, locale);
  });
}

export function addStoreCredit(owner: Owner, locale: string): Promise<CheckoutOutcome> {
  return run(async () => {
    unwrap(await commerce.checkout.addStoreCredits({ ...owner } as never));
    return view(owner, locale);
  });
}

export function removeStoreCredit(owner: Owner, locale: string): Promise<CheckoutOutcome> {
  return run(async () => {
    unwrap(await commerce.checkout.removeStoreCredits({ ...owner } as never));
    return view(owner, locale);
  });
}

export interface CardPayment {
  paymentMethodId: string;
  number: string;
  name: string;
  expiry: string;
}

/** create_payment with the test gateway's card (or nothing when store credit covers it), then `next` to review. */
export function payByCard(owner: Owner, locale: string, card: CardPayment | null): Promise<CheckoutOutcome> {
  return run(async () => {
    if (card) {
      const { month, year } = parseExpiry(card.expiry);
      unwrap(
        await commerce.checkout.addPayment({
          ...owner,
          payment_method_id: card.paymentMethodId,
          source_attributes: { gateway_payment_profile_id: card.number, name: card.name, month, year },
        } as never),
      );
    }
    unwrap(await commerce.checkout.orderNext({ ...owner } as never));
    return view(owner, locale);
  });
}

/** Stripe Checkout session (only listed when the service has Stripe keys): the URL to send the shopper to. */
export async function stripeSession(owner: Owner, successUrl: string, cancelUrl: string): Promise<{ ok: true; url: string } | { ok: false; error: CartError }> {
  const result = await commerce.checkout.createStripeSession({ ...owner, success_url: successUrl, cancel_url: cancelUrl } as never);
  if (result.isFail()) return { ok: false, error: toCartError(toCommerceError(result.fail())) };
  const body = result.success() as { session_url?: string; data?: { session_url?: string } };
  const url = body.session_url ?? body.data?.session_url;
  return url ? { ok: true, url } : { ok: false, error: { code: 'other', summary: 'Stripe did not answer a session' } };
}

export type CompleteOutcome = { ok: true; number: string; token: string } | { ok: false; error: CartError; view: CheckoutView | null };

/**
 * checkout/complete. When the last unit went to someone else a moment earlier the service refuses
 * and leaves the order at confirm with its lines intact: the shopper sees which piece and keeps the rest.
 */
export async function completeOrder(owner: Owner, locale: string): Promise<CompleteOutcome> {
  const result = await commerce.checkout.complete({ ...owner, include: CART_INCLUDE } as never);
  if (result.isFail()) {
    const error = toCartError(toCommerceError(result.fail()));
    const reloaded = await loadCheckout(owner, locale);
    return { ok: false, error, view: reloaded.ok ? reloaded.view : null };
  }
  const attributes = (result.success() as JsonApiDocument).data.attributes;
  return { ok: true, number: String(attributes.number), token: String(attributes.token) };
}

/** GET order_status/{number} with the order's token (or the owner's bearer) for the thank-you page. */
export async function orderStatus(number: string, auth: { order_token: string } | { bearer_token: string }, locale: string) {
  const { language } = parseLocale(locale);
  const result = await commerce.order.status({ ...auth, order_number: number, include: `${CHECKOUT_INCLUDE},shipments`, locale: language } as never);
  if (result.isFail()) return null;
  return result.success() as JsonApiDocument;
}
