import 'server-only';
/**
 * The states of the shop's countries, from the commerce service: `GET countries` says which need a
 * state (`states_required`), `GET countries/{iso}?include=states` lists them (Spree's State: abbr,
 * name). Read through the catalogue client, so each country's list is cached under its own tag
 * (lib/cache/tags.ts) and the service is asked again only when that expires.
 */
import type { Client } from '@spree/storefront-api-v2-sdk';
import { COUNTRIES } from '../i18n/countries';
import type { CountryStates, StateOption } from '../model/address';
import { catalogue } from './client';
import { toCommerceError, type CommerceResult } from './errors';
import type { JsonApiDocument, ListAnswer, Resource } from './jsonapi';
import { related, resourcesOf, text } from './jsonapi';

const SHOP_COUNTRIES = new Set(COUNTRIES.map((c) => c.isocode.toUpperCase()));

/** A country's document (include=states) as its states, named as the service names them, sorted by `collation`. */
export function statesOfCountry(document: JsonApiDocument, collation = 'en'): StateOption[] {
  const collator = new Intl.Collator(collation);
  return related(document, document.data, 'states')
    .map((s: Resource) => ({ value: text(s.attributes.abbr), label: text(s.attributes.name) }))
    .filter((s) => s.value !== '' && s.label !== '')
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The countries of a `GET countries` answer that the shop sells to and whose addresses need a state. */
export function countriesWithStates(answer: ListAnswer): string[] {
  return resourcesOf(answer)
    .filter((c) => c.attributes.states_required === true)
    .map((c) => text(c.attributes.iso).toUpperCase())
    .filter((iso) => SHOP_COUNTRIES.has(iso));
}

/** Every shop country's states (only the countries that need one), in the visitor's collation. */
export async function fetchCountryStates(client: Client, collation = 'en'): Promise<CommerceResult<CountryStates>> {
  const list = await client.countries.list();
  if (list.isFail()) return { success: false, error: toCommerceError(list.fail()) };
  const isos = countriesWithStates(list.success() as unknown as ListAnswer);
  const shown = await Promise.all(isos.map((iso) => client.countries.show({ iso, include: 'states' })));
  const states: CountryStates = {};
  for (const [i, result] of shown.entries()) {
    if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
    const options = statesOfCountry(result.success() as unknown as JsonApiDocument, collation);
    if (options.length > 0) states[isos[i]] = options;
  }
  return { success: true, data: states };
}

/** The states for a form's server-side check: null when the service did not answer (the service then checks alone). */
export async function countryStatesOrNull(collation = 'en'): Promise<CountryStates | null> {
  const result = await fetchCountryStates(catalogue, collation).catch(() => null);
  return result?.success ? result.data : null;
}
