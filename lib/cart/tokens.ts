import 'server-only';
import { cookies, headers } from 'next/headers';
import { GUEST_CART_COOKIE, SESSION_COOKIE_MAX_AGE } from '../cookies';
import { bearerToken } from '../session';

/**
 * Who the cart belongs to (spec §6): the signed-in shopper's bearer token, which wins, else the guest
 * cart's order token from the httpOnly guest_cart_token cookie. Neither ever reaches browser code.
 */
export type CartOwner = { bearer_token: string } | { order_token: string } | null;

export async function cartOwner(): Promise<CartOwner> {
  const bearer = await bearerToken();
  if (bearer) return { bearer_token: bearer };
  const guest = (await cookies()).get(GUEST_CART_COOKIE)?.value;
  return guest ? { order_token: guest } : null;
}

/** Server actions and route handlers only: pages cannot set cookies. */
export async function setGuestCartToken(token: string): Promise<void> {
  (await cookies()).set(GUEST_CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    // Secure on https (spec §9); a proxy in front tells us through x-forwarded-proto.
    secure: (await headers()).get('x-forwarded-proto') === 'https',
    path: '/',
    maxAge: SESSION_COOKIE_MAX_AGE,
  });
}

export async function clearGuestCartToken(): Promise<void> {
  (await cookies()).delete(GUEST_CART_COOKIE);
}
