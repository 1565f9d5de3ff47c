'use client';

import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Field } from '@/components/forms/Form';
import type { CountryOption } from '@/lib/address/countries';
import { stateKindOf, statesFor } from '@/lib/address/states';
import type { CountryStates } from '@/lib/model/address';

/** Which names the form holds: the address book's own, or the commerce service's (the checkout's form). */
const NAMES = {
  book: { state: 'stateCode', country: 'countryIso' },
  wire: { state: 'state_name', country: 'country_iso' },
} as const;

export interface AddressLabels {
  firstname: string;
  lastname: string;
  /** Given: the address has a company line. */
  company?: string;
  address1: string;
  address2: string;
  zipcode: string;
  city: string;
  country: string;
  countryPlaceholder: string;
  phone: string;
  optional: string;
}

/**
 * The postal address's fields inside an ActionForm (they read the form from its context): name,
 * company when labelled, street lines, postcode and city, country and — when the chosen country
 * has them — its state, province or region chosen from the commerce service's list (`states`),
 * phone, with the browser's address autofill names. `rowClassName` pairs the short fields on wide
 * screens.
 */
export function AddressFieldset({ names, labels, countries, states, rowClassName }: {
  names: keyof typeof NAMES;
  labels: AddressLabels;
  countries: CountryOption[];
  states: CountryStates;
  rowClassName: string;
}) {
  const { state, country } = NAMES[names];
  return (
    <>
      <div className={rowClassName}>
        <Field name="firstname" label={labels.firstname} autoComplete="given-name" />
        <Field name="lastname" label={labels.lastname} autoComplete="family-name" />
      </div>
      {labels.company && <Field name="company" label={labels.company} autoComplete="organization" optional={labels.optional} />}
      <Field name="address1" label={labels.address1} autoComplete="address-line1" />
      <Field name="address2" label={labels.address2} autoComplete="address-line2" optional={labels.optional} />
      <div className={rowClassName}>
        <Field name="zipcode" label={labels.zipcode} autoComplete="postal-code" />
        <Field name="city" label={labels.city} autoComplete="address-level2" />
      </div>
      <div className={rowClassName}>
        <Field kind="select" name={country} label={labels.country} placeholder={labels.countryPlaceholder} options={countries} autoComplete="country" />
        <StateField name={state} countryName={country} states={states} />
      </div>
      <Field name="phone" label={labels.phone} type="tel" autoComplete="tel" />
    </>
  );
}

/**
 * The chosen country's states as a required select, named for what the country calls them; none
 * for a country without. A code the new country does not list is cleared when the country changes,
 * so an address never carries another country's state.
 */
export function StateField({ name, countryName, states }: { name: string; countryName: string; states: CountryStates }) {
  const t = useTranslations('addressStates');
  const locale = useLocale();
  const { control, getValues, setValue } = useFormContext();
  const iso = String(useWatch({ control, name: countryName }) ?? '').toUpperCase();
  const options = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return [...statesFor(states, iso)].sort((a, b) => collator.compare(a.label, b.label));
  }, [states, iso, locale]);
  useEffect(() => {
    const current = String(getValues(name) ?? '');
    if (current && !options.some((o) => o.value === current)) setValue(name, '', { shouldDirty: true });
  }, [options, name, getValues, setValue]);
  if (options.length === 0) return null;
  const kind = stateKindOf(iso);
  return <Field kind="select" name={name} label={t(kind)} placeholder={t('choose')} options={options} autoComplete="address-level1" />;
}
