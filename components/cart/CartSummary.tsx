'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/cart/cart';
import { isZero } from '@/lib/cart/money';
import { shippingShown } from '@/lib/cart/shipping';
import { ShippingLabel } from '@/components/catalogue/ShippingLabel';
import { useMoney } from './format';
import styles from './Cart.module.css';

/**
 * Spec §3 summary: subtotal, promotion, shipping cost, gift code, sales taxes, order total and
 * delivery. Shipping is the cart's own once it has shipments, else the estimate (§7); the total is
 * the server's sum.
 */
export function CartSummary({ cart, headingLevel = 2 }: { cart: Cart; headingLevel?: 2 | 3 }) {
  const t = useTranslations('cart.summary');
  const money = useMoney();
  const a = cart.attributes;
  const currency = a.currency;
  const shipping = shippingShown(cart);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Delivery: the slowest line sets when the order arrives complete.
  const slowest = [...cart.lines].sort((x, y) => (y.product.shipping_time ?? 0) - (x.product.shipping_time ?? 0))[0];

  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <Heading id="cart-summary-title" className={styles.summaryTitle}>
        {t('title')}
      </Heading>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt>{t('subtotal')}</dt>
          <dd>{money(a.item_total, currency)}</dd>
        </div>
        {!isZero(a.promo_total) && (
          <div className={styles.summaryRow}>
            <dt>{t('promotion')}</dt>
            <dd>{money(a.promo_total, currency)}</dd>
          </div>
        )}
        <div className={styles.summaryRow}>
          <dt>{t('shipping')}</dt>
          <dd>{shipping === null ? t('shippingAtCheckout') : isZero(shipping) ? t('free') : money(shipping, currency)}</dd>
        </div>
        {!isZero(a.gift_code_total) && (
          <div className={styles.summaryRow}>
            <dt>{t('giftCode')}</dt>
            <dd>{money(`-${Math.abs(Number(a.gift_code_total)).toFixed(2)}`, currency)}</dd>
          </div>
        )}
        <div className={styles.summaryRow}>
          <dt>{a.taxes_included ? t('taxesIncluded') : t('salesTaxes')}</dt>
          <dd>{money(a.taxes_included ? a.included_tax_total : a.additional_tax_total, currency)}</dd>
        </div>
        {!isZero(a.store_credit_total) && (
          <div className={styles.summaryRow}>
            <dt>{t('storeCredit')}</dt>
            <dd>{money(`-${Math.abs(Number(a.store_credit_total)).toFixed(2)}`, currency)}</dd>
          </div>
        )}
        <div className={`${styles.summaryRow} ${styles.summaryTotal}`}>
          <dt>{t('total')}</dt>
          <dd>{money(cart.orderTotal, currency)}</dd>
        </div>
        {slowest && (
          <div className={styles.summaryRow}>
            <dt>{t('delivery')}</dt>
            <dd>
              <ShippingLabel namespace="cart.shipping" weeks={slowest.product.shipping_time} message={slowest.product.shipping_message} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
