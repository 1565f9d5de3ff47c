/**
 * The states, provinces and regions an address chooses from, as the commerce service lists them
 * (Spree's `country.states`, read by lib/commerce/states.ts): by country, only for the countries
 * whose addresses need one (`states_required`). Shared by the forms in the browser and the server
 * actions that check the same schema, so the rule is one: a country with states needs one of its
 * own, by code; a country without has none.
 */
import type { ValidationKey } from '../forms/validation';
import type { CountryStates, StateOption } from '../model/address';

/** What a country calls its subdivisions, for the field's label. */
export type StateKind = 'state' | 'province' | 'county' | 'region' | 'emirate' | 'district' | 'area';

const KINDS: Record<string, StateKind> = {
  US: 'state', MX: 'state', BR: 'state', IN: 'state', AU: 'state',
  CA: 'province', IT: 'province', ES: 'province', CN: 'province', ZA: 'province',
  IE: 'county', RO: 'county', NZ: 'region', AE: 'emirate', PT: 'district', HK: 'area',
};

export function stateKindOf(countryIso: string): StateKind {
  return KINDS[countryIso.toUpperCase()] ?? 'region';
}

/** The country's states, or none when its addresses take no state. */
export function statesFor(states: CountryStates, countryIso: string): StateOption[] {
  return states[countryIso.toUpperCase()] ?? [];
}

/**
 * The state rule for one address: in a country with states, a code of that country's states is
 * required ('required' when empty, 'stateInvalid' when it is not one of them); elsewhere nothing
 * is asked and nothing is kept. Returns the code to send ('' for none) or the message key.
 * `states` null: the list could not be read (the service did not answer); the code goes as it is,
 * and the commerce service, which checks the same rule, answers for it.
 */
export function checkState(states: CountryStates | null, countryIso: string, code: string | undefined): { ok: true; code: string } | { ok: false; message: ValidationKey } {
  if (states === null) return { ok: true, code: (code ?? '').trim().toUpperCase() };
  const list = statesFor(states, countryIso);
  if (list.length === 0) return { ok: true, code: '' };
  const wanted = (code ?? '').trim().toUpperCase();
  if (!wanted) return { ok: false, message: 'required' };
  const found = list.find((s) => s.value.toUpperCase() === wanted);
  return found ? { ok: true, code: found.value } : { ok: false, message: 'stateInvalid' };
}
