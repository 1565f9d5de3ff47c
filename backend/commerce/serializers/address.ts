/** Spree's address resource. */
import { findCountry } from '../../shared/countries';
import type { AddressRow } from '../domain/orders';
import type { Resource } from '../http/jsonapi';

export function addressResource(a: AddressRow): Resource {
  const country = findCountry(a.country_iso);
  return {
    id: String(a.id),
    type: 'address',
    attributes: {
      firstname: a.firstname,
      lastname: a.lastname,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      zipcode: a.zipcode,
      phone: a.phone,
      state_name: a.state_name,
      state_code: a.country_iso === 'US' ? a.state_name : null,
      company: a.company,
      country_name: country?.localizedCountryName.en ?? a.country_iso,
      country_iso3: country?.isocode3Letters ?? null,
      country_iso: a.country_iso,
      label: a.label,
      public_metadata: {},
    },
  };
}
