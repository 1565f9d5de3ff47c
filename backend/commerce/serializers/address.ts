/** Spree's address resource. */
import { findCountry } from '../../shared/countries';
import type { AddressRow } from '../domain/orders';
import { stateById } from '../domain/states';
import type { Resource } from '../http/jsonapi';

export function addressResource(a: AddressRow): Resource {
  const country = findCountry(a.country_iso);
  // Spree's state_name_text and state_abbr: the chosen state's name and code, else the text kept.
  const state = stateById(a.state_id);
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
      state_name: state?.name ?? a.state_name,
      state_code: state?.abbr ?? null,
      company: a.company,
      country_name: country?.localizedCountryName.en ?? a.country_iso,
      country_iso3: country?.isocode3Letters ?? null,
      country_iso: a.country_iso,
      label: a.label,
      public_metadata: {},
    },
  };
}
