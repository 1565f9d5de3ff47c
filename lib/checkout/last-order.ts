/**
 * The order just placed, remembered for a day in an httpOnly cookie as "number:token", so the
 * thank-you page can read it back with order_status (a guest has no account to find it in).
 */
export const LAST_ORDER_COOKIE = 'last_order';

export function parseLastOrder(value: string | undefined): { number: string; token: string } | null {
  if (!value) return null;
  const [number, token] = value.split(':');
  return number && token && /^[A-Z0-9]{4,20}$/.test(number) ? { number, token } : null;
}
