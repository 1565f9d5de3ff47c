import { COUNTRIES } from '../i18n/countries';
import type { Language } from '../i18n/languages';

export interface CountryOption {
  /** The ISO 3166-1 alpha-2 code, upper case, as the commerce service and every form take it. */
  value: string;
  label: string;
}

/**
 * Every country the shop knows as choices of a form's country field: named in the visitor's language
 * and sorted the way that language sorts (`collation`: the full locale when the page has one).
 */
export function countryOptions(language: Language, collation: string = language): CountryOption[] {
  const collator = new Intl.Collator(collation);
  return COUNTRIES.map((c) => ({ value: c.isocode.toUpperCase(), label: c.localizedCountryName[language] ?? c.localizedCountryName.en ?? c.isocode })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
