/**
 * Locales are `{language}-{country}` in lower case (spec §2). en-us is the default and has no URL
 * prefix; every other locale is a prefix such as /it-it, /en-gb or /de-ch.
 */
import type { Currency } from '../money/currency';
import { type Country, getCountry } from './countries';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale-list';

export { DEFAULT_LOCALE, LOCALES, type Locale } from './locale-list';
export { localePrefix, pathInLocale } from './locale-parts';

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);

/** The one way a string from outside (a segment, a form, a query, a cookie) becomes a `Locale`. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALE_SET.has(value);
}

export interface LocaleInfo {
  locale: Locale;
  language: Language;
  country: Country;
  /** The country's currency: what the page's prices are in. */
  currency: Currency;
  /** BCP 47 tag for Intl and `<html lang>`, e.g. it-IT. */
  tag: string;
}

/** What a locale stands for: its language, its country and that country's currency. */
export function parseLocale(locale: Locale): LocaleInfo {
  const [language, iso = ''] = locale.split('-');
  // Every locale's language is one of the five (a unit test holds LOCALES to the country table).
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const country = getCountry(iso);
  return { locale, language: lang, country, currency: country.currency, tag: `${lang}-${iso.toUpperCase()}` };
}

/** A string from outside as a locale, the default when it is none. */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

export function localeFor(language: Language, countryIso: string): Locale {
  const country = getCountry(countryIso);
  const lang = country.supportedLanguages.includes(language) ? language : country.defaultLanguage;
  return localeOr(`${lang}-${country.isocode.toLowerCase()}`);
}
