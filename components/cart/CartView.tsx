'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { track } from '@/lib/analytics/data-layer';
import { cartViewed } from '@/lib/analytics/events';
import type { Cart } from '@/lib/model/cart';
import { parseLocale, pathInLocale } from '@/lib/i18n/locales';
import { cartStore } from './cart-store';
import { useCartContents } from './cart-contents';
import { CartGroups } from './CartGroups';
import { CartSummary } from './CartSummary';
import { CouponForm } from './CouponForm';
import { EmptyBag } from './EmptyBag';
import { ShippingEstimate } from './ShippingEstimate';
import styles from './Cart.module.css';

/** The cart page: lines by warehouse on the left, summary, coupon and estimate on the right. */
export function CartView({ initialCart, checkoutBlocked }: { initialCart: Cart | null; checkoutBlocked: boolean }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const { language } = parseLocale(locale);
  // The server's cart is the page's truth until an action answers.
  useEffect(() => {
    if (!cartStore.getState().busy) void cartStore.getState().cache().then((cache) => cache.put(initialCart));
  }, [initialCart]);
  const { data } = useCartContents(false);
  const cart = data === undefined ? initialCart : data;

  useEffect(() => {
    track(cartViewed(initialCart));
  }, [initialCart]);

  if (!cart || cart.lines.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>{t('pageTitle')}</h1>
        <EmptyBag />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>
        {t('pageTitle')} <span className={styles.pageCount}>{t('itemCount', { count: cart.itemCount })}</span>
      </h1>
      <div className={styles.pageGrid}>
        <div>
          <CartGroups lines={cart.lines} language={language} />
        </div>
        <aside className={styles.aside}>
          <CartSummary cart={cart} />
          <CouponForm cart={cart} />
          <ShippingEstimate cart={cart} />
          {checkoutBlocked ? (
            <p className={styles.errorBox} role="alert">
              {t('tradeBlocked')}
            </p>
          ) : (
            // A full load: the login step renders without the shell, which a client navigation would keep.
            <a href={pathInLocale('/checkout/login', locale)} className={styles.primaryButton}>
              {t('checkout')}
            </a>
          )}
        </aside>
      </div>
    </div>
  );
}
