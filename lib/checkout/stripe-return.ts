/**
 * Coming back from Stripe Checkout: the shopper lands on /api/checkout/stripe-return?order=<number>.
 * The order is looked up with the shopper's own credential (the guest cart's order token, or the
 * bearer), so a number alone proves nothing; a found order is remembered in the last_order cookie
 * as the test-payment path does, and the guest cart cookie goes once the order is complete. The
 * shopper comes back in the locale they paid in (passed through Stripe as `locale`).
 */
import type { CartOwner } from '../cart/tokens';
import { localePrefix, type Locale } from '../i18n/locales';
import { isOrderNumber, lastOrderValue } from './last-order';
import type { PlacedOrder } from '../model/checkout';

/** The order as order_status answers it to the shopper's own credential. */
export type ReturnedOrder = PlacedOrder;

export type OrderLookup = (number: string, auth: NonNullable<CartOwner>) => Promise<ReturnedOrder | null>;

/**
 * The lookup asked again a few times while it finds nothing: the order is completed by Stripe's
 * webhook to the commerce service, which may arrive a moment after the shopper comes back.
 */
export function awaitingWebhook(lookup: OrderLookup, { tries = 5, waitMs = 800 } = {}): OrderLookup {
  return async (number, auth) => {
    for (let attempt = 1; ; attempt++) {
      const order = await lookup(number, auth);
      if (order || attempt >= tries) return order;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  };
}

export interface StripeReturn {
  /** Where the shopper goes next (a path). */
  location: string;
  /** The last_order cookie's value, when the order was found. */
  lastOrder: string | null;
  clearGuestCart: boolean;
}

export async function resolveStripeReturn(number: string | null, owner: CartOwner, lookup: OrderLookup, locale: Locale | null = null): Promise<StripeReturn> {
  const prefix = locale ? localePrefix(locale) : '';
  const back: StripeReturn = { location: `${prefix}/checkout`, lastOrder: null, clearGuestCart: false };
  if (!isOrderNumber(number) || !owner) return back;
  const order = await lookup(number, owner);
  if (!order || order.number !== number) return back;
  return {
    location: `${prefix}/checkout/thank-you?order=${encodeURIComponent(number)}`,
    lastOrder: lastOrderValue(order.number, order.token),
    clearGuestCart: 'order_token' in owner && order.state === 'complete',
  };
}
