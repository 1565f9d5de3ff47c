import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutFlow } from '@/components/checkout/CheckoutFlow';
import { TradeCheckoutBlocker } from '@/components/checkout/TradeCheckoutBlocker';
import { cartOwner } from '@/lib/cart/tokens';
import { isAttemptOf, LAST_ORDER_COOKIE, parseLastOrder } from '@/lib/checkout/last-order';
import { loadCheckout, rememberedOutcome } from '@/lib/checkout/service';
import { localePrefix } from '@/lib/i18n/locales';
import { pageContextFromParams } from '@/lib/i18n/server';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/checkout/Checkout.module.css';
import { fetchAddresses } from '@/lib/account/account';
import { bearerToken, currentAccount } from '@/lib/session';
import { countryStatesOrNull } from '@/lib/commerce/states';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('checkout');
  return { title: t('title'), robots: { index: false } };
}

/**
 * When the order remembered in last_order is this shopper's completion attempt (guest or signed in:
 * isAttemptOf), what became of it; null otherwise.
 */
async function outcomeOfLastAttempt(owner: NonNullable<Awaited<ReturnType<typeof cartOwner>>>) {
  const last = parseLastOrder((await cookies()).get(LAST_ORDER_COOKIE)?.value);
  if (!last || !isAttemptOf(owner, last)) return null;
  return rememberedOutcome(last);
}

/** /checkout: address, delivery, payment and review for the current cart (guest or signed in). */
export default async function CheckoutPage({ params }: Props) {
  const { locale } = await pageContextFromParams(params);
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
    // The cart was being completed when the answer was lost (issue 36): show that order if
    // it was placed, say so if that cannot be known yet, and only otherwise go back to the bag.
    const outcome = await outcomeOfLastAttempt(owner);
    if (outcome?.kind === 'complete') redirect(`${prefix}/checkout/thank-you?order=${encodeURIComponent(outcome.number)}`);
    if (outcome?.kind === 'unknown') {
      const t = await getTranslations();
      return (
        <main id="main" className={styles.thanks}>
          <h1 className={styles.thanksTitle}>{t('checkout.unconfirmed.title')}</h1>
          <p role="alert">{t('cart.errors.unconfirmed')}</p>
          <Link href="/checkout" className={styles.secondaryButton}>
            {t('checkout.unconfirmed.retry')}
          </Link>
        </main>
      );
    }
    // The service gave no answer or failed: checkout says so itself (503), the bag is kept as it was.
    if (loaded.status === null || loaded.status >= 500) return <ServiceUnavailable message={(await getTranslations('serviceUnavailable'))('checkout')} retry="/checkout" />;
    redirect(`${prefix}/checkout/cart`);
  }
  if (loaded.view.cart.lines.length === 0) redirect(`${prefix}/checkout/cart`);
  // A signed-in shopper is offered the account's saved addresses; without them the form is simply empty.
  const bearer = account ? await bearerToken() : null;
  // The states the address form chooses from (cached per country); without them the service checks the state alone.
  const [addresses, states] = await Promise.all([bearer ? fetchAddresses(bearer) : null, countryStatesOrNull()]);
  // A signed-in shopper's new address starts with the account's name (issue 39).
  const accountName = account ? { firstname: account.firstName, lastname: account.lastName } : null;
  return (
    <main id="main">
      <CheckoutFlow initialView={loaded.view} signedIn={Boolean(account)} savedAddresses={addresses?.success ? addresses.data : []} states={states ?? {}} accountName={accountName} />
    </main>
  );
}
