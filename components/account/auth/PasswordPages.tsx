'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { resetPassword } from '@/lib/sign-in/actions';
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
  const openAuthentication = useUi((s) => s.openAuthentication);
  const router = useRouter();
  const [done, setDone] = useState(false);
  const binding = useActionForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
    action: (values) => resetPassword(values, token),
    onSuccess: () => setDone(true),
    messages: { namespace: 'auth.errors' },
  });
  const formError = formErrorText(binding);

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
    <ActionForm binding={binding} className={styles.form}>
      <p className={styles.body}>{t('resetIntro')}</p>
      <Field
        name="password"
        label={t('newPassword')}
        errorLabel={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      />
      <Field name="passwordConfirmation" label={t('passwordConfirmation')} type="password" autoComplete="new-password" />
      {formError && <p className={styles.formError} role="alert">{formError}</p>}
      <SubmitButton pending={binding.pending}>{t('resetSubmit')}</SubmitButton>
    </ActionForm>
  );
}
