'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { newsletterSchema, type NewsletterInput, type NewsletterSignUp } from '@/lib/newsletter/schema';
import { SUBSCRIBED_KEY } from '@/lib/newsletter/layer-rules';
import { CheckboxField, SubmitButton, TextField, useValidationText } from '@/components/forms/fields';
import styles from './NewsletterForm.module.css';

/** Newsletter sign-up (e-mail and consent), validated here and again by POST /api/newsletter. */
export function NewsletterForm({
  source,
  submitLabel,
  onSubscribed,
}: {
  source: NewsletterSignUp['source'];
  submitLabel?: string;
  /** Replaces the built-in thank-you line, e.g. with the sign-up layer's own thank-you screen. */
  onSubscribed?: () => void;
}) {
  const t = useTranslations('newsletter');
  const locale = useLocale();
  const validationText = useValidationText();
  const [status, setStatus] = useState<'editing' | 'done' | 'failed'>('editing');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewsletterInput, unknown, NewsletterSignUp>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '', source },
  });

  async function submit(values: NewsletterSignUp) {
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...values, locale }),
    }).catch(() => null);
    if (!response?.ok) {
      // A rate limit (429) says so in the visitor's language; anything else is the form's own failure.
      const body = response?.status === 429 ? ((await response.json().catch(() => ({}))) as { message?: unknown }) : {};
      setRefusal(typeof body.message === 'string' ? body.message : null);
      return setStatus('failed');
    }
    window.localStorage.setItem(SUBSCRIBED_KEY, '1');
    if (onSubscribed) onSubscribed();
    else setStatus('done');
  }

  if (status === 'done') {
    return (
      <p className={styles.done} role="status">
        {t('thanks')}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      <TextField label={t('email')} type="email" autoComplete="email" error={validationText(formState.errors.email?.message, t('email'))} {...register('email')} />
      <CheckboxField label={t('consent')} error={validationText(formState.errors.consent?.message, t('consentField'))} {...register('consent')} />
      {status === 'failed' && (
        <p className={styles.failed} role="alert">
          {refusal ?? t('failed')}
        </p>
      )}
      <SubmitButton pending={formState.isSubmitting}>{submitLabel ?? t('subscribe')}</SubmitButton>
    </form>
  );
}
