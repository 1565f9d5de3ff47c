import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
import { cookies } from 'next/headers';
import { GUEST_CART_COOKIE } from '../cookies';
import { mergeGuestCart } from './merge';
import { clearGuestCartToken } from './tokens';

/**
 * Spec §4: on sign-in the guest cart joins the account and the guest token is cleared. Called after
 * every successful sign-in and sign-up. The account's older cart is merged in first (mergeGuestCart),
 * so no line is lost. A missing guest cart is not an error, nor is a failed association: the shopper
 * keeps browsing and the account's own cart is still there.
 */
export async function associateGuestCart(bearerToken: string, locale: Locale): Promise<void> {
  const guestToken = (await cookies()).get(GUEST_CART_COOKIE)?.value;
  if (!guestToken) return;
  await mergeGuestCart({ bearerToken, guestToken, locale }).catch(() => null);
  await clearGuestCartToken();
}
