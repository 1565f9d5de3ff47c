'use client';

import { useState } from 'react';
import { hasTradeHint } from '@/lib/trade/hint';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { CONTACT_TOPICS, contactSchema, type ContactInput, type ContactMessage } from '@/lib/contact/schema';
import { sendContactMessage } from '@/lib/contact/send';
import { RECAPTCHA_REFUSED } from '@/lib/recaptcha/actions';
import { warmRecaptcha } from '@/lib/recaptcha/client';
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField, useValidationText } from '@/components/forms/fields';
import type { ContactDetails } from './ContactDialog';
import styles from './ContactDialog.module.css';

/**
 * The contact dialog's content: client care's channels and the contact form of spec §3/§5. The same
 * zod schema validates here and in POST /api/contact; a failed send keeps everything typed.
 */
export function ContactPanel({ details, trade, onClose }: { details: ContactDetails; trade: boolean; onClose(): void }) {
  const t = useTranslations('contact');
  const tTrade = useTranslations('trade.contact');
  // Trade users, and visitors who opened the trade application today (the trade hint, spec §9).
  // The panel mounts on first open, in the browser only, so reading the cookie here is safe.
  const [forTrade] = useState(() => trade || (typeof document !== 'undefined' && hasTradeHint(document.cookie)));
  const tShell = useTranslations('shell');
  const locale = useLocale();
  const validationText = useValidationText();
  const [status, setStatus] = useState<'editing' | 'sent' | 'failed' | 'refused'>('editing');
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', orderNumber: '', message: '', phoneContact: false, phone: '', ...(forTrade ? { topic: 'tradeRequests' as const } : {}) },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, control, setError } = form;
  const errors = formState.errors;
  const wantsCall = useWatch({ control, name: 'phoneContact' });

  async function submit(values: ContactMessage) {
    const result = await sendContactMessage(values, locale);
    if (result.ok) {
      setStatus('sent');
      form.reset();
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors)) setError(field as keyof ContactInput, { message });
    setRefusal(result.refusal ?? null);
    setStatus(result.formError === RECAPTCHA_REFUSED ? 'refused' : 'failed');
  }

  if (status === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <p className={styles.thanksTitle}>{t('thanksTitle')}</p>
        <p>{t('thanksBody')}</p>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {tShell('close')}
        </button>
      </div>
    );
  }
  return (
    <>
      {forTrade && (
        <div className={styles.trade} data-testid="trade-sales-contact">
          <p className={styles.tradeTitle}>{tTrade('title')}</p>
          <p>
            {tTrade('body')} <a href={`mailto:${details.tradeEmail}`}>{details.tradeEmail}</a>
          </p>
        </div>
      )}
      <div className={styles.channels}>
        <p>
          {t('phone')} <a href={`tel:${details.phone.replace(/\s/g, '')}`}>{details.phone}</a> · {details.hours}
        </p>
        {details.whatsapp && (
          <p>
            WhatsApp{' '}
            <a href={`https://wa.me/${details.whatsapp.replace(/\D/g, '')}`} rel="noopener noreferrer" target="_blank">
              {details.whatsapp}
            </a>
          </p>
        )}
        <p>
          {t('email')} <a href={`mailto:${details.email}`}>{details.email}</a>
        </p>
      </div>
      <form className={styles.form} onSubmit={handleSubmit(submit)} onFocus={warmRecaptcha} noValidate>
        <TextField label={t('fields.name')} autoComplete="name" error={validationText(errors.name?.message, t('fields.name'))} {...register('name')} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={validationText(errors.email?.message, t('fields.email'))}
          {...register('email')}
        />
        <TextField
          label={t('fields.orderNumber')}
          optional={t('optional')}
          error={validationText(errors.orderNumber?.message, t('fields.orderNumber'))}
          {...register('orderNumber')}
        />
        <SelectField
          label={t('fields.topic')}
          placeholder={t('chooseTopic')}
          options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
          error={validationText(errors.topic?.message, t('fields.topic'))}
          {...register('topic')}
        />
        <TextAreaField label={t('fields.message')} rows={5} error={validationText(errors.message?.message, t('fields.message'))} {...register('message')} />
        <CheckboxField label={t('fields.phoneContact')} {...register('phoneContact')} />
        {wantsCall && (
          <TextField
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            error={validationText(errors.phone?.message, t('fields.phone'))}
            {...register('phone')}
          />
        )}
        {(status === 'failed' || status === 'refused') && (
          <p className={styles.failure} role="alert">
            {status === 'refused' ? t('recaptchaRefused') : (refusal ?? t('failed'))}
          </p>
        )}
        <SubmitButton pending={formState.isSubmitting}>{t('submit')}</SubmitButton>
      </form>
    </>
  );
}
