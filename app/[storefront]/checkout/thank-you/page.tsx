import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PostalAddress } from '@/components/address/PostalAddress';
import { PrintButton } from '@/components/checkout/PrintButton';
import { OrderPayments } from '@/components/orders/OrderPayments';
import { addressOfCheckoutFields } from '@/lib/address/wire';
import { LAST_ORDER_COOKIE, parseLastOrder } from '@/lib/checkout/last-order';
import { orderRecord } from '@/lib/checkout/service';
import { pageContextFromParams } from '@/lib/i18n/server';
import { Link } from '@/lib/i18n/navigation';
import { formatPrice } from '@/lib/money';
import { bearerToken } from '@/lib/session';
import styles from '@/components/checkout/Checkout.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string }>; searchParams: Promise<{ order?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('checkout.thankYou');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /checkout/thank-you: the order just placed, read back with order_status (its token from the
 * httpOnly last_order cookie, or the signed-in owner's bearer), laid out to print as a record.
 */
export default async function ThankYouPage({ params, searchParams }: Props) {
  const { locale } = await pageContextFromParams(params);
  const t = await getTranslations('checkout.thankYou');
  const { order: asked } = await searchParams;
  const last = parseLastOrder((await cookies()).get(LAST_ORDER_COOKIE)?.value);
  const bearer = await bearerToken();
  const number = asked ?? last?.number;
  const auth = last && last.number === number ? { order_token: last.token } : bearer ? { bearer_token: bearer } : null;
  const order = number && auth ? await orderRecord(number, auth, locale) : null;

  if (!order) {
    return (
      <main id="main" className={styles.thanks}>
        <h1 className={styles.thanksTitle}>{t('title')}</h1>
        <p>{t('notFound')}</p>
        <Link href="/" className={styles.secondaryButton}>
          {t('continueShopping')}
        </Link>
      </main>
    );
  }

  const { cart, shipAddress: ship, completedAt } = order;
  const format = await getFormatter();
  const money = (amount: string) => formatPrice(format, amount, cart.currency);
  const placed = completedAt ? format.dateTime(new Date(completedAt), 'long') : null;

  return (
    <main id="main" className={styles.thanks}>
      <header>
        <p className={styles.orderNumber}>{t('orderNumber', { number: cart.number })}</p>
        <h1 className={styles.thanksTitle}>{t('title')}</h1>
        <p>{t('body', { email: cart.email ?? '' })}</p>
      </header>
      <section className={styles.details} aria-labelledby="order-details">
        <h2 id="order-details" className={styles.detailsTitle}>
          {t('details')}
          {placed ? ` · ${placed}` : ''}
        </h2>
        <ul className={styles.reviewLines}>
          {cart.lines.map((line) => (
            <li key={line.id} className={styles.reviewLine}>
              <span>
                {line.product.name} <span className={styles.muted}>× {line.quantity}</span>
                {line.product.artisanName && <span className={styles.muted}> · {line.product.artisanName}</span>}
              </span>
              <span>{money(line.amount)}</span>
            </li>
          ))}
        </ul>
        <div className={styles.detailsGrid}>
          <div>
            <h3 className={styles.detailsTitle}>{t('shipTo')}</h3>
            {ship && <PostalAddress address={addressOfCheckoutFields(ship, ship.countryName)} phone className={styles.recap} />}
          </div>
          <dl className={styles.totals}>
            <div>
              <dt>{t('subtotal')}</dt>
              <dd>{money(cart.itemTotal)}</dd>
            </div>
            {Number(cart.promoTotal) !== 0 && (
              <div>
                <dt>{t('promotion')}</dt>
                <dd>{money(cart.promoTotal)}</dd>
              </div>
            )}
            <div>
              <dt>{t('shipping')}</dt>
              <dd>{money(cart.shipTotal)}</dd>
            </div>
            <div>
              <dt>{cart.taxesIncluded ? t('taxesIncluded') : t('salesTaxes')}</dt>
              <dd>{money(cart.taxesIncluded ? cart.includedTaxTotal : cart.additionalTaxTotal)}</dd>
            </div>
            {Number(cart.giftCodeTotal) !== 0 && (
              <div>
                <dt>{t('giftCode')}</dt>
                <dd>{money(`-${Math.abs(Number(cart.giftCodeTotal)).toFixed(2)}`)}</dd>
              </div>
            )}
            <div className={styles.grandTotal}>
              <dt>{t('total')}</dt>
              <dd>{money(cart.total)}</dd>
            </div>
          </dl>
        </div>
        {/* What paid the total, by source, and what the card was charged: the amount due after store credit (issue 36). */}
        <OrderPayments payments={order.payments} currency={cart.currency} id="order-payments" />
      </section>
      <div className={styles.actions}>
        <PrintButton />
        <Link href="/" className={styles.secondaryButton}>
          {t('continueShopping')}
        </Link>
      </div>
    </main>
  );
}
