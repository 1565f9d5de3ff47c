'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { SelectField, SubmitButton, TextField, useValidationText } from '@/components/forms/fields';
import { addressSchema, type AddressInput } from '@/lib/auth/schemas';
import { deleteAddress, saveAddress } from '@/lib/account/actions';
import type { Address } from '@/lib/account/account';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './Account.module.css';

const EMPTY: AddressInput = { firstname: '', lastname: '', company: '', address1: '', address2: '', city: '', zipcode: '', phone: '', stateName: '', countryIso: '' };

/** Spec §2 /account addresses: list, add, edit and delete (soft delete: past orders keep theirs). */
export function AddressBook({ addresses, countries, defaultCountry }: { addresses: Address[]; countries: { value: string; label: string }[]; defaultCountry: string }) {
  const t = useTranslations('account.addresses');
  const router = useRouter();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [pending, startTransition] = useTransition();

  return (
    <div className={styles.form}>
      {addresses.length === 0 && editing !== 'new' && <p className={styles.muted}>{t('none')}</p>}
      <ul className={styles.list}>
        {addresses.map((a) => (
          <li key={a.id} className={styles.card} data-testid="address">
            {editing === a.id ? (
              <AddressForm
                initial={{ ...EMPTY, ...a, stateName: a.stateName, countryIso: a.countryIso }}
                countries={countries}
                onCancel={() => setEditing(null)}
                onSave={async (values) => {
                  const result = await saveAddress(a.id, values);
                  if (result.ok) {
                    setEditing(null);
                    router.refresh();
                  }
                  return result;
                }}
              />
            ) : (
              <>
                <address style={{ fontStyle: 'normal' }}>
                  <strong>
                    {a.firstname} {a.lastname}
                  </strong>
                  {a.company && <><br />{a.company}</>}
                  <br />
                  {a.address1}
                  {a.address2 && <>, {a.address2}</>}
                  <br />
                  {a.zipcode} {a.city}
                  {a.stateName && <> ({a.stateName})</>}
                  <br />
                  {a.countryName}
                  <br />
                  {a.phone}
                </address>
                <div className={styles.actions}>
                  <button type="button" className={styles.link} onClick={() => setEditing(a.id)} aria-label={t('editAddress', { name: `${a.firstname} ${a.lastname}`, street: a.address1 })}>
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    className={styles.link}
                    disabled={pending}
                    aria-label={t('deleteAddress', { name: `${a.firstname} ${a.lastname}`, street: a.address1 })}
                    onClick={() =>
                      startTransition(async () => {
                        if (!window.confirm(t('confirmDelete'))) return;
                        await deleteAddress(a.id);
                        router.refresh();
                      })
                    }
                  >
                    {t('delete')}
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <div className={styles.card}>
          <AddressForm
            initial={{ ...EMPTY, countryIso: defaultCountry }}
            countries={countries}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              const result = await saveAddress(null, values);
              if (result.ok) {
                setEditing(null);
                router.refresh();
              }
              return result;
            }}
          />
        </div>
      ) : (
        <button type="button" className={styles.button} onClick={() => setEditing('new')}>
          {t('add')}
        </button>
      )}
    </div>
  );
}

function AddressForm({
  initial,
  countries,
  onSave,
  onCancel,
}: {
  initial: AddressInput;
  countries: { value: string; label: string }[];
  onSave(values: AddressInput): Promise<{ ok: boolean; errors?: Record<string, string> }>;
  onCancel(): void;
}) {
  const t = useTranslations('account.addresses');
  const text = useValidationText();
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<AddressInput>({ resolver: zodResolver(addressSchema), defaultValues: initial });
  const e = formState.errors;
  const field = (name: keyof AddressInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={text(e[name]?.message, label)} {...extra} {...register(name)} />
  );
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        startTransition(async () => {
          setFailed(false);
          const result = await onSave(values);
          if (result.ok) return;
          for (const [name, message] of Object.entries(result.errors ?? {})) {
            if (name === 'form') setFailed(true);
            else setError(name as keyof AddressInput, { message });
          }
        }),
      )}
    >
      <div className={styles.pair}>
        {field('firstname', t('firstname'), { autoComplete: 'given-name' })}
        {field('lastname', t('lastname'), { autoComplete: 'family-name' })}
      </div>
      {field('company', t('company'), { autoComplete: 'organization', optional: t('optional') })}
      {field('address1', t('address1'), { autoComplete: 'address-line1' })}
      {field('address2', t('address2'), { autoComplete: 'address-line2', optional: t('optional') })}
      <div className={styles.pair}>
        {field('zipcode', t('zipcode'), { autoComplete: 'postal-code' })}
        {field('city', t('city'), { autoComplete: 'address-level2' })}
      </div>
      <div className={styles.pair}>
        {field('stateName', t('stateName'), { autoComplete: 'address-level1' })}
        <SelectField label={t('country')} placeholder={t('chooseCountry')} options={countries} autoComplete="country" error={text(e.countryIso?.message, t('country'))} {...register('countryIso')} />
      </div>
      {field('phone', t('phone'), { autoComplete: 'tel', type: 'tel' })}
      {failed && <p className={styles.error} role="alert">{t('failed')}</p>}
      <div className={styles.actions}>
        <SubmitButton pending={pending}>{t('save')}</SubmitButton>
        <button type="button" className={styles.link} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
