'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { submitAddress } from '@/app/actions/checkout';
import { SelectField, SubmitButton, TextField } from '@/components/forms/fields';
import { useCartErrorText } from '@/components/cart/format';
import { addressSchema, type Address, type AddressInput } from '@/lib/checkout/schema';
import type { CartError } from '@/lib/cart/errors';
import { COUNTRIES } from '@/lib/i18n/countries';
import { parseLocale } from '@/lib/i18n/locales';
import type { CheckoutView } from '@/lib/checkout/view';
import { useFieldText } from './useFieldText';
import styles from './Checkout.module.css';

/** E-mail and shipping address (also the billing address), checked with the server's own schema. */
export function AddressStep({ view, onChange, signedIn }: { view: CheckoutView; onChange(view: CheckoutView): void; signedIn: boolean }) {
  const t = useTranslations('checkout.address');
  const locale = useLocale();
  const { language, country } = parseLocale(locale);
  const fieldText = useFieldText();
  const errorText = useCartErrorText();
  const [failure, setFailure] = useState<CartError | null>(null);
  const saved = view.shipAddress;
  const { register, handleSubmit, formState, setError } = useForm<AddressInput, unknown, Address>({
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
    },
  });
  const errors = formState.errors;
  const collator = new Intl.Collator(locale);
  const countries = COUNTRIES.map((c) => ({ value: c.isocode.toUpperCase(), label: c.localizedCountryName[language] })).sort((a, b) => collator.compare(a.label, b.label));

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
