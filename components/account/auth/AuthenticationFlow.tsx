'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, SubmitButton, TextField, useValidationText } from '@/components/forms/fields';
import { emailStepSchema, forgotPasswordSchema, signInSchema, signUpSchema, PASSWORD_MAX, PASSWORD_MIN, type SignUpInput } from '@/lib/auth/schemas';
import { requestPasswordReset, signIn, signUp, type AuthResult } from '@/lib/auth/actions';
import type { SocialProvider } from '@/lib/auth/social';
import { RECAPTCHA_ACTIONS } from '@/lib/recaptcha/actions';
import { recaptchaToken, warmRecaptcha } from '@/lib/recaptcha/client';
import styles from './Auth.module.css';

export type AuthStep = 'email' | 'signIn' | 'signUp' | 'forgot' | 'forgotSent' | 'thankYou';

interface Props {
  /** Called once the shopper is signed in (after sign-in, or after sign-up's thank-you). */
  onSignedIn(kind: 'signIn' | 'signUp'): void | Promise<void>;
  /** Closes whatever holds the flow (the panel), from the thank-you state. */
  onDone?(): void;
  socialProviders?: SocialProvider[];
  /** Extra message after sign-in, e.g. the trade login's note for a consumer account. */
  notice?: string | null;
  initialStep?: AuthStep;
}

/** Puts the server's error keys on the form: fields get `validation` keys, `form` an `auth` key. */
function useServerErrors() {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clear: () => setFormError(null),
    apply(result: AuthResult, setError: (name: never, error: { message: string }) => void) {
      if (result.ok) return;
      for (const [field, message] of Object.entries(result.errors)) {
        if (field === 'form') setFormError(message);
        else setError(field as never, { message });
      }
    },
  };
}

/**
 * Spec §2 account panel: e-mail first, then sign in or create an account (the consents start
 * unticked), forgot password and a thank-you after sign-up; social login buttons for configured
 * providers only. The commerce API has no e-mail lookup that would not tell strangers who shops
 * here, so the e-mail step leads to sign-in and offers account creation with the e-mail kept.
 */
export function AuthenticationFlow({ onSignedIn, onDone, socialProviders = [], notice, initialStep = 'email' }: Props) {
  const t = useTranslations('auth');
  const [step, setStep] = useState<AuthStep>(initialStep);
  const [email, setEmail] = useState('');

  return (
    <div className={styles.flow} data-step={step}>
      {step === 'email' && (
        <EmailStep
          email={email}
          onNext={(value) => {
            setEmail(value);
            setStep('signIn');
          }}
        />
      )}
      {step === 'signIn' && (
        <SignInStep
          email={email}
          onChangeEmail={() => setStep('email')}
          onForgot={() => setStep('forgot')}
          onSignUp={() => setStep('signUp')}
          onSignedIn={() => onSignedIn('signIn')}
        />
      )}
      {step === 'signUp' && (
        <SignUpStep
          email={email}
          onSignIn={() => setStep('signIn')}
          onSignedUp={async () => {
            await onSignedIn('signUp');
            setStep('thankYou');
          }}
        />
      )}
      {step === 'forgot' && <ForgotStep email={email} onSent={(value) => { setEmail(value); setStep('forgotSent'); }} onBack={() => setStep('signIn')} />}
      {step === 'forgotSent' && (
        <>
          <p className={styles.lead}>{t('forgotSentTitle')}</p>
          <p className={styles.body} role="status">{t('forgotSentBody', { email })}</p>
          <button type="button" className={styles.secondary} onClick={() => setStep('signIn')}>
            {t('backToSignIn')}
          </button>
        </>
      )}
      {step === 'thankYou' && (
        <>
          <p className={styles.lead}>{t('thankYouTitle')}</p>
          <p className={styles.body} role="status">{t('thankYouBody')}</p>
          {onDone && (
            <button type="button" className={styles.secondary} onClick={onDone}>
              {t('continue')}
            </button>
          )}
        </>
      )}
      {notice && <p className={styles.notice} role="status">{notice}</p>}
      {(step === 'email' || step === 'signIn') && socialProviders.length > 0 && (
        <div className={styles.social}>
          <p className={styles.divider}>{t('or')}</p>
          {socialProviders.map((provider) => (
            <a key={provider.id} href={provider.url} className={styles.secondary}>
              {t('continueWith', { provider: provider.label })}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

function EmailStep({ email, onNext }: { email: string; onNext(email: string): void }) {
  const t = useTranslations('auth');
  const text = useValidationText();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(emailStepSchema), defaultValues: { email } });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => onNext(values.email))}>
      <p className={styles.lead}>{t('welcome')}</p>
      <p className={styles.body}>{t('emailIntro')}</p>
      <TextField label={t('email')} type="email" autoComplete="email" error={text(formState.errors.email?.message, t('email'))} {...register('email')} />
      <SubmitButton>{t('continue')}</SubmitButton>
    </form>
  );
}

function SignInStep({ email, onChangeEmail, onForgot, onSignUp, onSignedIn }: { email: string; onChangeEmail(): void; onForgot(): void; onSignUp(): void; onSignedIn(): void | Promise<void> }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const text = useValidationText();
  const [pending, startTransition] = useTransition();
  const server = useServerErrors();
  const { register, handleSubmit, formState, setError } = useForm<{ email: string; password: string }>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: '' },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        startTransition(async () => {
          server.clear();
          const result = await signIn(values, locale);
          if (result.ok) await onSignedIn();
          else server.apply(result, setError as never);
        }),
      )}
    >
      <p className={styles.lead}>{t('signInTitle')}</p>
      <div className={styles.email}>
        <span>{email}</span>
        <button type="button" className={styles.link} onClick={onChangeEmail}>
          {t('changeEmail')}
        </button>
      </div>
      <input type="hidden" autoComplete="username" {...register('email')} />
      <TextField label={t('password')} type="password" autoComplete="current-password" autoFocus error={text(formState.errors.password?.message, t('password'))} {...register('password')} />
      {server.formError && <p className={styles.formError} role="alert">{t(`errors.${server.formError}` as 'errors.invalidCredentials')}</p>}
      <SubmitButton pending={pending}>{t('signIn')}</SubmitButton>
      <button type="button" className={styles.link} onClick={onForgot}>
        {t('forgotPassword')}
      </button>
      <p className={styles.divider}>{t('newHere')}</p>
      <button type="button" className={styles.secondary} onClick={onSignUp}>
        {t('createAccount')}
      </button>
    </form>
  );
}

function SignUpStep({ email, onSignIn, onSignedUp }: { email: string; onSignIn(): void; onSignedUp(): void | Promise<void> }) {
  const t = useTranslations('auth');
  const text = useValidationText();
  const locale = useLocale();
  const [pending, startTransition] = useTransition();
  const server = useServerErrors();
  const { register, handleSubmit, formState, setError } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email, password: '', passwordConfirmation: '', commercialCommunication: false, personalizedCommunication: false },
  });
  const e = formState.errors;
  return (
    <form
      className={styles.form}
      noValidate
      onFocus={warmRecaptcha}
      onSubmit={handleSubmit((values) =>
        startTransition(async () => {
          server.clear();
          const result = await signUp(values, locale, await recaptchaToken(RECAPTCHA_ACTIONS.signUp));
          if (result.ok) await onSignedUp();
          else server.apply(result, setError as never);
        }),
      )}
    >
      <p className={styles.lead}>{t('signUpTitle')}</p>
      <TextField label={t('email')} type="email" autoComplete="email" error={e.email?.message === 'emailTaken' ? t('errors.emailTaken') : text(e.email?.message, t('email'))} {...register('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={text(e.password?.message, t('password'))}
        {...register('password')}
      />
      <TextField label={t('passwordConfirmation')} type="password" autoComplete="new-password" error={text(e.passwordConfirmation?.message, t('passwordConfirmation'))} {...register('passwordConfirmation')} />
      <CheckboxField label={t('commercialCommunication')} {...register('commercialCommunication')} />
      <CheckboxField label={t('personalizedCommunication')} {...register('personalizedCommunication')} />
      {server.formError && <p className={styles.formError} role="alert">{t(`errors.${server.formError}` as 'errors.signUpFailed')}</p>}
      <SubmitButton pending={pending}>{t('createAccount')}</SubmitButton>
      <button type="button" className={styles.link} onClick={onSignIn}>
        {t('haveAccount')}
      </button>
    </form>
  );
}

function ForgotStep({ email, onSent, onBack }: { email: string; onSent(email: string): void; onBack(): void }) {
  const t = useTranslations('auth');
  const text = useValidationText();
  const [pending, startTransition] = useTransition();
  const server = useServerErrors();
  const { register, handleSubmit, formState, setError } = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email } });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        startTransition(async () => {
          server.clear();
          const result = await requestPasswordReset(values);
          if (result.ok) onSent(values.email);
          else server.apply(result, setError as never);
        }),
      )}
    >
      <p className={styles.lead}>{t('forgotTitle')}</p>
      <p className={styles.body}>{t('forgotIntro')}</p>
      <TextField label={t('email')} type="email" autoComplete="email" error={text(formState.errors.email?.message, t('email'))} {...register('email')} />
      {server.formError && <p className={styles.formError} role="alert">{t(`errors.${server.formError}` as 'errors.unavailable')}</p>}
      <SubmitButton pending={pending}>{t('sendResetLink')}</SubmitButton>
      <button type="button" className={styles.link} onClick={onBack}>
        {t('backToSignIn')}
      </button>
    </form>
  );
}
