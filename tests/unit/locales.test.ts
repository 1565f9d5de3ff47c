import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocale, localeFor, localeOr, localePrefix, parseLocale } from '@/lib/i18n/locales';
import { localeParts } from '@/lib/i18n/locale-parts';

describe('locales', () => {
  it('are {language}-{country} in lower case, en-us first-class and default', () => {
    expect(DEFAULT_LOCALE).toBe('en-us');
    expect(LOCALES).toContain('en-us');
    expect(LOCALES).toContain('it-it');
    expect(LOCALES).toContain('en-gb');
    expect(LOCALES).toContain('de-ch');
    expect(LOCALES.every((l) => /^(en|es|de|fr|it)-[a-z]{2}$/.test(l))).toBe(true);
    expect(new Set(LOCALES).size).toBe(LOCALES.length);
  });

  it('rejects unknown locales', () => {
    expect(isLocale('xx-zz')).toBe(false);
    expect(isLocale('it-IT')).toBe(false);
    expect(isLocale('de-it')).toBe(false);
  });

  it('parses language, country and the BCP 47 tag', () => {
    const it_ = parseLocale('it-it');
    expect(it_.language).toBe('it');
    expect(it_.country.currency).toBe('EUR');
    expect(it_.tag).toBe('it-IT');
    expect(parseLocale('en-gb').country.currency).toBe('GBP');
    expect(it_.currency).toBe('EUR');
    expect(localeOr('nonsense')).toBe('en-us');
    expect(localeOr('it-it--trade')).toBe('en-us');
    expect(localeOr('de-de')).toBe('de-de');
  });

  it('picks a supported language for a country and prefixes all but the default', () => {
    expect(localeFor('de', 'IT')).toBe('it-it');
    expect(localeFor('en', 'IT')).toBe('en-it');
    expect(localeFor('fr', 'CH')).toBe('fr-ch');
    expect(localePrefix('en-us')).toBe('');
    expect(localePrefix('it-it')).toBe('/it-it');
  });
});

describe('localeParts (client code without the country table)', () => {
  it('reads the language and the upper-case country of a locale', () => {
    expect(localeParts('it-it')).toEqual({ language: 'it', country: 'IT' });
    expect(localeParts('en-us')).toEqual({ language: 'en', country: 'US' });
    expect(localeParts('de-ch')).toEqual({ language: 'de', country: 'CH' });
  });
});

describe('the written-out locale list (lib/i18n/locale-list.ts)', () => {
  it('is every supported language of every country of the table, en-us first', async () => {
    const { LOCALES } = await import('@/lib/i18n/locale-list');
    const { COUNTRIES } = await import('@/lib/i18n/countries');
    expect(LOCALES).toEqual(COUNTRIES.flatMap((c) => c.supportedLanguages.map((l) => `${l}-${c.isocode.toLowerCase()}`)));
    expect(LOCALES[0]).toBe('en-us');
  });
});
