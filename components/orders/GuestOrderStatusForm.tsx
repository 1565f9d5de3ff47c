'use client';

import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { PAYMENT_STATES, SHIPMENT_STATES } from '@/lib/orders/states';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { postForm } from '@/lib/forms/post';
import { guestOrderStatusSchema, type GuestOrderStatus, type GuestOrderStatusInput } from '@/lib/orders/order-status-schema';
import styles from './GuestOrderStatus.module.css';

/** The guest order-status lookup: order number and e-mail → the order's states (POST /api/order-status); `?number=` fills the number. */
export function GuestOrderStatusForm() {
  const t = useTranslations('routes.orderStatus');
  const locale = useLocale();
  const format = useFormatter();
  const [status, setStatus] = useState<GuestOrderStatus | null>(null);
  const binding = useActionForm<GuestOrderStatusInput, GuestOrderStatusInput, GuestOrderStatus>({
    resolver: zodResolver(guestOrderStatusSchema),
    defaultValues: { number: '', email: '' },
    onStart: () => setStatus(null),
    action: (values) => postForm<GuestOrderStatus>('/api/order-status', values, locale),
    onSuccess: (found) => setStatus(found),
    // Its own words (order not found, too many attempts) from routes.orderStatus, 'failed' for anything else.
    messages: { namespace: 'routes.orderStatus' },
  });
  const formError = formErrorText(binding);
  // The order confirmation e-mail links here with its number (?number=R…): the guest adds the e-mail.
  // Read in the browser, so the page stays one cached page for every order.
  const { setValue } = binding.form;
  useEffect(() => {
    const number = new URLSearchParams(window.location.search).get('number')?.trim().slice(0, 32);
    if (number) setValue('number', number);
  }, [setValue]);

  const shipmentText = (value: string) => (SHIPMENT_STATES.has(value) ? t(`shipment.${value}`) : value);
  const paymentText = (value: string) => (PAYMENT_STATES.has(value) ? t(`payment.${value}`) : value);

  return (
    <ActionForm binding={binding} className={styles.form} aria-describedby={formError ? 'order-status-error' : undefined}>
      <Field name="number" label={t('number')} autoComplete="off" placeholder="R123456789" />
      <Field name="email" label={t('email')} type="email" autoComplete="email" />
      <SubmitButton pending={binding.pending}>{t('submit')}</SubmitButton>
      {formError && (
        <p id="order-status-error" className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <div role="status" className={styles.result}>
        {status && (
          <dl>
            <div>
              <dt>{t('number')}</dt>
              <dd>{status.number}</dd>
            </div>
            {status.completedAt && (
              <div>
                <dt>{t('placedOn')}</dt>
                <dd>{format.dateTime(new Date(status.completedAt), 'long')}</dd>
              </div>
            )}
            <div>
              <dt>{t('shipmentLabel')}</dt>
              <dd>{shipmentText(status.shipmentState)}</dd>
            </div>
            <div>
              <dt>{t('paymentLabel')}</dt>
              <dd>{paymentText(status.paymentState)}</dd>
            </div>
          </dl>
        )}
      </div>
    </ActionForm>
  );
}
