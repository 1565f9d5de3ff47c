'use client';

import { usePrice } from '@/components/ui/Price';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { startStripeSession, submitPayment, toggleStoreCredit } from '@/lib/checkout/actions';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { useCartErrorText } from '@/components/cart/format';
import { cardSchema, type CardInput } from '@/lib/checkout/schema';
import type { CartError } from '@/lib/model/cart';
import { amountDue } from '@/lib/model/cart-money';
import type { CheckoutView } from '@/lib/model/checkout';
import { orderFailureOf } from '@/lib/checkout/result';
import styles from './Checkout.module.css';

const CARD_TYPE = 'Spree::Gateway::Bogus';
const STORE_CREDIT_TYPE = 'Spree::PaymentMethod::StoreCredit';

/**
 * Payment: store credit (signed-in shoppers who have some) applied or removed, then the card for what
 * is left — the service's test gateway — or, when the service lists Stripe, its hosted Checkout.
 */
export function PaymentStep({ view, onChange, signedIn }: { view: CheckoutView; onChange(view: CheckoutView): void; signedIn: boolean }) {
  const t = useTranslations('checkout.payment');
  const money = usePrice();
  const errorText = useCartErrorText();
  const [failure, setFailure] = useState<CartError | null>(null);
  const [busy, setBusy] = useState(false);
  const card = view.paymentMethods.find((m) => m.type === CARD_TYPE);
  const stripe = view.paymentMethods.find((m) => /stripe/i.test(m.type));
  const storeCredit = signedIn && view.paymentMethods.some((m) => m.type === STORE_CREDIT_TYPE);
  const { cart } = view;
  const creditApplied = Number(cart.storeCreditTotal) !== 0;
  const cardForm = useActionForm<CardInput, CardInput, CheckoutView>({
    resolver: zodResolver(cardSchema),
    mode: 'onTouched',
    defaultValues: { name: '', number: '', expiry: '', cvc: '' },
    onStart: () => setFailure(null),
    action: async (values) => {
      const result = await submitPayment({ kind: 'card', paymentMethodId: card!.id, card: values });
      // The order's refusal is a cart error, in the cart's words; a refused field is what the fields already say.
      if (!result.ok) setFailure(orderFailureOf(result.error));
      return result;
    },
    onSuccess: (next) => onChange(next),
    // The server names the card's fields inside the payment ('card.number').
    fieldOf: (path) => {
      const field = path.replace(/^card\./, '');
      return ['name', 'number', 'expiry', 'cvc'].includes(field) ? (field as keyof CardInput) : null;
    },
  });

  async function credit(use: boolean) {
    setBusy(true);
    setFailure(null);
    const result = await toggleStoreCredit(use);
    setBusy(false);
    if (result.ok) onChange({ ...result.data, step: 'payment' });
    else setFailure(orderFailureOf(result.error));
  }

  async function payWithCredit() {
    setBusy(true);
    const result = await submitPayment({ kind: 'storeCredit' });
    setBusy(false);
    if (result.ok) onChange(result.data);
    else setFailure(orderFailureOf(result.error));
  }

  async function payWithStripe() {
    setBusy(true);
    const result = await startStripeSession();
    if (result.ok) window.location.assign(result.data.url);
    else {
      setBusy(false);
      setFailure(orderFailureOf(result.error));
    }
  }

  return (
    <div className={styles.form}>
      {view.notice && !failure && (
        <p className={styles.errorBox} role="alert">
          {errorText(view.notice)}
        </p>
      )}
      {storeCredit && (
        <div className={styles.credit}>
          <p>{creditApplied ? t('creditApplied', { amount: money(String(Math.abs(Number(cart.storeCreditTotal))), cart.currency) }) : t('creditAvailable')}</p>
          <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => credit(!creditApplied)}>
            {creditApplied ? t('removeCredit') : t('useCredit')}
          </button>
        </div>
      )}
      {view.coveredByStoreCredit ? (
        <button type="button" className={styles.primaryButton} disabled={busy} onClick={payWithCredit}>
          {t('continue')}
        </button>
      ) : (
        <>
          {card && (
            <ActionForm binding={cardForm} className={styles.form}>
              {creditApplied && <p>{t('cardAmount', { amount: money(amountDue(cart), cart.currency) })}</p>}
              <p className={styles.hint}>{t('testCards')}</p>
              <Field name="name" label={t('name')} autoComplete="cc-name" />
              <Field name="number" label={t('number')} inputMode="numeric" autoComplete="cc-number" />
              <div className={styles.row}>
                <Field name="expiry" label={t('expiry')} placeholder={t('expiryPlaceholder')} inputMode="numeric" autoComplete="cc-exp" />
                <Field name="cvc" label={t('cvc')} inputMode="numeric" autoComplete="cc-csc" />
              </div>
              {failure && (
                <p className={styles.errorBox} role="alert">
                  {errorText(failure)}
                </p>
              )}
              <SubmitButton pending={cardForm.pending}>{t('continue')}</SubmitButton>
            </ActionForm>
          )}
          {stripe && (
            <button type="button" className={styles.secondaryButton} disabled={busy} onClick={payWithStripe}>
              {t('stripe')}
            </button>
          )}
        </>
      )}
      {failure && view.coveredByStoreCredit && (
        <p className={styles.errorBox} role="alert">
          {errorText(failure)}
        </p>
      )}
    </div>
  );
}
