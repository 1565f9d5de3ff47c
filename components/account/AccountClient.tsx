'use client';

import { useMemo, useState, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { CheckboxField, SubmitButton, TextField, useValidationText } from '@/components/forms/fields';
import { orderNumberSchema, type ProfileInput } from '@/lib/auth/schemas';
import { signOut } from '@/lib/auth/actions';
import { deleteCard, lookupOrderStatus, updateProfile, type OrderStatus } from '@/lib/account/actions';
import { emailChanged, profileUpdateSchema, type ProfileUpdateInput } from '@/lib/account/profile';
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
  return (
    <button
      type="button"
      className={styles.button}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await signOut();
          setSignedIn(false);
          void loadVisitor();
          router.push('/');
          router.refresh();
        })
      }
    >
      {t('signOut')}
    </button>
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

export function ProfileForm({ initial }: { initial: ProfileInput }) {
  const t = useTranslations('account.profile');
  const ta = useTranslations('auth');
  const text = useValidationText();
  const [pending, startTransition] = useTransition();
  const te = useTranslations('account.emailChange');
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  // The e-mail saved last: changing it away from this one asks for the current password.
  const [savedEmail, setSavedEmail] = useState(initial.email);
  const schema = useMemo(() => profileUpdateSchema(savedEmail), [savedEmail]);
  const { register, handleSubmit, formState, setError, control, resetField } = useForm<ProfileUpdateInput>({
    resolver: zodResolver(schema),
    defaultValues: { ...initial, currentPassword: '' },
  });
  const e = formState.errors;
  const askPassword = emailChanged(savedEmail, useWatch({ control, name: 'email' }) ?? '');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        startTransition(async () => {
          setStatus(null);
          const result = await updateProfile(values);
          if (result.ok) {
            setSavedEmail(values.email.trim());
            resetField('currentPassword', { defaultValue: '' });
            return setStatus('saved');
          }
          for (const [field, message] of Object.entries(result.errors)) {
            if (field === 'form') setStatus('failed');
            else setError(field as keyof ProfileUpdateInput, { message });
          }
        }),
      )}
    >
      <div className={styles.pair}>
        <TextField label={t('firstName')} autoComplete="given-name" error={text(e.firstName?.message, t('firstName'))} {...register('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" error={text(e.lastName?.message, t('lastName'))} {...register('lastName')} />
      </div>
      <TextField label={ta('email')} type="email" autoComplete="email" error={e.email?.message === 'emailTaken' ? ta('errors.emailTaken') : text(e.email?.message, ta('email'))} {...register('email')} />
      {askPassword && (
        <TextField
          label={te('currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={te('hint')}
          error={e.currentPassword?.message === 'currentPasswordWrong' ? te('wrongPassword') : text(e.currentPassword?.message, te('currentPassword'))}
          {...register('currentPassword')}
        />
      )}
      <CheckboxField label={ta('commercialCommunication')} {...register('commercialCommunication')} />
      <CheckboxField label={ta('personalizedCommunication')} {...register('personalizedCommunication')} />
      <div className={styles.row}>
        <SubmitButton pending={pending}>{t('save')}</SubmitButton>
        <p className={status === 'failed' ? styles.error : styles.status} role="status">
          {status === 'saved' ? t('saved') : status === 'failed' ? t('failed') : ''}
        </p>
      </div>
    </form>
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
  const text = useValidationText();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<{ number: string }>({ resolver: zodResolver(orderNumberSchema), defaultValues: { number: '' } });
  const error = formState.errors.number?.message;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        startTransition(async () => {
          setStatus(null);
          const result = await lookupOrderStatus(values);
          if (result.ok) setStatus(result.data);
          else setError('number', { message: result.errors.number ?? result.errors.form ?? 'failed' });
        }),
      )}
    >
      <TextField
        label={t('number')}
        error={error === 'orderNotFound' ? t('notFound') : error === 'failed' || error === 'signedOut' ? t('failed') : text(error, t('number'))}
        {...register('number')}
      />
      <SubmitButton pending={pending}>{t('lookUp')}</SubmitButton>
      <div role="status">
        {status && (
          <p className={styles.muted}>
            {t('result', { number: status.number, shipment: t.has(`states.${status.shipmentState}`) ? t(`states.${status.shipmentState}`) : status.shipmentState })}
          </p>
        )}
      </div>
    </form>
  );
}
