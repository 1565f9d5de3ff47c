/**
 * Canonical URL and hreflang alternates of a page (ADR 0015).
 *
 * Every locale is either **indexed** (a crawled locale, `CRAWLED_LOCALES`: in the sitemaps and the
 * hreflang clusters, self-canonical) or **not indexed** (`noindex`, canonical to the same page in the
 * crawled locale that shows the same language at the same currency, `indexedLocaleOf`), so every
 * indexable page is in exactly one cluster and no page answers 200, self-canonical and unclustered.
 *
 * - **In the page** (`pageAlternates`), a compact list whose every member lists the same set back:
 *   a language home (en-us, it-it, de-de, fr-fr, es-es) names one page per language and `x-default`;
 *   any other crawled locale names the crawled locales of its own country (`de-CH`, `fr-CH`…, or
 *   only itself). A locale that is not indexed names none.
 * - **In the sitemaps** (`clusterAlternates`), the whole cluster: every crawled locale's page with
 *   its `language-COUNTRY` value, plus the per-language values and `x-default` of the homes' lists,
 *   so every in-page list is a subset of its page's cluster.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import { DEFAULT_LOCALE, LOCALES, parseLocale } from '../i18n/locales';
import { LANGUAGES } from '../i18n/languages';
import { absoluteUrl, CRAWLED_LOCALES, hreflangOf, isCrawledLocale, LANGUAGE_LOCALES, pathIn, siteOrigin, type LocalizedPaths } from './urls';

export interface Alternates {
  canonical: string;
  /** hreflang value → absolute URL. */
  languages: Record<string, string>;
}

/** Per-language alternates and x-default, shared by the page's list and the sitemaps' clusters. */
function languageAlternates(paths: LocalizedPaths, origin: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const path = paths[language];
    if (path) languages[language] = absoluteUrl(LANGUAGE_LOCALES[language], path, origin);
  }
  if (paths.en) languages['x-default'] = absoluteUrl(DEFAULT_LOCALE, paths.en, origin);
  return languages;
}

const LANGUAGE_HOMES = new Set(Object.values(LANGUAGE_LOCALES));

/**
 * The locale whose page search engines index for `locale`: itself when crawled; otherwise the
 * crawled locale of the same language and currency (the language's home first, then the country
 * table's order), else the language's home. `en-de` → `en-it`, `it-mc` → `it-it`, `es-br` → `es-us`.
 */
export function indexedLocaleOf(locale: Locale): Locale {
  if (isCrawledLocale(locale)) return locale;
  const { language, country } = parseLocale(locale);
  const home = LANGUAGE_LOCALES[language];
  const candidates = [home, ...CRAWLED_LOCALES.filter((l) => l !== home)];
  return candidates.find((l) => parseLocale(l).language === language && parseLocale(l).country.currency === country.currency) ?? home;
}

/** Whether search engines should index the pages of `locale` (the others are `noindex`). */
export function isIndexedLocale(locale: Locale): boolean {
  return indexedLocaleOf(locale) === locale;
}

/** Every locale that is not indexed, with the locale its pages name as canonical. */
export function unindexedLocales(): Map<Locale, Locale> {
  return new Map(LOCALES.filter((l) => !isIndexedLocale(l)).map((l) => [l, indexedLocaleOf(l)]));
}

/** The crawled locales of a country other than the language homes: `ch` → de-ch, fr-ch, it-ch, en-ch. */
function countryVariants(locale: Locale): Locale[] {
  const iso = parseLocale(locale).country.isocode.toLowerCase();
  return CRAWLED_LOCALES.filter((l) => l.endsWith(`-${iso}`) && !LANGUAGE_HOMES.has(l));
}

/**
 * The page's canonical URL and its compact hreflang list. `path` is the page's path in `locale`
 * when it differs from `paths[language]` (e.g. a page shown in English where it has no slug of its own).
 */
export function pageAlternates(locale: Locale, paths: LocalizedPaths, { path, origin = siteOrigin() }: { path?: string; origin?: string } = {}): Alternates {
  const own = path ?? pathIn(paths, locale) ?? paths.en ?? '/';
  const indexed = indexedLocaleOf(locale);
  // Not indexed: the same page (same language, same path) in its indexed locale, and no hreflang.
  if (indexed !== locale) return { canonical: absoluteUrl(indexed, own, origin), languages: {} };
  const canonical = absoluteUrl(locale, own, origin);
  if (LANGUAGE_HOMES.has(locale)) return { canonical, languages: languageAlternates(paths, origin) };
  // A country variant: its country's variants, itself among them, each of which lists the same set.
  const languages: Record<string, string> = {};
  if (pathIn(paths, locale) === own) {
    for (const variant of countryVariants(locale)) {
      const variantPath = pathIn(paths, variant);
      if (variantPath) languages[hreflangOf(variant)] = absoluteUrl(variant, variantPath, origin);
    }
  }
  return { canonical, languages };
}

/** Each crawled locale's language and hreflang value, read once: a sitemap builds 55 URLs for each of 50,000 pages. */
const CRAWLED_MEMBERS = CRAWLED_LOCALES.map((locale) => ({ locale, language: parseLocale(locale).language, hreflang: hreflangOf(locale) }));

/** The full hreflang cluster of a page: every crawled locale, every language, x-default. */
export function clusterAlternates(paths: LocalizedPaths, origin: string = siteOrigin()): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const { locale, language, hreflang } of CRAWLED_MEMBERS) {
    const path = paths[language];
    if (path) languages[hreflang] = absoluteUrl(locale, path, origin);
  }
  return Object.assign(languages, languageAlternates(paths, origin));
}
