'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { newsletterSchema, type NewsletterInput, type NewsletterSignUp } from '@/lib/newsletter/schema';
import { SUBSCRIBED_KEY } from '@/lib/newsletter/layer-rules';
import { markEmailOptIn } from '@/lib/analytics/opt-in';
import { CheckboxField, SubmitButton, TextField, useValidationText } from '@/components/forms/fields';
import { postForm } from '@/lib/forms/post';
import { RECAPTCHA_ACTIONS, RECAPTCHA_REFUSED } from '@/lib/recaptcha/actions';
import { warmRecaptcha } from '@/lib/recaptcha/client';
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
  const [status, setStatus] = useState<'editing' | 'done' | 'failed' | 'refused'>('editing');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewsletterInput, unknown, NewsletterSignUp>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '', source },
  });

  async function submit(values: NewsletterSignUp) {
    const result = await postForm('/api/newsletter', values, locale, RECAPTCHA_ACTIONS.newsletter);
    if (!result.ok) {
      // A rate limit (429) says so in the visitor's language; a refused check or anything else is the form's own sentence.
      setRefusal(result.refusal ?? null);
      return setStatus(result.formError === RECAPTCHA_REFUSED ? 'refused' : 'failed');
    }
    window.localStorage.setItem(SUBSCRIBED_KEY, '1');
    markEmailOptIn();
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
    <form className={styles.form} onSubmit={handleSubmit(submit)} onFocus={warmRecaptcha} noValidate>
      <TextField label={t('email')} type="email" autoComplete="email" error={validationText(formState.errors.email?.message, t('email'))} {...register('email')} />
      <CheckboxField label={t('consent')} error={validationText(formState.errors.consent?.message, t('consentField'))} {...register('consent')} />
      {(status === 'failed' || status === 'refused') && (
        <p className={styles.failed} role="alert">
          {status === 'refused' ? t('recaptchaRefused') : (refusal ?? t('failed'))}
        </p>
      )}
      <SubmitButton pending={formState.isSubmitting}>{submitLabel ?? t('subscribe')}</SubmitButton>
    </form>
  );
}
