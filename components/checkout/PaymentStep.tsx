'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { startStripeSession, submitPayment, toggleStoreCredit } from '@/lib/checkout/actions';
import { SubmitButton, TextField } from '@/components/forms/fields';
import { useCartErrorText, useMoney } from '@/components/cart/format';
import { cardSchema, type CardInput } from '@/lib/checkout/schema';
import type { CartError } from '@/lib/cart/errors';
import type { CheckoutView } from '@/lib/checkout/view';
import { useFieldText } from './useFieldText';
import styles from './Checkout.module.css';

const CARD_TYPE = 'Spree::Gateway::Bogus';
const STORE_CREDIT_TYPE = 'Spree::PaymentMethod::StoreCredit';

/**
 * Payment: store credit (signed-in shoppers who have some) applied or removed, then the card for what
 * is left — the service's test gateway — or, when the service lists Stripe, its hosted Checkout.
 */
export function PaymentStep({ view, onChange, signedIn }: { view: CheckoutView; onChange(view: CheckoutView): void; signedIn: boolean }) {
  const t = useTranslations('checkout.payment');
  const money = useMoney();
  const fieldText = useFieldText();
  const errorText = useCartErrorText();
  const [failure, setFailure] = useState<CartError | null>(null);
  const [busy, setBusy] = useState(false);
  const card = view.paymentMethods.find((m) => m.type === CARD_TYPE);
  const stripe = view.paymentMethods.find((m) => /stripe/i.test(m.type));
  const storeCredit = signedIn && view.paymentMethods.some((m) => m.type === STORE_CREDIT_TYPE);
  const { cart } = view;
  const creditApplied = Number(cart.storeCreditTotal) !== 0;
  const { register, handleSubmit, formState, setError } = useForm<CardInput, unknown, CardInput>({
    resolver: zodResolver(cardSchema) as never,
    mode: 'onTouched',
    defaultValues: { name: '', number: '', expiry: '', cvc: '' },
  });
  const errors = formState.errors;

  async function credit(use: boolean) {
    setBusy(true);
    setFailure(null);
    const result = await toggleStoreCredit(use);
    setBusy(false);
    if (result.ok) onChange({ ...result.view, step: 'payment' });
    else setFailure(result.error);
  }

  async function payByCard(values: CardInput) {
    setFailure(null);
    const result = await submitPayment({ kind: 'card', paymentMethodId: card!.id, card: values });
    if (result.ok) return onChange(result.view);
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (['name', 'number', 'expiry', 'cvc'].includes(field)) setError(field as keyof CardInput, { message });
    }
    setFailure(result.error.summary === 'invalid' ? null : result.error);
  }

  async function payWithCredit() {
    setBusy(true);
    const result = await submitPayment({ kind: 'storeCredit' });
    setBusy(false);
    if (result.ok) onChange(result.view);
    else setFailure(result.error);
  }

  async function payWithStripe() {
    setBusy(true);
    const result = await startStripeSession();
    if (result.ok) window.location.assign(result.url);
    else {
      setBusy(false);
      setFailure(result.error);
    }
  }

  return (
    <div className={styles.form}>
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
            <form className={styles.form} onSubmit={handleSubmit(payByCard)} noValidate>
              <p className={styles.hint}>{t('testCards')}</p>
              <TextField label={t('name')} autoComplete="cc-name" error={fieldText(errors.name?.message, t('name'))} {...register('name')} />
              <TextField label={t('number')} inputMode="numeric" autoComplete="cc-number" error={fieldText(errors.number?.message, t('number'))} {...register('number')} />
              <div className={styles.row}>
                <TextField label={t('expiry')} placeholder={t('expiryPlaceholder')} inputMode="numeric" autoComplete="cc-exp" error={fieldText(errors.expiry?.message, t('expiry'))} {...register('expiry')} />
                <TextField label={t('cvc')} inputMode="numeric" autoComplete="cc-csc" error={fieldText(errors.cvc?.message, t('cvc'))} {...register('cvc')} />
              </div>
              {failure && (
                <p className={styles.errorBox} role="alert">
                  {errorText(failure)}
                </p>
              )}
              <SubmitButton pending={formState.isSubmitting}>{t('continue')}</SubmitButton>
            </form>
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
