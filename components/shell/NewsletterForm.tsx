'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { newsletterSchema, type NewsletterInput, type NewsletterSignUp } from '@/lib/newsletter/schema';
import { SUBSCRIBED_KEY } from '@/lib/newsletter/layer-rules';
import { markEmailOptIn } from '@/lib/analytics/opt-in';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { postForm } from '@/lib/forms/post';
import { RECAPTCHA_ACTIONS } from '@/lib/recaptcha/actions';
import { warmRecaptcha } from '@/lib/recaptcha/client';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import styles from './NewsletterForm.module.css';

interface NewsletterFormProps {
  source: NewsletterSignUp['source'];
  submitLabel?: string;
  /** Replaces the built-in thank-you line, e.g. with the sign-up layer's own thank-you screen. */
  onSubscribed?: () => void;
}

/**
 * Newsletter sign-up (e-mail and consent), validated here and again by POST /api/newsletter. Its
 * words come with its code (lib/i18n/client-messages.ts); the placeholder keeps its height meanwhile.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  return (
    <MessagesFor namespaces={['newsletter']} fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <NewsletterFormFields {...props} />
    </MessagesFor>
  );
}

/** The form itself, inside a provider that holds the `newsletter` messages. */
export function NewsletterFormFields({ source, submitLabel, onSubscribed }: NewsletterFormProps) {
  const t = useTranslations('newsletter');
  const locale = useLocale();
  const [done, setDone] = useState(false);
  const binding = useActionForm<NewsletterInput, NewsletterSignUp>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '', source },
    action: (values) => postForm('/api/newsletter', values, locale, RECAPTCHA_ACTIONS.newsletter),
    onSuccess: () => {
      window.localStorage.setItem(SUBSCRIBED_KEY, '1');
      markEmailOptIn();
      if (onSubscribed) onSubscribed();
      else setDone(true);
    },
    // A rate limit (429) says so in the visitor's language; a refused check or anything else is the form's own sentence.
    reportEveryFailure: true,
    messages: { namespace: 'newsletter' },
  });
  const failure = formErrorText(binding);

  if (done) {
    return (
      <p className={styles.done} role="status">
        {t('thanks')}
      </p>
    );
  }
  return (
    <ActionForm binding={binding} className={styles.form} onFocus={warmRecaptcha}>
      <Field name="email" label={t('email')} type="email" autoComplete="email" />
      <Field kind="checkbox" name="consent" label={t('consent')} errorLabel={t('consentField')} />
      {failure && (
        <p className={styles.failed} role="alert">
          {failure}
        </p>
      )}
      <SubmitButton pending={binding.pending}>{submitLabel ?? t('subscribe')}</SubmitButton>
    </ActionForm>
  );
}
