import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutFlow } from '@/components/checkout/CheckoutFlow';
import { TradeCheckoutBlocker } from '@/components/checkout/TradeCheckoutBlocker';
import { cartOwner } from '@/lib/cart/tokens';
import { LAST_ORDER_COOKIE, parseLastOrder } from '@/lib/checkout/last-order';
import { loadCheckout, placedOrder } from '@/lib/checkout/service';
import { localePrefix } from '@/lib/i18n/locales';
import { localeFromParams } from '@/lib/i18n/server';
import { fetchAddresses } from '@/lib/account/account';
import { bearerToken, currentAccount } from '@/lib/session';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The order number when the guest's cart token is the token of the order remembered in last_order
 * and that order is complete: a completion whose outcome the shopper was not told.
 */
async function placedWhileUnknown(owner: NonNullable<Awaited<ReturnType<typeof cartOwner>>>): Promise<string | null> {
  const last = parseLastOrder((await cookies()).get(LAST_ORDER_COOKIE)?.value);
  if (!last || !('order_token' in owner) || owner.order_token !== last.token) return null;
  const order = await placedOrder(last.number, owner);
  return order?.state === 'complete' ? order.number : null;
}

/** /checkout: address, delivery, payment and review for the current cart (guest or signed in). */
export default async function CheckoutPage({ params }: Props) {
  const { locale } = await localeFromParams(params);
  const [owner, account] = await Promise.all([cartOwner(), currentAccount()]);
  if (account?.tradeStatus === 'pending') {
    return (
      <main id="main">
        <TradeCheckoutBlocker />
      </main>
    );
  }
  const prefix = localePrefix(locale);
  if (!owner) redirect(`${prefix}/checkout/cart`);
  const loaded = await loadCheckout(owner, locale);
  if (!loaded.ok) {
    if (loaded.error.code === 'tradePending') {
      return (
        <main id="main">
          <TradeCheckoutBlocker />
        </main>
      );
    }
    // The guest's cart became an order while the answer was lost (issue 36): show that order, not an empty bag.
    const placed = await placedWhileUnknown(owner);
    if (placed) redirect(`${prefix}/checkout/thank-you?order=${encodeURIComponent(placed)}`);
    redirect(`${prefix}/checkout/cart`);
  }
  if (loaded.view.cart.lines.length === 0) redirect(`${prefix}/checkout/cart`);
  // A signed-in shopper is offered the account's saved addresses; without them the form is simply empty.
  const bearer = account ? await bearerToken() : null;
  const addresses = bearer ? await fetchAddresses(bearer) : null;
  return (
    <main id="main">
      <CheckoutFlow initialView={loaded.view} signedIn={Boolean(account)} savedAddresses={addresses?.success ? addresses.data : []} />
    </main>
  );
}
