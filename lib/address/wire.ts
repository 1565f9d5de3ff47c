/**
 * Addresses between the commerce service's wire shape (JSON:API attributes in snake case) and the
 * shop's own: the one place that knows both names of each field.
 */
import type { AddressBookValues, CheckoutAddressInput } from './schema';
import type { Address, WireAddress } from '../model/address';

const s = (value: unknown) => (value === null || value === undefined ? '' : String(value));

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
