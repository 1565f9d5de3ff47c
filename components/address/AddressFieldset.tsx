'use client';

import { Field } from '@/components/forms/Form';
import type { CountryOption } from '@/lib/address/countries';

/** Which names the form holds: the address book's own, or the commerce service's (the checkout's form). */
const NAMES = {
  book: { state: 'stateName', country: 'countryIso' },
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
  state: string;
  /** The note after the state's label (the checkout's "required in the United States"). */
  stateNote?: string;
  country: string;
  countryPlaceholder: string;
  phone: string;
  optional: string;
}

/**
 * The postal address's fields inside an ActionForm (they read the form from its context): name,
 * company when labelled, street lines, postcode and city, state and country, phone, with the
 * browser's address autofill names. `rowClassName` pairs the short fields on wide screens.
 */
export function AddressFieldset({ names, labels, countries, rowClassName }: { names: keyof typeof NAMES; labels: AddressLabels; countries: CountryOption[]; rowClassName: string }) {
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
        <Field name={state} label={labels.state} optional={labels.stateNote} autoComplete="address-level1" />
        <Field kind="select" name={country} label={labels.country} placeholder={labels.countryPlaceholder} options={countries} autoComplete="country" />
      </div>
      <Field name="phone" label={labels.phone} type="tel" autoComplete="tel" />
    </>
  );
}
