import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/CartView';
import { showCart } from '@/lib/cart/service';
import { cartOwner } from '@/lib/cart/tokens';
import { pageContextFromParams } from '@/lib/i18n/server';
import { currentAccount } from '@/lib/session';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('cart');
  return { title: t('pageTitle'), robots: { index: false } };
}

/** /checkout/cart: the cart rendered on the server for this shopper (never cached), then interactive. */
export default async function CartPage({ params }: Props) {
  const { locale } = await pageContextFromParams(params);
  const [shown, account] = await Promise.all([cartOwner().then((owner) => showCart(owner, locale)), currentAccount()]);
  // The commerce service gave no answer (or failed): the bag cannot be shown, and an empty one would
  // be a lie. The shop's unavailable state (503), in the shell, says so in the bag's own words; the
  // lines are still there when it is back.
  if (shown && !shown.ok && (shown.status === null || shown.status >= 500)) {
    const t = await getTranslations({ locale, namespace: 'cart.errors' });
    return <ServiceUnavailable message={t('noResponse')} retry="/checkout/cart" />;
  }
  return (
    <main id="main">
      <CartView initialCart={shown?.ok ? shown.cart : null} checkoutBlocked={account?.tradeStatus === 'pending'} />
    </main>
  );
}
