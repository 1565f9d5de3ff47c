/**
 * Canonical URL and hreflang alternates of a page (ADR 0015).
 *
 * - **In the page** (`pageAlternates`), a compact list: one alternate per language (its home
 *   country's page, `LANGUAGE_LOCALES`), the page itself when it is a crawled country variant, and
 *   `x-default` (the en-us page). Seven links at most, whatever the number of countries.
 * - **In the sitemaps** (`clusterAlternates`), the whole cluster: every crawled locale's page with
 *   its `language-COUNTRY` value, plus the same per-language values and `x-default` as the pages, so
 *   the two never disagree.
 *
 * The canonical URL is always the page's own (locale-prefixed, absolute, at its language's slug):
 * country variants differ in currency, prices, units and shipping, so none is a duplicate of another.
 */
import { DEFAULT_LOCALE } from '../i18n/locales';
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

/**
 * The page's canonical URL and its compact hreflang list. `path` is the page's path in `locale`
 * when it differs from `paths[language]` (e.g. a page shown in English where it has no slug of its own).
 */
export function pageAlternates(locale: string, paths: LocalizedPaths, { path, origin = siteOrigin() }: { path?: string; origin?: string } = {}): Alternates {
  const own = path ?? pathIn(paths, locale) ?? paths.en ?? '/';
  const canonical = absoluteUrl(locale, own, origin);
  const languages = languageAlternates(paths, origin);
  // A crawled country variant names itself too, as hreflang wants of every page in a cluster.
  if (isCrawledLocale(locale) && pathIn(paths, locale) === own && !Object.values(languages).includes(canonical)) {
    languages[hreflangOf(locale)] = canonical;
  }
  return { canonical, languages };
}

/** Every crawled locale's URL of the page (for the sitemaps), keyed by locale. */
function crawledUrls(paths: LocalizedPaths, origin: string = siteOrigin()): Map<string, string> {
  const urls = new Map<string, string>();
  for (const locale of CRAWLED_LOCALES) {
    const path = pathIn(paths, locale);
    if (path) urls.set(locale, absoluteUrl(locale, path, origin));
  }
  return urls;
}

/** The full hreflang cluster of a page: every crawled locale, every language, x-default. */
export function clusterAlternates(paths: LocalizedPaths, origin: string = siteOrigin()): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const [locale, url] of crawledUrls(paths, origin)) languages[hreflangOf(locale)] = url;
  return { ...languages, ...languageAlternates(paths, origin) };
}
