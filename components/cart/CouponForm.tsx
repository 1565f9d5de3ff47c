'use client';

import { usePrice } from '@/components/ui/Price';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { applyCoupon, removeCoupon } from '@/lib/cart/actions';
import type { Cart } from '@/lib/model/cart';
import { cartStore, useCart } from './cart-store';
import { useCartErrorText } from './format';
import styles from './Cart.module.css';

/** Spec §7 apply_coupon_code / remove_coupon_code, with the service's refusal under the field. */
export function CouponForm({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.coupon');
  const money = usePrice();
  const errorText = useCartErrorText();
  const [code, setCode] = useState('');
  const busy = useCart((s) => s.busy === 'coupon');
  const error = useCart((s) => (s.error?.where === 'coupon' ? s.error.error : null));
  const applied = cart.promotions.filter((p) => p.code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    const result = await cartStore.getState().run('coupon', () => applyCoupon(code.trim()));
    if (result.ok) setCode('');
  }

  return (
    <div className={styles.coupon}>
      <form onSubmit={submit} className={styles.inlineForm} noValidate>
        <label htmlFor="coupon-code" className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.inlineControls}>
          <input
            id="coupon-code"
            className={styles.input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coupon-error' : undefined}
          />
          <button type="submit" className={styles.secondaryButton} disabled={busy}>
            {t('apply')}
          </button>
        </div>
        {error && (
          <p id="coupon-error" className={styles.error} role="alert">
            {errorText(error)}
          </p>
        )}
      </form>
      {applied.length > 0 && (
        <ul className={styles.promotions}>
          {applied.map((p) => (
            <li key={p.id} className={styles.promotion}>
              <span>
                <strong>{p.code}</strong> · {p.name} {!Number.isNaN(Number(p.amount)) && Number(p.amount) !== 0 && `(${money(p.amount, cart.currency)})`}
              </span>
              <button
                type="button"
                className={styles.textButton}
                disabled={busy}
                aria-label={t('removeCode', { code: p.code ?? '' })}
                onClick={() => cartStore.getState().run('coupon', () => removeCoupon(p.code!))}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
