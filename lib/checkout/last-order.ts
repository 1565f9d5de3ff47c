/**
 * The order just placed, remembered for a day in an httpOnly cookie as "number:token", so the
 * thank-you page can read it back with order_status (a guest has no account to find it in).
 */
export const LAST_ORDER_COOKIE = 'last_order';

/** How both ways of paying (the test gateway's completion and the return from Stripe) set it; Secure when the shop is served on https (SITE_URL). */
export const LAST_ORDER_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 * 24, secure: /^https:/i.test(process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? '') } as const;

const ORDER_NUMBER = /^[A-Z0-9]{4,20}$/;

export function isOrderNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && ORDER_NUMBER.test(value);
}

/** The remembered order; `unconfirmed` while its completion's outcome is unknown (the answer was lost and order_status could not tell). */
export type LastOrder = { number: string; token: string; unconfirmed?: true };

const UNCONFIRMED = 'unconfirmed';

export function lastOrderValue(number: string, token: string, unconfirmed = false): string {
  return unconfirmed ? `${number}:${token}:${UNCONFIRMED}` : `${number}:${token}`;
}

export function parseLastOrder(value: string | undefined): LastOrder | null {
  if (!value) return null;
  const [number, token, mark] = value.split(':');
  if (!number || !token || !isOrderNumber(number)) return null;
  return mark === UNCONFIRMED ? { number, token, unconfirmed: true } : { number, token };
}

/**
 * Whether the remembered order is this cart owner's completion attempt, the one a retry and the
 * checkout page settle with order_status once its cart is no longer found (a complete order is no
 * longer a cart). A guest's cart token is that order's own token. A signed-in shopper's cart is found
 * by the account, not by a token, so only an attempt still marked unconfirmed counts: an order placed
 * earlier is never taken for the current cart.
 */
export function isAttemptOf(owner: { order_token: string } | { bearer_token: string }, last: LastOrder): boolean {
  return 'order_token' in owner ? owner.order_token === last.token : last.unconfirmed === true;
}
