'use client';

import { usePrice } from '@/components/ui/Price';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { submitDelivery } from '@/lib/checkout/actions';
import { SubmitButton } from '@/components/forms/fields';
import { useCartErrorText } from '@/components/cart/format';
import type { CartError } from '@/lib/model/cart';
import type { StepProps } from './CheckoutFlow';
import { orderFailureOf } from '@/lib/checkout/result';
import styles from './Checkout.module.css';

/** Delivery methods from the order's shipping rates (spec §7), one choice for every shipment. */
export function DeliveryStep({ view, onChange }: StepProps) {
  const t = useTranslations('checkout.delivery');
  const money = usePrice();
  const errorText = useCartErrorText();
  const [chosen, setChosen] = useState(view.deliveryMethods.find((m) => m.selected)?.shippingMethodId ?? view.deliveryMethods[0]?.shippingMethodId ?? '');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<CartError | null>(null);
  const currency = view.cart.currency;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    const result = await submitDelivery(chosen);
    setPending(false);
    if (result.ok) onChange(result.data);
    else setFailure(orderFailureOf(result.error));
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('legend')}</legend>
        {view.deliveryMethods.map((m) => (
          <label key={m.shippingMethodId} className={styles.choice}>
            <input type="radio" name="delivery" value={m.shippingMethodId} checked={chosen === m.shippingMethodId} onChange={() => setChosen(m.shippingMethodId)} />
            <span className={styles.choiceName}>{m.name}</span>
            <span className={styles.choicePrice}>{Number(m.cost) === 0 ? t('free') : money(m.cost, currency)}</span>
          </label>
        ))}
      </fieldset>
      {view.shipments.length > 1 && <p className={styles.hint}>{t('shipments', { count: view.shipments.length })}</p>}
      <ul className={styles.shipments}>
        {view.shipments.map((s) => (
          <li key={s.id}>{t('from', { place: s.stockLocationName })}</li>
        ))}
      </ul>
      {failure && (
        <p className={styles.errorBox} role="alert">
          {errorText(failure)}
        </p>
      )}
      <SubmitButton pending={pending}>{t('continue')}</SubmitButton>
    </form>
  );
}
