'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { submitAddress } from '@/lib/checkout/actions';
import { SelectField, SubmitButton, TextField } from '@/components/forms/fields';
import { useCartErrorText } from '@/components/cart/format';
import { addressSchema, type Address, type AddressInput } from '@/lib/checkout/schema';
import type { CartError } from '@/lib/cart/errors';
import { COUNTRIES } from '@/lib/i18n/countries';
import { parseLocale } from '@/lib/i18n/locales';
import type { CheckoutView } from '@/lib/checkout/view';
import type { Address as SavedAddress } from '@/lib/account/account';
import { useFieldText } from './useFieldText';
import styles from './Checkout.module.css';

const NEW_ADDRESS = 'new';

/** A saved address as the form's fields. */
function fieldsOf(a: SavedAddress) {
  return {
    firstname: a.firstname, lastname: a.lastname, address1: a.address1, address2: a.address2, city: a.city, zipcode: a.zipcode,
    state_name: a.stateName, country_iso: a.countryIso.toUpperCase(), phone: a.phone,
  };
}

/**
 * E-mail and shipping address (also the billing address), checked with the server's own schema.
 * A signed-in shopper picks one of the account's saved addresses (it fills the form, which is what
 * is sent) or a new one.
 */
export function AddressStep({ view, onChange, signedIn, savedAddresses = [] }: {
  view: CheckoutView;
  onChange(view: CheckoutView): void;
  signedIn: boolean;
  savedAddresses?: SavedAddress[];
}) {
  const t = useTranslations('checkout.address');
  const locale = useLocale();
  const { language, country } = parseLocale(locale);
  const fieldText = useFieldText();
  const errorText = useCartErrorText();
  const [failure, setFailure] = useState<CartError | null>(null);
  const saved = view.shipAddress;
  // With no address on the order yet, the account's first saved address is offered first.
  const [choice, setChoice] = useState(() => (!saved?.address1 && savedAddresses[0] ? savedAddresses[0].id : NEW_ADDRESS));
  const preset = choice === NEW_ADDRESS ? null : savedAddresses.find((a) => a.id === choice);
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<AddressInput, unknown, Address>({
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
    defaultValues: {
      email: view.email ?? '',
      firstname: saved?.firstname ?? '',
      lastname: saved?.lastname ?? '',
      address1: saved?.address1 ?? '',
      address2: saved?.address2 ?? '',
      city: saved?.city ?? '',
      zipcode: saved?.zipcode ?? '',
      state_name: saved?.state_name ?? '',
      country_iso: saved?.country_iso || country.isocode.toUpperCase(),
      phone: saved?.phone ?? '',
      ...(preset ? fieldsOf(preset) : {}),
    },
  });
  const errors = formState.errors;
  const collator = new Intl.Collator(locale);
  const countries = COUNTRIES.map((c) => ({ value: c.isocode.toUpperCase(), label: c.localizedCountryName[language] })).sort((a, b) => collator.compare(a.label, b.label));

  function choose(id: string) {
    setChoice(id);
    const address = savedAddresses.find((a) => a.id === id);
    const blank = { firstname: '', lastname: '', address1: '', address2: '', city: '', zipcode: '', state_name: '', phone: '', country_iso: country.isocode.toUpperCase() };
    reset({ ...getValues(), ...(address ? fieldsOf(address) : blank) });
  }

  async function submit(values: Address) {
    setFailure(null);
    const result = await submitAddress(values);
    if (result.ok) return onChange(result.view);
    for (const [path, message] of Object.entries(result.fieldErrors ?? {})) {
      const field = path.replace(/^(ship|bill)_address\./, '');
      if (field in values) setError(field as keyof AddressInput, { message });
    }
    if (!result.fieldErrors || Object.keys(result.fieldErrors).length === 0) setFailure(result.error);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      <TextField label={t('email')} type="email" autoComplete="email" readOnly={signedIn && Boolean(view.email)} error={fieldText(errors.email?.message, t('email'))} {...register('email')} />
      {savedAddresses.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('savedLegend')}</legend>
          {savedAddresses.map((a) => (
            <label key={a.id} className={styles.addressChoice}>
              <input type="radio" name="saved-address" value={a.id} checked={choice === a.id} onChange={() => choose(a.id)} />
              <span className={styles.choiceName}>
                {a.firstname} {a.lastname}, {a.address1}, {a.zipcode} {a.city}, {a.countryName || a.countryIso}
              </span>
            </label>
          ))}
          <label className={styles.addressChoice}>
            <input type="radio" name="saved-address" value={NEW_ADDRESS} checked={choice === NEW_ADDRESS} onChange={() => choose(NEW_ADDRESS)} />
            <span className={styles.choiceName}>{t('newAddress')}</span>
          </label>
        </fieldset>
      )}
      <div className={styles.row}>
        <TextField label={t('firstname')} autoComplete="given-name" error={fieldText(errors.firstname?.message, t('firstname'))} {...register('firstname')} />
        <TextField label={t('lastname')} autoComplete="family-name" error={fieldText(errors.lastname?.message, t('lastname'))} {...register('lastname')} />
      </div>
      <TextField label={t('address1')} autoComplete="address-line1" error={fieldText(errors.address1?.message, t('address1'))} {...register('address1')} />
      <TextField label={t('address2')} optional={t('optional')} autoComplete="address-line2" error={fieldText(errors.address2?.message, t('address2'))} {...register('address2')} />
      <div className={styles.row}>
        <TextField label={t('zipcode')} autoComplete="postal-code" error={fieldText(errors.zipcode?.message, t('zipcode'))} {...register('zipcode')} />
        <TextField label={t('city')} autoComplete="address-level2" error={fieldText(errors.city?.message, t('city'))} {...register('city')} />
      </div>
      <div className={styles.row}>
        <TextField label={t('state')} optional={t('stateHint')} autoComplete="address-level1" error={fieldText(errors.state_name?.message, t('state'))} {...register('state_name')} />
        <SelectField label={t('country')} placeholder={t('country')} options={countries} autoComplete="country" error={fieldText(errors.country_iso?.message, t('country'))} {...register('country_iso')} />
      </div>
      <TextField label={t('phone')} type="tel" autoComplete="tel" error={fieldText(errors.phone?.message, t('phone'))} {...register('phone')} />
      {failure && (
        <p className={styles.errorBox} role="alert">
          {errorText(failure)}
        </p>
      )}
      <SubmitButton pending={formState.isSubmitting}>{t('continue')}</SubmitButton>
    </form>
  );
}
