import type { Locale } from '@/lib/i18n/locale-list';
import { DEFAULT_LOCALE } from './default-locale';

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

/** A path inside the shop (gets the locale prefix), as opposed to https:, mailto:, tel:, `//host` and relative links. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * A shop href (`/products/lido`, `/search?query=sofa`, `/`) in `locale`, as next-intl's `getPathname`
 * writes it with the shop's routing (`as-needed`, no pathnames): the default locale's hrefs are left
 * as they are; any other gets `/{locale}`, and `/` or `/?…` none of its own slash (`/it-it?x=1`).
 * Hrefs that are not a path of this shop (another origin, `//host`, `mailto:`, `#top`, relative) pass through.
 */
export function hrefInLocale(href: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix || !isInternalPath(href)) return href;
  return `${prefix}${/^\/(\?.*)?$/.test(href) ? href.slice(1) : href}`;
}

/** The browser's pathname without the page's locale prefix (`/it-it/about` → `/about`, `/it-it` → `/`). */
export function pathWithoutLocale(pathname: string, locale: string): string {
  const prefix = `/${locale}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname;
  return pathname.slice(prefix.length) || '/';
}
