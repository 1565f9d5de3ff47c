'use client';

import { usePrice } from '@/components/ui/Price';
import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/model/cart';
import { amountDue, isZero } from '@/lib/model/cart-money';
import { shippingShown } from '@/lib/cart/shipping';
import { ShippingLabel } from '@/components/catalogue/ShippingLabel';

import styles from './Cart.module.css';

/**
 * Spec §3 summary: subtotal, promotion, shipping cost, gift code, sales taxes, order total and
 * delivery. Shipping is the cart's own once it has shipments, else the estimate (§7); the total is
 * the server's sum.
 */
export function CartSummary({ cart, headingLevel = 2 }: { cart: Cart; headingLevel?: 2 | 3 }) {
  const t = useTranslations('cart.summary');
  const money = usePrice();
  const currency = cart.currency;
  const shipping = shippingShown(cart);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Delivery: the slowest line sets when the order arrives complete.
  const slowest = [...cart.lines].sort((x, y) => (y.product.shippingTime ?? 0) - (x.product.shippingTime ?? 0))[0];

  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <Heading id="cart-summary-title" className={styles.summaryTitle}>
        {t('title')}
      </Heading>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt>{t('subtotal')}</dt>
          <dd>{money(cart.itemTotal, currency)}</dd>
        </div>
        {!isZero(cart.promoTotal) && (
          <div className={styles.summaryRow}>
            <dt>{t('promotion')}</dt>
            <dd>{money(cart.promoTotal, currency)}</dd>
          </div>
        )}
        <div className={styles.summaryRow}>
          <dt>{t('shipping')}</dt>
          <dd>{shipping === null ? t('shippingAtCheckout') : isZero(shipping) ? t('free') : money(shipping, currency)}</dd>
        </div>
        {!isZero(cart.giftCodeTotal) && (
          <div className={styles.summaryRow}>
            <dt>{t('giftCode')}</dt>
            <dd>{money(`-${Math.abs(Number(cart.giftCodeTotal)).toFixed(2)}`, currency)}</dd>
          </div>
        )}
        <div className={styles.summaryRow}>
          <dt>{cart.taxesIncluded ? t('taxesIncluded') : t('salesTaxes')}</dt>
          <dd>{money(cart.taxesIncluded ? cart.includedTaxTotal : cart.additionalTaxTotal, currency)}</dd>
        </div>
        <div className={`${styles.summaryRow} ${styles.summaryTotal}`}>
          <dt>{t('total')}</dt>
          <dd>{money(cart.orderTotal, currency)}</dd>
        </div>
        {/* Store credit pays part of the total: what is left to pay follows it (issue 36). */}
        {!isZero(cart.storeCreditTotal) && (
          <>
            <div className={styles.summaryRow}>
              <dt>{t('storeCredit')}</dt>
              <dd>{money(`-${Math.abs(Number(cart.storeCreditTotal)).toFixed(2)}`, currency)}</dd>
            </div>
            <div className={`${styles.summaryRow} ${styles.summaryTotal}`}>
              <dt>{t('amountDue')}</dt>
              <dd>{money(amountDue(cart), currency)}</dd>
            </div>
          </>
        )}
        {slowest && (
          <div className={styles.summaryRow}>
            <dt>{t('delivery')}</dt>
            <dd>
              <ShippingLabel namespace="cart.shipping" weeks={slowest.product.shippingTime} message={slowest.product.shippingMessage} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
