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

export function lastOrderValue(number: string, token: string): string {
  return `${number}:${token}`;
}

export function parseLastOrder(value: string | undefined): { number: string; token: string } | null {
  if (!value) return null;
  const [number, token] = value.split(':');
  return number && token && isOrderNumber(number) ? { number, token } : null;
}
