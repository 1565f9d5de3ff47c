import 'server-only';
import { writeSession } from '../auth/cookies';
import type { Locale } from '../i18n/locale-list';
import type { OAuthToken } from '../auth/token-data';
import { associateGuestCart } from '../cart/associate';

/**
 * The moment a shopper becomes signed in (spec §4), whichever form got the tokens (sign-in, sign-up,
 * a guest's trade application): the token pair goes into the httpOnly cookies, then the guest bag
 * joins the account. It lives here, above lib/auth (the tokens) and lib/cart (the bag), so neither
 * of the two needs the other.
 */
export async function startSession(token: OAuthToken, locale: Locale): Promise<void> {
  await writeSession(token);
  await associateGuestCart(token.access_token, locale);
}
