'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { SubmitButton, TextField, useValidationText } from '@/components/forms/fields';
import { guestOrderStatusSchema, type GuestOrderStatus, type GuestOrderStatusInput } from '@/lib/orders/order-status-schema';
import styles from './GuestOrderStatus.module.css';

const FORM_ERRORS = ['orderNotFound', 'rateLimited', 'failed'] as const;
type FormError = (typeof FORM_ERRORS)[number];

/** The guest order-status lookup: order number and e-mail → the order's states (POST /api/order-status). */
export function GuestOrderStatusForm() {
  const t = useTranslations('routes.orderStatus');
  const text = useValidationText();
  const locale = useLocale();
  const format = useFormatter();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<GuestOrderStatus | null>(null);
  const [formError, setFormError] = useState<{ key: FormError; message?: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<GuestOrderStatusInput>({
    resolver: zodResolver(guestOrderStatusSchema),
    defaultValues: { number: '', email: '' },
  });
  const numberError = formState.errors.number?.message;

  const onSubmit = handleSubmit((values) =>
    startTransition(async () => {
      setStatus(null);
      setFormError(null);
      try {
        const response = await fetch('/api/order-status', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...values, locale }),
        });
        const body = (await response.json().catch(() => ({}))) as { status?: GuestOrderStatus; errors?: { form?: string }; message?: string };
        if (response.ok && body.status) return setStatus(body.status);
        const key = FORM_ERRORS.find((k) => k === body.errors?.form) ?? 'failed';
        setFormError({ key, message: body.message });
      } catch {
        setFormError({ key: 'failed' });
      }
    }),
  );

  const stateText = (group: 'shipment' | 'payment', value: string) => (t.has(`${group}.${value}`) ? t(`${group}.${value}`) : value);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-describedby={formError ? 'order-status-error' : undefined}>
      <TextField
        label={t('number')}
        autoComplete="off"
        placeholder="R123456789"
        error={numberError === 'orderNumberInvalid' ? t('numberInvalid') : text(numberError, t('number'))}
        {...register('number')}
      />
      <TextField label={t('email')} type="email" autoComplete="email" error={text(formState.errors.email?.message, t('email'))} {...register('email')} />
      <SubmitButton pending={pending}>{t('submit')}</SubmitButton>
      {formError && (
        <p id="order-status-error" className={styles.error} role="alert">
          {formError.key === 'rateLimited' && formError.message ? formError.message : t(formError.key)}
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
              <dd>{stateText('shipment', status.shipmentState)}</dd>
            </div>
            <div>
              <dt>{t('paymentLabel')}</dt>
              <dd>{stateText('payment', status.paymentState)}</dd>
            </div>
          </dl>
        )}
      </div>
    </form>
  );
}
