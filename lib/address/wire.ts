/**
 * Addresses between the commerce service's wire shape (JSON:API attributes in snake case) and the
 * shop's own: the one place that knows both names of each field.
 */
import type { AddressBookValues, CheckoutAddressInput } from './schema';

/** A saved address as the pages use it. */
export interface Address {
  id: string;
  firstname: string;
  lastname: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  zipcode: string;
  phone: string;
  /** The state's name, to show (the service's name of the chosen state, or the text an old address kept). */
  stateName: string;
  /** The state's code in its country's list ('' when the country has none): what a form chooses and sends. */
  stateCode: string;
  countryIso: string;
  countryName: string;
}

/** The address as the commerce service takes it (POST/PATCH account/addresses, checkout's ship_address). */
export interface WireAddress {
  firstname: string;
  lastname: string;
  company?: string;
  address1: string;
  address2: string;
  city: string;
  zipcode: string;
  phone: string;
  state_name: string;
  country_iso: string;
}

const s = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A saved address from its resource's id and attributes. */
export function addressFromWire(id: string, a: Record<string, unknown>): Address {
  return {
    id,
    firstname: s(a.firstname),
    lastname: s(a.lastname),
    company: s(a.company),
    address1: s(a.address1),
    address2: s(a.address2),
    city: s(a.city),
    zipcode: s(a.zipcode),
    phone: s(a.phone),
    stateName: s(a.state_name),
    stateCode: s(a.state_code),
    countryIso: s(a.country_iso).toUpperCase(),
    countryName: s(a.country_name),
  };
}

/**
 * The checkout's address as the order holds it (wire names: `state_name` the state's name, `state_code`
 * its code) as a shop address, to show it (`countryName` when known).
 */
export function addressOfCheckoutFields(a: Omit<CheckoutAddressInput, 'email'> & { state_code?: string }, countryName = ''): Omit<Address, 'id'> {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: '',
    address1: a.address1,
    address2: s(a.address2),
    city: a.city,
    zipcode: a.zipcode,
    phone: a.phone,
    stateName: s(a.state_name),
    stateCode: s(a.state_code),
    countryIso: a.country_iso.toUpperCase(),
    countryName,
  };
}

/** A checked address-book entry as the commerce service takes it. */
export function addressToWire(a: AddressBookValues): WireAddress {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    zipcode: a.zipcode,
    phone: a.phone,
    // Spree's address payload takes the state's code as `state_name` (matched to the country's states).
    state_name: a.stateCode,
    country_iso: a.countryIso.toUpperCase(),
  };
}

/** A saved address as the checkout's address fields (which hold the wire names; `state_name` holds the code). */
export function checkoutFieldsOf(a: Address): Omit<CheckoutAddressInput, 'email'> {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    zipcode: a.zipcode,
    state_name: a.stateCode,
    country_iso: a.countryIso.toUpperCase(),
    phone: a.phone,
  };
}
