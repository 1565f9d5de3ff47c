'use client';

import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { submitAddress } from '@/lib/checkout/actions';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { AddressFieldset } from '@/components/address/AddressFieldset';
import { addressLine } from '@/components/address/PostalAddress';
import { useCartErrorText } from '@/components/cart/format';
import { addressSchemaFor, type Address, type AddressInput } from '@/lib/checkout/schema';
import type { CountryStates } from '@/lib/model/address';
import type { CartError } from '@/lib/model/cart';
import { countryOptions } from '@/lib/address/countries';
import { checkoutFieldsOf } from '@/lib/address/wire';
import type { Address as SavedAddress } from '@/lib/model/address';
import { parseLocale } from '@/lib/i18n/locales';
import type { CheckoutView } from '@/lib/model/checkout';
import { orderFailureOf } from '@/lib/checkout/result';
import styles from './Checkout.module.css';

const NEW_ADDRESS = 'new';

/**
 * E-mail and shipping address (also the billing address), checked with the server's own schema.
 * A signed-in shopper picks one of the account's saved addresses (it fills the form, which is what
 * is sent) or a new one. A new address starts with the account's own name (issue 39).
 */
export function AddressStep({ view, onChange, signedIn, savedAddresses = [], states = {}, accountName = null }: {
  view: CheckoutView;
  onChange(view: CheckoutView): void;
  signedIn: boolean;
  savedAddresses?: SavedAddress[];
  /** The states of the countries that have them, from the commerce service (lib/commerce/states.ts). */
  states?: CountryStates;
  /** The signed-in shopper's name, for an address the order does not have yet. */
  accountName?: { firstname: string; lastname: string } | null;
}) {
  const t = useTranslations('checkout.address');
  const locale = useLocale();
  const { language, country } = parseLocale(locale);
  const errorText = useCartErrorText();
  const [failure, setFailure] = useState<CartError | null>(null);
  const saved = view.shipAddress;
  // With no address on the order yet, the account's first saved address is offered first.
  const [choice, setChoice] = useState(() => (!saved?.address1 && savedAddresses[0] ? savedAddresses[0].id : NEW_ADDRESS));
  const preset = choice === NEW_ADDRESS ? null : savedAddresses.find((a) => a.id === choice);
  const schema = useMemo(() => addressSchemaFor(states), [states]);
  const binding = useActionForm<AddressInput, Address, CheckoutView>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      email: view.email ?? '',
      firstname: saved?.firstname || accountName?.firstname || '',
      lastname: saved?.lastname || accountName?.lastname || '',
      address1: saved?.address1 ?? '',
      address2: saved?.address2 ?? '',
      city: saved?.city ?? '',
      zipcode: saved?.zipcode ?? '',
      // The form holds the state's code (the order answers its name and its code).
      state_name: saved?.state_code ?? '',
      country_iso: saved?.country_iso || country.isocode.toUpperCase(),
      phone: saved?.phone ?? '',
      ...(preset ? checkoutFieldsOf(preset) : {}),
    },
    onStart: () => setFailure(null),
    action: async (values) => {
      const result = await submitAddress(values);
      // The order's refusal (not about a field) is a cart error, in the cart's words.
      if (!result.ok) setFailure(orderFailureOf(result.error));
      return result;
    },
    onSuccess: (next) => onChange(next),
    // The service names the fields of the order's ship and bill addresses; the form holds one address.
    fieldOf: (path, values) => {
      const field = path.replace(/^(ship|bill)_address\./, '');
      // Spree reports the state under `state`; the form holds it as `state_name`.
      if (field === 'state') return 'state_name';
      return field in values ? (field as keyof AddressInput) : null;
    },
  });
  const { reset, getValues } = binding.form;

  function choose(id: string) {
    setChoice(id);
    const address = savedAddresses.find((a) => a.id === id);
    const blank = { firstname: accountName?.firstname ?? '', lastname: accountName?.lastname ?? '', address1: '', address2: '', city: '', zipcode: '', state_name: '', phone: '', country_iso: country.isocode.toUpperCase() };
    reset({ ...getValues(), ...(address ? checkoutFieldsOf(address) : blank) });
  }

  return (
    <ActionForm binding={binding} className={styles.form}>
      <Field name="email" label={t('email')} type="email" autoComplete="email" readOnly={signedIn && Boolean(view.email)} />
      {savedAddresses.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('savedLegend')}</legend>
          {savedAddresses.map((a) => (
            <label key={a.id} className={styles.addressChoice}>
              <input type="radio" name="saved-address" value={a.id} checked={choice === a.id} onChange={() => choose(a.id)} />
              <span className={styles.choiceName}>{addressLine(a)}</span>
            </label>
          ))}
          <label className={styles.addressChoice}>
            <input type="radio" name="saved-address" value={NEW_ADDRESS} checked={choice === NEW_ADDRESS} onChange={() => choose(NEW_ADDRESS)} />
            <span className={styles.choiceName}>{t('newAddress')}</span>
          </label>
        </fieldset>
      )}
      <AddressFieldset
        names="wire"
        rowClassName={styles.row}
        countries={countryOptions(language, locale)}
        states={states}
        labels={{
          firstname: t('firstname'), lastname: t('lastname'), address1: t('address1'), address2: t('address2'), zipcode: t('zipcode'), city: t('city'),
          country: t('country'), countryPlaceholder: t('country'), phone: t('phone'), optional: t('optional'),
        }}
      />
      {failure && (
        <p className={styles.errorBox} role="alert">
          {errorText(failure)}
        </p>
      )}
      <SubmitButton pending={binding.pending}>{t('continue')}</SubmitButton>
    </ActionForm>
  );
}
