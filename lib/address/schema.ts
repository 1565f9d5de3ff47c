/**
 * The postal address's rules, shared by the account's address book and the checkout's shipping
 * address (client forms and the server code that checks the same schema). The two keep the limits
 * they have always had (the requirements set none): the address book takes longer lines than the
 * checkout, whose lines go on the carrier's label. The checkout's form holds the commerce service's
 * wire names (`state_name` — the state's code, as Spree's address payload takes it — and
 * `country_iso`), which its server action forwards as they are; the address book's form holds the
 * shop's own names, mapped at the edge (./wire.ts).
 *
 * The state is chosen from the country's states as the commerce service lists them (./states.ts):
 * each schema is made for that list, in the browser from the list the page was given and on the
 * server from the same cached list, so both check the code against the country alike.
 */
import { z } from 'zod';
import { email, optionalText, phone, text, validationMessage } from '../forms/validation';
import { checkState } from './states';
import type { CountryStates } from '../model/address';

/** A state code of the country's states when it has them, else none (`country`: as the schema holds it). */
function chooseState<T extends Record<K, string>, K extends string>(states: CountryStates | null, a: T, country: string, key: K, issue: z.RefinementCtx): T {
  const state = checkState(states, country, a[key]);
  if (!state.ok) {
    issue.addIssue({ code: 'custom', path: [key], message: validationMessage(state.message) });
    return z.NEVER;
  }
  return { ...a, [key]: state.code };
}

/** An address of the account's address book (POST/PATCH account/addresses). */
export function addressBookSchemaFor(states: CountryStates | null) {
  return z
    .object({
      firstname: text(1, 100),
      lastname: text(1, 100),
      company: optionalText(100),
      address1: text(2, 200),
      address2: optionalText(200),
      city: text(1, 100),
      zipcode: text(2, 20),
      phone: text(6, 30),
      stateCode: optionalText(10),
      countryIso: z.string().trim().length(2, validationMessage('required')),
    })
    .transform((a, issue) => chooseState(states, a, a.countryIso.toUpperCase(), 'stateCode', issue));
}

export type AddressBookSchema = ReturnType<typeof addressBookSchemaFor>;
export type AddressBookInput = z.input<AddressBookSchema>;
export type AddressBookValues = z.output<AddressBookSchema>;

/** The checkout's e-mail and shipping address (also the billing address), in the commerce service's names. */
export function checkoutAddressSchemaFor(states: CountryStates | null) {
  return z
    .object({
      email,
      firstname: text(1, 60),
      lastname: text(1, 60),
      address1: text(3, 120),
      address2: optionalText(120),
      city: text(2, 80),
      zipcode: text(2, 20),
      state_name: optionalText(10),
      country_iso: z.string().trim().regex(/^[A-Z]{2}$/, validationMessage('required')),
      phone,
    })
    .transform((a, issue) => chooseState(states, a, a.country_iso, 'state_name', issue));
}

export type CheckoutAddressSchema = ReturnType<typeof checkoutAddressSchemaFor>;
export type CheckoutAddressInput = z.input<CheckoutAddressSchema>;
export type CheckoutAddressValues = z.output<CheckoutAddressSchema>;
