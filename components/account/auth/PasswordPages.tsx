'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { SubmitButton, TextField, useValidationText } from '@/components/forms/fields';
import { resetPassword } from '@/lib/auth/actions';
import { PASSWORD_MAX, PASSWORD_MIN, resetPasswordSchema, type ResetPasswordInput } from '@/lib/auth/schemas';
import { useUi } from '@/stores/ui-store';
import { useRouter } from '@/lib/i18n/navigation';
import { AuthenticationFlow } from './AuthenticationFlow';
import styles from './Auth.module.css';

/** /passwords: the forgot-password form on its own page (the panel has the same step). */
export function ForgotPasswordForm() {
  const router = useRouter();
  return <AuthenticationFlow initialStep="forgot" onSignedIn={() => router.push('/account')} />;
}

/** /passwords/{token}: choose a new password (PATCH passwords/{token}), then sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const text = useValidationText();
  const openAuthentication = useUi((s) => s.openAuthentication);
  const router = useRouter();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', passwordConfirmation: '' } });

  if (done) {
    return (
      <div className={styles.flow}>
        <p className={styles.notice} role="status">{t('resetDone')}</p>
        <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={() => openAuthentication(() => router.push('/account'))}>
          {t('signIn')}
        </button>
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        startTransition(async () => {
          setFormError(null);
          const result = await resetPassword(token, values);
          if (result.ok) return setDone(true);
          for (const [field, message] of Object.entries(result.errors)) {
            if (field === 'form') setFormError(message);
            else setError(field as keyof ResetPasswordInput, { message });
          }
        }),
      )}
    >
      <p className={styles.body}>{t('resetIntro')}</p>
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={text(formState.errors.password?.message, t('password'))}
        {...register('password')}
      />
      <TextField label={t('passwordConfirmation')} type="password" autoComplete="new-password" error={text(formState.errors.passwordConfirmation?.message, t('passwordConfirmation'))} {...register('passwordConfirmation')} />
      {formError && <p className={styles.formError} role="alert">{t(`errors.${formError}` as 'errors.resetInvalid')}</p>}
      <SubmitButton pending={pending}>{t('resetSubmit')}</SubmitButton>
    </form>
  );
}
