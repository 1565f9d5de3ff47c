import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutFlow } from '@/components/checkout/CheckoutFlow';
import { TradeCheckoutBlocker } from '@/components/checkout/TradeCheckoutBlocker';
import { cartOwner } from '@/lib/cart/tokens';
import { loadCheckout } from '@/lib/checkout/service';
import { localePrefix } from '@/lib/i18n/locales';
import { localeFromParams } from '@/lib/i18n/server';
import { fetchAddresses } from '@/lib/account/account';
import { bearerToken, currentAccount } from '@/lib/session';
import { countryStatesOrNull } from '@/lib/commerce/states';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('title'), robots: { index: false } };
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
    redirect(`${prefix}/checkout/cart`);
  }
  if (loaded.view.cart.lines.length === 0) redirect(`${prefix}/checkout/cart`);
  // A signed-in shopper is offered the account's saved addresses; without them the form is simply empty.
  const bearer = account ? await bearerToken() : null;
  // The states the address form chooses from (cached per country); without them the service checks the state alone.
  const [addresses, states] = await Promise.all([bearer ? fetchAddresses(bearer) : null, countryStatesOrNull()]);
  return (
    <main id="main">
      <CheckoutFlow initialView={loaded.view} signedIn={Boolean(account)} savedAddresses={addresses?.success ? addresses.data : []} states={states ?? {}} />
    </main>
  );
}
