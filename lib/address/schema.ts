/**
 * The postal address's rules, shared by the account's address book and the checkout's shipping
 * address (client forms and the server code that checks the same schema). The two keep the limits
 * they have always had (the requirements set none): the address book takes longer lines than the
 * checkout, whose lines go on the carrier's label. The checkout's form holds the commerce service's
 * wire names (`state_name`, `country_iso`), which its server action forwards as they are; the
 * address book's form holds the shop's own names, mapped at the edge (./wire.ts).
 */
import { z } from 'zod';
import { email, optionalText, phone, text, validationMessage } from '../forms/validation';

/** A US address needs a state: sales tax depends on it (`country`: as the schema holds it, upper case). */
function requireUsState(country: string, state: string | undefined, path: string, issue: z.RefinementCtx) {
  if (country === 'US' && !state) issue.addIssue({ code: 'custom', path: [path], message: validationMessage('required') });
}

/** An address of the account's address book (POST/PATCH account/addresses). */
export const addressBookSchema = z
  .object({
    firstname: text(1, 100),
    lastname: text(1, 100),
    company: optionalText(100),
    address1: text(2, 200),
    address2: optionalText(200),
    city: text(1, 100),
    zipcode: text(2, 20),
    phone: text(6, 30),
    stateName: optionalText(100),
    countryIso: z.string().trim().length(2, validationMessage('required')),
  })
  .superRefine((a, issue) => requireUsState(a.countryIso.toUpperCase(), a.stateName, 'stateName', issue));

export type AddressBookInput = z.input<typeof addressBookSchema>;

/** The checkout's e-mail and shipping address (also the billing address), in the commerce service's names. */
export const checkoutAddressSchema = z
  .object({
    email,
    firstname: text(1, 60),
    lastname: text(1, 60),
    address1: text(3, 120),
    address2: optionalText(120),
    city: text(2, 80),
    zipcode: text(2, 20),
    state_name: optionalText(60),
    country_iso: z.string().trim().regex(/^[A-Z]{2}$/, validationMessage('required')),
    phone,
  })
  .superRefine((a, issue) => requireUsState(a.country_iso, a.state_name, 'state_name', issue));

export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;
export type CheckoutAddressValues = z.output<typeof checkoutAddressSchema>;
