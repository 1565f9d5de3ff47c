'use client';

import { useState } from 'react';
import { hasTradeHint } from '@/lib/trade/hint';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { CONTACT_TOPICS, contactSchema, type ContactInput, type ContactMessage } from '@/lib/contact/schema';
import { sendContactMessage } from '@/lib/contact/send';
import { warmRecaptcha } from '@/lib/recaptcha/client';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
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
  const [sent, setSent] = useState(false);
  const binding = useActionForm<ContactInput, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', orderNumber: '', message: '', phoneContact: false, phone: '', ...(forTrade ? { topic: 'tradeRequests' as const } : {}) },
    mode: 'onTouched',
    action: (values) => sendContactMessage(values, locale),
    onSuccess: () => {
      setSent(true);
      binding.form.reset();
    },
    reportEveryFailure: true,
    messages: { namespace: 'contact' },
  });
  const wantsCall = useWatch({ control: binding.form.control, name: 'phoneContact' });
  const failure = formErrorText(binding);

  if (sent) {
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
      <ActionForm binding={binding} className={styles.form} onFocus={warmRecaptcha}>
        <Field name="name" label={t('fields.name')} autoComplete="name" />
        <Field name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <Field name="orderNumber" label={t('fields.orderNumber')} optional={t('optional')} />
        <Field
          kind="select"
          name="topic"
          label={t('fields.topic')}
          placeholder={t('chooseTopic')}
          options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
        />
        <Field kind="textarea" name="message" label={t('fields.message')} rows={5} />
        <Field kind="checkbox" name="phoneContact" label={t('fields.phoneContact')} />
        {wantsCall && <Field name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />}
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <SubmitButton pending={binding.pending}>{t('submit')}</SubmitButton>
      </ActionForm>
    </>
  );
}
