import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry } from '@/lib/i18n/countries';
import { countriesByRegion, countrySwitchHref, localeForCountry, matchesCountry } from '@/lib/i18n/country-chooser';

describe('country switch URL (spec §2: the same page under the new locale prefix)', () => {
  it('keeps the language when the new country offers it', () => {
    expect(countrySwitchHref('/products/lido', '', 'en', getCountry('IT'))).toBe('/en-it/products/lido');
    expect(countrySwitchHref('/about', '', 'fr', getCountry('CH'))).toBe('/fr-ch/about');
    expect(countrySwitchHref('/', '', 'es', getCountry('US'))).toBe('/es-us');
  });

  it("falls back to the country's default language otherwise", () => {
    expect(countrySwitchHref('/about', '', 'it', getCountry('GB'))).toBe('/en-gb/about');
    expect(countrySwitchHref('/', '', 'de', getCountry('FR'))).toBe('/fr-fr');
    expect(localeForCountry('fr', getCountry('DE'))).toBe('de-de');
  });

  it('drops the prefix for en-us, the default locale', () => {
    expect(countrySwitchHref('/', '', 'en', getCountry('US'))).toBe('/');
    expect(countrySwitchHref('/search', '', 'it', getCountry('US'))).toBe('/search');
  });

  it('keeps the query string', () => {
    expect(countrySwitchHref('/search', '?q=murano&ppage=2', 'en', getCountry('GB'))).toBe('/en-gb/search?q=murano&ppage=2');
    expect(countrySwitchHref('/search', 'q=vase', 'en', getCountry('GB'))).toBe('/en-gb/search?q=vase');
    expect(countrySwitchHref('/search', '?', 'en', getCountry('GB'))).toBe('/en-gb/search');
  });
});

describe('country groups and filter', () => {
  it('groups every country once, Europe first, alphabetical in the page language', () => {
    const groups = countriesByRegion('it');
    expect(groups.map((g) => g.region)).toEqual(['EU', 'UK', 'NorthAmerica', 'MiddleEast', 'RestOfWorld']);
    expect(groups.flatMap((g) => g.countries)).toHaveLength(COUNTRIES.length);
    const europe = groups[0].countries.map((c) => c.localizedCountryName.it);
    expect(europe).toEqual([...europe].sort(new Intl.Collator('it').compare));
    expect(groups.find((g) => g.region === 'NorthAmerica')!.countries.map((c) => c.isocode).sort()).toEqual(['CA', 'MX', 'US']);
  });

  it('matches a word prefix in the page language or English, without accents or case, and ISO codes', () => {
    const names = (query: string, language: 'en' | 'de' | 'it') =>
      COUNTRIES.filter((c) => matchesCountry(c, query, language)).map((c) => c.isocode);
    expect(names('osterr', 'de')).toEqual(['AT']);
    expect(names('turk', 'en')).toEqual(['TR']);
    expect(names('germ', 'it')).toEqual(['DE']);
    expect(names('arab', 'en').sort()).toEqual(['AE', 'SA']);
    expect(names('kingdom', 'en')).toEqual(['GB']);
    expect(names('CHE', 'en')).toEqual(['CH']);
    expect(names('zzz', 'en')).toEqual([]);
    expect(names('  ', 'en')).toHaveLength(COUNTRIES.length);
  });
});
