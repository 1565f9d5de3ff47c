/**
 * The language and country of a `{language}-{country}` locale (spec §2), read from the string alone,
 * for client code that must not ship the country table (lib/i18n/countries.ts) to say which country.
 */
export function localeParts(locale: string): { language: string; country: string } {
  const [language = '', country = ''] = locale.split('-');
  return { language, country: country.toUpperCase() };
}
