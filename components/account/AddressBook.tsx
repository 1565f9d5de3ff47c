'use client';

import { useMemo, useState, useTransition } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { AddressFieldset } from '@/components/address/AddressFieldset';
import { PostalAddress } from '@/components/address/PostalAddress';
import { addressBookSchemaFor, type AddressBookInput as AddressInput } from '@/lib/address/schema';
import type { CountryStates } from '@/lib/model/address';
import type { Address } from '@/lib/model/address';
import type { CountryOption } from '@/lib/address/countries';
import type { AccountResult } from '@/lib/account/actions';
import { deleteAddress, saveAddress } from '@/lib/account/actions';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './Account.module.css';

const EMPTY: AddressInput = { firstname: '', lastname: '', company: '', address1: '', address2: '', city: '', zipcode: '', phone: '', stateCode: '', countryIso: '' };

/** Spec §2 /account addresses: list, add, edit and delete (soft delete: past orders keep theirs). */
export function AddressBook({ addresses, countries, states = {}, defaultCountry }: { addresses: Address[]; countries: CountryOption[]; states?: CountryStates; defaultCountry: string }) {
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
                initial={{ ...EMPTY, firstname: a.firstname, lastname: a.lastname, company: a.company, address1: a.address1, address2: a.address2, city: a.city, zipcode: a.zipcode, phone: a.phone, stateCode: a.stateCode, countryIso: a.countryIso }}
                countries={countries}
                states={states}
                onCancel={() => setEditing(null)}
                onSave={async (values) => {
                  const result = await saveAddress(values, a.id);
                  if (result.ok) {
                    setEditing(null);
                    router.refresh();
                  }
                  return result;
                }}
              />
            ) : (
              <>
                <PostalAddress address={a} company phone />
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
            states={states}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              const result = await saveAddress(values, null);
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
  states,
  onSave,
  onCancel,
}: {
  initial: AddressInput;
  countries: CountryOption[];
  states: CountryStates;
  onSave(values: AddressInput): Promise<AccountResult>;
  onCancel(): void;
}) {
  const t = useTranslations('account.addresses');
  const schema = useMemo(() => addressBookSchemaFor(states), [states]);
  const binding = useActionForm<AddressInput>({ resolver: zodResolver(schema), defaultValues: initial, action: onSave });
  return (
    <ActionForm binding={binding} className={styles.form}>
      <AddressFieldset
        names="book"
        rowClassName={styles.pair}
        countries={countries}
        states={states}
        labels={{
          firstname: t('firstname'), lastname: t('lastname'), company: t('company'), address1: t('address1'), address2: t('address2'), zipcode: t('zipcode'),
          city: t('city'), country: t('country'), countryPlaceholder: t('chooseCountry'), phone: t('phone'), optional: t('optional'),
        }}
      />
      {/* Any refusal of the whole address reads as this form's own "could not save". */}
      {binding.formError && <p className={styles.error} role="alert">{t('failed')}</p>}
      <div className={styles.actions}>
        <SubmitButton pending={binding.pending}>{t('save')}</SubmitButton>
        <button type="button" className={styles.link} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </ActionForm>
  );
}
