'use client';

import { useMemo, useState, useTransition } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { SHIPMENT_STATES } from '@/lib/orders/states';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { orderNumberSchema, type ProfileInput } from '@/lib/auth/schemas';
import { signOut } from '@/lib/sign-in/actions';
import { changePassword, deleteCard, lookupOrderStatus, updateProfile, type OrderStatus } from '@/lib/account/actions';
import { emailChanged, passwordChangeSchema, profileUpdateSchema, type PasswordChangeInput, type ProfileUpdateInput } from '@/lib/account/profile';
import { useRouter } from '@/lib/i18n/navigation';
import { useUi } from '@/stores/ui-store';
import { loadVisitor } from '@/stores/visitor-store';
import { useFavorites } from './lists/favorites-store';
import styles from './Account.module.css';

/** Signs out (revokes the tokens, clears the cookies) and goes home with a fresh shell. */
export function SignOutButton() {
  const t = useTranslations('account');
  const router = useRouter();
  const setSignedIn = useFavorites((s) => s.setSignedIn);
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            setFailed(false);
            const result = await signOut();
            if (!result.ok) {
              setFailed(true);
              return;
            }
            setSignedIn(false);
            void loadVisitor();
            router.push('/');
            router.refresh();
          })
        }
      >
        {t('signOut')}
      </button>
      {failed && (
        <p className={styles.error} role="alert">
          {t('signOutFailed')}
        </p>
      )}
    </>
  );
}

/** For a guest on an account page: the panel opens here instead of a login page (spec §2 /login). */
export function SignInPrompt() {
  const t = useTranslations('account');
  const router = useRouter();
  const openAuthentication = useUi((s) => s.openAuthentication);
  return (
    <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => openAuthentication(() => router.refresh())}>
      {t('signInToContinue')}
    </button>
  );
}

/**
 * `pendingEmail`: a new e-mail waiting for its confirmation link (issue 36): the account keeps its
 * e-mail until the link sent there is followed, and the form says where it went.
 */
export function ProfileForm({ initial, pendingEmail: initialPending = null }: { initial: ProfileInput; pendingEmail?: string | null }) {
  const t = useTranslations('account.profile');
  const ta = useTranslations('auth');
  const te = useTranslations('account.emailChange');
  const locale = useLocale();
  const [saved, setSaved] = useState(false);
  const [pendingEmail, setPendingEmail] = useState(initialPending);
  // The e-mail saved last: changing it away from this one asks for the current password.
  const [savedEmail, setSavedEmail] = useState(initial.email);
  const schema = useMemo(() => profileUpdateSchema(savedEmail), [savedEmail]);
  const binding = useActionForm<ProfileUpdateInput, ProfileUpdateInput, { pendingEmail: string | null }>({
    resolver: zodResolver(schema),
    defaultValues: { ...initial, currentPassword: '' },
    action: (values) => updateProfile(values, locale),
    onStart: () => setSaved(false),
    onSuccess: (data, values) => {
      if (data.pendingEmail) {
        // Still the account's e-mail until the new one is confirmed.
        setPendingEmail(data.pendingEmail);
        binding.form.resetField('email', { defaultValue: savedEmail });
      } else {
        setSavedEmail(values.email.trim());
      }
      binding.form.resetField('currentPassword', { defaultValue: '' });
      setSaved(true);
    },
  });
  // Any refusal of the whole form reads as this form's own "could not save".
  const failed = binding.formError !== null;
  const askPassword = emailChanged(savedEmail, useWatch({ control: binding.form.control, name: 'email' }) ?? '');
  return (
    <ActionForm binding={binding} className={styles.form}>
      <div className={styles.pair}>
        <Field name="firstName" label={t('firstName')} autoComplete="given-name" />
        <Field name="lastName" label={t('lastName')} autoComplete="family-name" />
      </div>
      <Field name="email" label={ta('email')} type="email" autoComplete="email" />
      {askPassword && <Field name="currentPassword" label={te('currentPassword')} type="password" autoComplete="current-password" hint={te('hint')} />}
      {pendingEmail && (
        <p className={styles.muted} data-testid="pending-email">
          {te('pending', { email: pendingEmail })}
        </p>
      )}
      <Field kind="checkbox" name="commercialCommunication" label={ta('commercialCommunication')} />
      <Field kind="checkbox" name="personalizedCommunication" label={ta('personalizedCommunication')} />
      <div className={styles.row}>
        <SubmitButton pending={binding.pending}>{t('save')}</SubmitButton>
        <p className={failed ? styles.error : styles.status} role="status">
          {saved ? t('saved') : failed ? t('failed') : ''}
        </p>
      </div>
    </ActionForm>
  );
}

/** A new password behind the current one; the service signs out every other session (issue 36). */
export function PasswordForm() {
  const t = useTranslations('account.passwordChange');
  const te = useTranslations('account.emailChange');
  const [saved, setSaved] = useState(false);
  const empty: PasswordChangeInput = { currentPassword: '', password: '', passwordConfirmation: '' };
  const binding = useActionForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
    action: changePassword,
    messages: { namespace: 'account.passwordChange', aliases: { signedOut: 'failed' } },
    onStart: () => setSaved(false),
    onSuccess: () => {
      binding.form.reset(empty);
      setSaved(true);
    },
  });
  const failed = binding.formError !== null;
  return (
    <ActionForm binding={binding} className={styles.form}>
      <Field name="currentPassword" label={te('currentPassword')} type="password" autoComplete="current-password" />
      <Field name="password" label={t('newPassword')} type="password" autoComplete="new-password" />
      <Field name="passwordConfirmation" label={t('confirmPassword')} type="password" autoComplete="new-password" />
      <div className={styles.row}>
        <SubmitButton pending={binding.pending}>{t('save')}</SubmitButton>
        <p className={failed ? styles.error : styles.status} role="status">
          {saved ? t('saved') : failed ? binding.text.form(binding.formError!) : ''}
        </p>
      </div>
    </ActionForm>
  );
}

export function DeleteCardButton({ id, label }: { id: string; label: string }) {
  const t = useTranslations('account.cards');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={styles.link}
      disabled={pending}
      aria-label={t('deleteCard', { card: label })}
      onClick={() =>
        startTransition(async () => {
          if (!window.confirm(t('confirmDelete', { card: label }))) return;
          await deleteCard(id);
          router.refresh();
        })
      }
    >
      {t('delete')}
    </button>
  );
}

/** Spec: order status lookup by order number (GET order_status/{number} with the shopper's bearer). */
export function OrderStatusLookup() {
  const t = useTranslations('account.orderStatus');
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const binding = useActionForm<{ number: string }, { number: string }, OrderStatus>({
    resolver: zodResolver(orderNumberSchema),
    defaultValues: { number: '' },
    action: lookupOrderStatus,
    onStart: () => setStatus(null),
    onSuccess: (data) => setStatus(data),
    // Every refusal is about the number: it goes on the field, in this form's words.
    onFailure: (errors) => binding.form.setError('number', { message: errors.number ?? errors.form ?? 'failed' }),
    fieldOf: () => null,
    messages: { namespace: 'account.orderStatus', aliases: { orderNotFound: 'notFound', signedOut: 'failed' } },
  });
  return (
    <ActionForm binding={binding} className={styles.form}>
      <Field name="number" label={t('number')} />
      <SubmitButton pending={binding.pending}>{t('lookUp')}</SubmitButton>
      <div role="status">
        {status && (
          <p className={styles.muted}>
            {t('result', { number: status.number, shipment: SHIPMENT_STATES.has(status.shipmentState) ? t(`states.${status.shipmentState}`) : status.shipmentState })}
          </p>
        )}
      </div>
    </ActionForm>
  );
}
