/**
 * Locales are `{language}-{country}` in lower case (spec §2). en-us is the default and has no URL
 * prefix; every other locale is a prefix such as /it-it, /en-gb or /de-ch.
 */
import { type Country, getCountry } from './countries';
import { type Language } from './languages';
import { DEFAULT_LOCALE, LOCALES } from './locale-list';

export { DEFAULT_LOCALE, LOCALES } from './locale-list';
export { localePrefix, pathInLocale } from './locale-parts';

const LOCALE_SET = new Set(LOCALES);

export function isLocale(value: unknown): value is string {
  return typeof value === 'string' && LOCALE_SET.has(value);
}

export interface LocaleInfo {
  locale: string;
  language: Language;
  country: Country;
  /** BCP 47 tag for Intl and `<html lang>`, e.g. it-IT. */
  tag: string;
}

export function parseLocale(locale: string): LocaleInfo {
  const resolved = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [language, iso] = resolved.split('-') as [Language, string];
  return { locale: resolved, language, country: getCountry(iso), tag: `${language}-${iso.toUpperCase()}` };
}

export function localeFor(language: Language, countryIso: string): string {
  const country = getCountry(countryIso);
  const lang = country.supportedLanguages.includes(language) ? language : country.defaultLanguage;
  return `${lang}-${country.isocode.toLowerCase()}`;
}
