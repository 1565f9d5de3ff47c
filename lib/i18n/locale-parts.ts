import type { Locale } from '@/lib/i18n/locale-list';
import { DEFAULT_LOCALE } from './locale-list';

/**
 * The language and country of a `{language}-{country}` locale (spec §2), read from the string alone,
 * for client code that must not ship the country table (lib/i18n/countries.ts) to say which country.
 */
export function localeParts(locale: Locale): { language: string; country: string } {
  const [language = '', country = ''] = locale.split('-');
  return { language, country: country.toUpperCase() };
}

/** The path prefix of a locale: '' for the default, '/it-it' otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A locale-less path (`/`, `/products/lido`) in `locale`: `/` stays `/` for the default locale. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const rest = pathname === '/' ? '' : pathname;
  return `${localePrefix(locale)}${rest}` || '/';
}
