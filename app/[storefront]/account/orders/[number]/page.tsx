import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { SHIPMENT_STATES } from '@/lib/orders/states';
import { pageContextFromParams } from '@/lib/i18n/server';
import { Link } from '@/lib/i18n/navigation';
import { bearerToken } from '@/lib/session';
import { fetchOrder } from '@/lib/account/account';
import { PostalAddress } from '@/components/address/PostalAddress';
import { SignedOut } from '@/components/account/SignedOut';
import { AccountUnavailable } from '@/components/account/AccountUnavailable';
import { isServiceFailure } from '@/lib/commerce/errors';
import { OrderPayments } from '@/components/orders/OrderPayments';
import { Price } from '@/components/ui/Price';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import styles from '@/components/account/Account.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string; number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const { number } = await params;
  const t = await page.t('account');
  return { title: t('orders.orderTitle', { number }), robots: { index: false } };
}

/** One completed order of the signed-in shopper; someone else's order number is a 404. */
export default async function OrderPage({ params }: Props) {
  const { locale } = await pageContextFromParams(params);
  const { number } = await params;
  const [t, format] = await Promise.all([getTranslations('account'), getFormatter()]);
  const bearer = await bearerToken();
  if (!bearer) return <SignedOut title={t('orders.orderTitle', { number })} />;
  const result = await fetchOrder(bearer, number);
  // No answer from the service is not "no such order": the shopper is still signed in (503).
  if (!result.success && isServiceFailure(result.error)) return <AccountUnavailable retry={`/account/orders/${encodeURIComponent(number)}`} />;
  if (!result.success) return <ServedNotFound locale={locale} />; // the localised 404 as served, not an empty document
  const order = result.data;
  const rows: [string, string][] = [
    [t('orders.subtotal'), order.displayItemTotal],
    [t('orders.shipping'), order.displayShipTotal],
    [t('orders.taxes'), order.displayTaxTotal],
    ...(Number(order.displayPromoTotal.replace(/[^\d.-]/g, '')) !== 0 ? ([[t('orders.promotion'), order.displayPromoTotal]] as [string, string][]) : []),
  ];

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>
            <Link href="/account" className={styles.link}>
              {t('title')}
            </Link>
          </p>
          <h1 className={styles.title}>{t('orders.orderTitle', { number: order.number })}</h1>
          {order.completedAt && <p className={styles.muted}>{t('orders.placedOn', { date: format.dateTime(new Date(order.completedAt), 'long') })}</p>}
        </div>
      </header>
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="order-items">
          <h2 id="order-items" className={styles.sectionTitle}>{t('orders.items')}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('orders.product')}</th>
                <th scope="col" className={styles.num}>{t('orders.quantity')}</th>
                <th scope="col" className={styles.num}>{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    <Link href={`/products/${line.slug}`} className={styles.link}>
                      {line.name}
                    </Link>
                    {line.artisan && (
                      <>
                        <br />
                        <span className={styles.muted}>{line.artisan}</span>
                      </>
                    )}
                  </td>
                  <td className={styles.num}>{line.quantity}</td>
                  <td className={styles.num}><Price amount={line.amount} currency={order.currency} /></td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" colSpan={2}>{label}</th>
                  <td className={styles.num}>{value}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={2}>{t('orders.total')}</th>
                <td className={styles.num}>
                  <strong>{order.displayTotal}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
          {/* By source (store credit, gift card) and what the card was charged (issue 36). */}
          <OrderPayments payments={order.payments} currency={order.currency} id="order-payments" />
        </section>
        <section className={styles.section} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className={styles.sectionTitle}>{t('orders.delivery')}</h2>
          <dl className={styles.list}>
            <div className={styles.card}>
              <dt className={styles.eyebrow}>{t('orders.status')}</dt>
              <dd style={{ margin: 0 }}>{SHIPMENT_STATES.has(order.shipmentState) ? t(`orderStatus.states.${order.shipmentState}`) : order.shipmentState}</dd>
            </div>
            {order.shipAddress && (
              <div className={styles.card}>
                <dt className={styles.eyebrow}>{t('orders.shipTo')}</dt>
                <dd style={{ margin: 0 }}>
                  <PostalAddress address={order.shipAddress} />
                </dd>
              </div>
            )}
            {order.billAddress && (
              <div className={styles.card}>
                <dt className={styles.eyebrow}>{t('orders.billTo')}</dt>
                <dd style={{ margin: 0 }}>
                  <PostalAddress address={order.billAddress} />
                </dd>
              </div>
            )}
          </dl>
        </section>
      </div>
    </main>
  );
}
