'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { emailStepSchema, forgotPasswordSchema, signInSchema, signUpSchema, PASSWORD_MAX, PASSWORD_MIN, type SignUpInput } from '@/lib/auth/schemas';
import { requestPasswordReset, signIn, signUp } from '@/lib/sign-in/actions';
import { RECAPTCHA_ACTIONS } from '@/lib/recaptcha/actions';
import { recaptchaToken, warmRecaptcha } from '@/lib/recaptcha/client';
import styles from './Auth.module.css';

/** Field codes are `validation` keys or shared codes; the form's own refusals are keys of `auth.errors`. */
const AUTH_MESSAGES = { namespace: 'auth.errors' };

function FormError({ text }: { text: string | null }) {
  return text ? <p className={styles.formError} role="alert">{text}</p> : null;
}

export function EmailStep({ email, onNext }: { email: string; onNext(email: string): void }) {
  const t = useTranslations('auth');
  const binding = useActionForm<{ email: string }>({
    resolver: zodResolver(emailStepSchema),
    defaultValues: { email },
    // Nothing to send: the e-mail step only leads on to sign-in.
    action: async () => ({ ok: true, data: undefined }),
    onSuccess: (_, values) => onNext(values.email),
    messages: AUTH_MESSAGES,
  });
  return (
    <ActionForm binding={binding} className={styles.form}>
      <p className={styles.lead}>{t('welcome')}</p>
      <p className={styles.body}>{t('emailIntro')}</p>
      <Field name="email" label={t('email')} type="email" autoComplete="email" />
      <SubmitButton>{t('continue')}</SubmitButton>
    </ActionForm>
  );
}

export function SignInStep({ email, onChangeEmail, onForgot, onSignUp, onSignedIn }: { email: string; onChangeEmail(): void; onForgot(): void; onSignUp(): void; onSignedIn(): void | Promise<void> }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const binding = useActionForm<{ email: string; password: string }>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: '' },
    action: (values) => signIn(values, locale),
    onSuccess: () => onSignedIn(),
    messages: AUTH_MESSAGES,
  });
  return (
    <ActionForm binding={binding} className={styles.form}>
      <p className={styles.lead}>{t('signInTitle')}</p>
      <div className={styles.email}>
        <span>{email}</span>
        <button type="button" className={styles.link} onClick={onChangeEmail}>
          {t('changeEmail')}
        </button>
      </div>
      <input type="hidden" autoComplete="username" {...binding.form.register('email')} />
      <Field name="password" label={t('password')} type="password" autoComplete="current-password" autoFocus />
      <FormError text={formErrorText(binding)} />
      <SubmitButton pending={binding.pending}>{t('signIn')}</SubmitButton>
      <button type="button" className={styles.link} onClick={onForgot}>
        {t('forgotPassword')}
      </button>
      <p className={styles.divider}>{t('newHere')}</p>
      <button type="button" className={styles.secondary} onClick={onSignUp}>
        {t('createAccount')}
      </button>
    </ActionForm>
  );
}

export function SignUpStep({ email, onSignIn, onSignedUp }: { email: string; onSignIn(): void; onSignedUp(): void | Promise<void> }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const binding = useActionForm<SignUpInput>({
    resolver: zodResolver(signUpSchema) as unknown as Resolver<SignUpInput>,
    defaultValues: { email, password: '', passwordConfirmation: '', commercialCommunication: false, personalizedCommunication: false },
    action: async (values) => signUp(values, locale, await recaptchaToken(RECAPTCHA_ACTIONS.signUp)),
    onSuccess: () => onSignedUp(),
    messages: AUTH_MESSAGES,
  });
  return (
    <ActionForm binding={binding} className={styles.form} onFocus={warmRecaptcha}>
      <p className={styles.lead}>{t('signUpTitle')}</p>
      <Field name="email" label={t('email')} type="email" autoComplete="email" />
      <Field name="password" label={t('password')} type="password" autoComplete="new-password" hint={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })} />
      <Field name="passwordConfirmation" label={t('passwordConfirmation')} type="password" autoComplete="new-password" />
      <Field kind="checkbox" name="commercialCommunication" label={t('commercialCommunication')} />
      <Field kind="checkbox" name="personalizedCommunication" label={t('personalizedCommunication')} />
      <FormError text={formErrorText(binding)} />
      <SubmitButton pending={binding.pending}>{t('createAccount')}</SubmitButton>
      <button type="button" className={styles.link} onClick={onSignIn}>
        {t('haveAccount')}
      </button>
    </ActionForm>
  );
}

export function ForgotStep({ email, onSent, onBack }: { email: string; onSent(email: string): void; onBack(): void }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const binding = useActionForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email },
    action: (values) => requestPasswordReset(values, locale),
    onSuccess: (_, values) => onSent(values.email),
    messages: AUTH_MESSAGES,
  });
  return (
    <ActionForm binding={binding} className={styles.form}>
      <p className={styles.lead}>{t('forgotTitle')}</p>
      <p className={styles.body}>{t('forgotIntro')}</p>
      <Field name="email" label={t('email')} type="email" autoComplete="email" />
      <FormError text={formErrorText(binding)} />
      <SubmitButton pending={binding.pending}>{t('sendResetLink')}</SubmitButton>
      <button type="button" className={styles.link} onClick={onBack}>
        {t('backToSignIn')}
      </button>
    </ActionForm>
  );
}
