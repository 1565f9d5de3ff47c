/**
 * The shop's public URLs, as search engines must see them: absolute (the `SITE_URL` origin),
 * locale-prefixed (en-us has no prefix: `/`; every other locale `/it-it/…`), at the slug of the
 * page's language. Pure: no request data, so a page cached per locale builds the same URLs.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import { COUNTRIES } from '../i18n/countries';
import { DEFAULT_LOCALE, isLocale, localePrefix, parseLocale } from '../i18n/locales';
import { LANGUAGES, type Language } from '../i18n/languages';

/** A page's locale-less path in each language it exists in (`{en: '/products/lido', it: '/products/lido-it'}`). */
export type LocalizedPaths = Partial<Record<Language, string>>;

/** The public origin of the shop, without a trailing slash (`SITE_URL`; the build's default otherwise). */
export function siteOrigin(source: Record<string, string | undefined> = process.env): string {
  return (source.SITE_URL?.trim() || source.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
}

/** A locale-less path in `locale`: `/` of it-it is `/it-it`, `/landing/x` of en-us stays as is. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}

/**
 * The absolute URL of a locale-less path in `locale`. The default locale's home is the bare origin
 * (`https://shop.example`, no trailing slash), as Next writes it in the page's metadata, so the pages
 * and the sitemaps name it the same way.
 */
export function absoluteUrl(locale: Locale, path: string, origin: string = siteOrigin()): string {
  const localized = localizedPath(locale, path);
  return localized === '/' ? origin : `${origin}${localized}`;
}

/**
 * The locale that stands for each language in the pages' own hreflang list (ADR 0015): the
 * language's home country. Every one of them is a crawled locale.
 */
export const LANGUAGE_LOCALES: Record<Language, Locale> = { en: DEFAULT_LOCALE, it: 'it-it', de: 'de-de', fr: 'fr-fr', es: 'es-es' };

/** The hreflang value of a locale: `it-it` → `it-IT`. */
export function hreflangOf(locale: Locale): string {
  return parseLocale(locale).tag;
}

/**
 * Locales search engines should index: each country with its crawling languages (lib/i18n/countries),
 * default locale first. These get a sitemap and appear in the hreflang clusters.
 */
export const CRAWLED_LOCALES: readonly Locale[] = [
  DEFAULT_LOCALE,
  ...COUNTRIES.flatMap((c) => c.crawlingLanguages.map((l) => `${l}-${c.isocode.toLowerCase()}`)).filter(isLocale).filter((l) => l !== DEFAULT_LOCALE),
];

const CRAWLED = new Set(CRAWLED_LOCALES);

export function isCrawledLocale(locale: Locale): boolean {
  return CRAWLED.has(locale);
}

/** The page's path in the locale's language, if it exists in that language. */
export function pathIn(paths: LocalizedPaths, locale: Locale): string | undefined {
  return paths[parseLocale(locale).language];
}

/** The same path in every language (home, the magazine, fixed routes such as /about). */
export function samePathEverywhere(path: string): LocalizedPaths {
  return Object.fromEntries(LANGUAGES.map((language) => [language, path]));
}
