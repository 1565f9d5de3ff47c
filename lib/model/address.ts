/**
 * Addresses and the states they choose from, as the shop uses them: a saved address, the address the
 * commerce service takes (its wire names), and a country's states (Spree's `country.states`). Types
 * only: lib/commerce maps the service's answers to them, lib/address holds the rules over them.
 */
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

/** One state as a form's choice: its code (what is sent and stored) and its name (what is shown). */
export interface StateOption {
  value: string;
  label: string;
}

/** States by ISO country code (upper case), for the countries that have them. */
export type CountryStates = Record<string, StateOption[]>;
