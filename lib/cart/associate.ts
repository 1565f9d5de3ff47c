import 'server-only';
import { cookies } from 'next/headers';
import { GUEST_CART_COOKIE } from '../cookies';
import { commerce } from '../commerce/client';
import { isSecureRequest } from '../auth/cookies';

/**
 * Spec §4: on sign-in the guest cart joins the account and the guest token is cleared. Called after
 * every successful sign-in and sign-up; a missing guest cart is not an error, nor is a failed
 * association (the shopper keeps browsing; their account cart is still there).
 */
export async function associateGuestCart(bearerToken: string): Promise<void> {
  const jar = await cookies();
  const guestToken = jar.get(GUEST_CART_COOKIE)?.value;
  if (!guestToken) return;
  await commerce.cart.associateGuestCart({ bearer_token: bearerToken, guest_order_token: guestToken }).catch(() => null);
  jar.set(GUEST_CART_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure: await isSecureRequest(), maxAge: 0 });
}
