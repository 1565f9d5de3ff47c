'use client';

import { usePrice } from '@/components/ui/Price';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { placeOrder } from '@/lib/checkout/actions';
import { useCartErrorText } from '@/components/cart/format';
import { cartStore } from '@/components/cart/cart-store';
import type { CartError } from '@/lib/model/cart';
import { amountDue } from '@/lib/model/cart-money';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { StepProps } from './CheckoutFlow';
import { cartErrorOf } from '@/lib/cart/result';
import styles from './Checkout.module.css';

/**
 * Review and place the order (checkout/complete). If a piece sold out meanwhile, the service refuses
 * and keeps the order: the shopper reads which piece, and the rest of the bag stays as it was. The
 * button names the amount still due after store credit. If the order changed after payment, the
 * service refuses and the shopper goes back to the payment step to pay the new total.
 */
export function ReviewStep({ view, onChange }: StepProps) {
  const t = useTranslations('checkout.review');
  const money = usePrice();
  const errorText = useCartErrorText();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<CartError | null>(null);
  const { cart } = view;

  async function place() {
    setPending(true);
    setFailure(null);
    const result = await placeOrder();
    if (result.ok) {
      void cartStore
        .getState()
        .cache()
        .then((cache) => cache.put(null))
        .catch(() => undefined);
      router.push(`/checkout/thank-you?order=${encodeURIComponent(result.data.number)}`);
      return;
    }
    setPending(false);
    const error = cartErrorOf(result.error);
    const view = result.error.kind === 'refused' ? result.error.reason.view : null;
    // The order changed after payment: the service has voided the payments; the shopper pays the new total.
    if (error.code === 'paymentAgain' && view) {
      onChange({ ...view, step: 'payment', notice: error });
      return;
    }
    setFailure(error);
    if (view) onChange({ ...view, step: 'review' });
  }

  return (
    <div className={styles.form}>
      <ul className={styles.reviewLines}>
        {cart.lines.map((line) => (
          <li key={line.id} className={styles.reviewLine}>
            <span>
              {line.product.name} <span className={styles.muted}>× {line.quantity}</span>
              {!line.product.inStock && !line.product.backorderable && <span className={styles.soldOut}> · {t('soldOut')}</span>}
            </span>
            <span>{money(line.amount, line.product.currency)}</span>
          </li>
        ))}
      </ul>
      {failure && (
        <div className={styles.errorBox} role="alert">
          <p>{errorText(failure)}</p>
          {failure.code === 'outOfStock' && (
            <p>
              {t('outOfStockHelp')} <Link href="/checkout/cart">{t('backToBag')}</Link>
            </p>
          )}
        </div>
      )}
      <p className={styles.hint}>{t('terms')}</p>
      <button type="button" className={styles.primaryButton} disabled={pending} aria-busy={pending || undefined} onClick={place}>
        {pending ? t('placing') : t('place', { total: money(amountDue(cart), cart.currency) })}
      </button>
    </div>
  );
}
