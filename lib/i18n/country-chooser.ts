/**
 * The country chooser's rules, shared by the /countries page and the top strip's panel: countries
 * grouped by shipping region, a forgiving filter, and where choosing a country leads.
 */
import { COUNTRIES, regionOf, type Country, type Region } from './countries';
import type { Language } from './languages';
import { localeFor, pathInLocale, type Locale } from './locales';

const REGION_ORDER: readonly Region[] = ['EU', 'UK', 'NorthAmerica', 'MiddleEast', 'RestOfWorld'];

export interface RegionGroup {
  region: Region;
  countries: Country[];
}

/** Countries by region (spec §9 order: Europe first), alphabetical in `language` within each. */
export function countriesByRegion(language: Language, countries: readonly Country[] = COUNTRIES): RegionGroup[] {
  const collator = new Intl.Collator(language);
  return REGION_ORDER.map((region) => ({
    region,
    countries: countries
      .filter((c) => regionOf(c.isocode) === region)
      .sort((a, b) => collator.compare(a.localizedCountryName[language], b.localizedCountryName[language])),
  })).filter((group) => group.countries.length > 0);
}

/** Lower case without accents, so "turkiye" finds Türkiye and "osterreich" finds Österreich. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/**
 * Whether a country matches what the shopper typed: a prefix of any word of its name in the page's
 * language or in English (people often type the English name), or its two- or three-letter ISO code.
 */
export function matchesCountry(country: Country, query: string, language: Language): boolean {
  const q = fold(query);
  if (!q) return true;
  if (fold(country.isocode) === q || fold(country.isocode3Letters) === q) return true;
  const names = new Set([country.localizedCountryName[language], country.localizedCountryName.en].map(fold));
  return [...names].some((name) => name.startsWith(q) || name.split(/[\s-]+/).some((word) => word.startsWith(q)));
}

/** The locale a country is chosen in: the current language when the country offers it, else its default. */
export function localeForCountry(language: Language, country: Country): Locale {
  return localeFor(language, country.isocode);
}

/**
 * Where choosing `country` leads: the same page (path and query) under the country's locale prefix,
 * which changes currency and units with it. `pathname` has no locale prefix.
 */
export function countrySwitchHref(pathname: string, search: string, language: Language, country: Country): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${pathInLocale(pathname, localeForCountry(language, country))}${query}`;
}
