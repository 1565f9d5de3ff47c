'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { CONTACT_TOPICS, contactSchema, type ContactInput, type ContactMessage } from '@/lib/contact/schema';
import { sendContactMessage } from '@/lib/contact/send';
import { RECAPTCHA_REFUSED } from '@/lib/recaptcha/actions';
import { warmRecaptcha } from '@/lib/recaptcha/client';
import { SelectField, SubmitButton, TextAreaField, TextField, useValidationText } from '@/components/forms/fields';
import styles from './ChatPanel.module.css';

/**
 * The chat's conversation: client care's greeting, then the shopper's message. It is the contact
 * form's schema and route (POST /api/contact), shown as a conversation; replies come by e-mail.
 */
export function ChatPanel() {
  const t = useTranslations('chat');
  const tContact = useTranslations('contact');
  const locale = useLocale();
  const validationText = useValidationText();
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const [failed, setFailed] = useState<false | 'failed' | 'refused'>(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', orderNumber: '', message: '', phoneContact: false, phone: '' },
    mode: 'onTouched',
  });
  const errors = formState.errors;

  async function submit(values: ContactMessage) {
    const result = await sendContactMessage(values, locale);
    if (result.ok) {
      setSent(values);
      setFailed(false);
      reset();
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors)) setError(field as keyof ContactInput, { message });
    setRefusal(result.refusal ?? null);
    setFailed(result.formError === RECAPTCHA_REFUSED ? 'refused' : 'failed');
  }

  return (
    <div className={styles.chat}>
      <ol className={styles.conversation} aria-label={t('conversation')}>
        <li className={styles.fromCare}>{t('greeting')}</li>
        {sent && (
          <>
            <li className={styles.fromShopper}>{sent.message}</li>
            <li className={styles.fromCare} role="status">
              {t('received', { name: sent.name, email: sent.email })}
            </li>
          </>
        )}
      </ol>
      {sent ? (
        <button type="button" className={styles.again} onClick={() => setSent(null)}>
          {t('another')}
        </button>
      ) : (
        <form className={styles.form} onSubmit={handleSubmit(submit)} onFocus={warmRecaptcha} noValidate>
          <TextAreaField label={t('message')} rows={4} error={validationText(errors.message?.message, t('message'))} {...register('message')} />
          <SelectField
            label={tContact('fields.topic')}
            placeholder={tContact('chooseTopic')}
            options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: tContact(`topics.${topic}`) }))}
            error={validationText(errors.topic?.message, tContact('fields.topic'))}
            {...register('topic')}
          />
          <TextField label={tContact('fields.name')} autoComplete="name" error={validationText(errors.name?.message, tContact('fields.name'))} {...register('name')} />
          <TextField
            label={tContact('fields.email')}
            type="email"
            autoComplete="email"
            hint={t('replyByEmail')}
            error={validationText(errors.email?.message, tContact('fields.email'))}
            {...register('email')}
          />
          {failed && (
            <p className={styles.failure} role="alert">
              {failed === 'refused' ? tContact('recaptchaRefused') : (refusal ?? tContact('failed'))}
            </p>
          )}
          <SubmitButton pending={formState.isSubmitting}>{t('send')}</SubmitButton>
        </form>
      )}
    </div>
  );
}
