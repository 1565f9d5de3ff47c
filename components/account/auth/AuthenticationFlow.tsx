'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { SocialProvider } from '@/lib/auth/social';
import { EmailStep, ForgotStep, SignInStep, SignUpStep } from './AuthSteps';
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
