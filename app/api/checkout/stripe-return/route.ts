import { GUEST_CART_COOKIE } from '@/lib/cookies';
import { cartOwner } from '@/lib/cart/tokens';
import { LAST_ORDER_COOKIE, LAST_ORDER_COOKIE_OPTIONS } from '@/lib/checkout/last-order';
import { placedOrder } from '@/lib/checkout/service';
import { awaitingWebhook, resolveStripeReturn } from '@/lib/checkout/stripe-return';
import { redirectWithin } from '@/lib/security/redirect';
import { localeOr } from '@/lib/i18n/locales';

/** GET /api/checkout/stripe-return?order=<number>&locale=<locale>: Stripe Checkout's success URL (see lib/checkout/stripe-return.ts). */
export async function GET(request: Request) {
  const owner = await cartOwner();
  const params = new URL(request.url).searchParams;
  const number = params.get('order');
  const outcome = await resolveStripeReturn(number, owner, awaitingWebhook(placedOrder), localeOr(params.get('locale')));
  const response = redirectWithin(request, outcome.location, { status: 303, headers: { 'cache-control': 'no-store' } });
  if (outcome.lastOrder) response.cookies.set(LAST_ORDER_COOKIE, outcome.lastOrder, LAST_ORDER_COOKIE_OPTIONS);
  if (outcome.clearGuestCart) response.cookies.delete(GUEST_CART_COOKIE);
  return response;
}
