import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  EU_LIST,
  MIDDLE_EAST,
  NORTH_AMERICA,
  findCountry,
  getCountry,
  isInEU,
  regionOf,
  showsWhatsapp,
  timeFormatFor,
  unitsOf,
} from '@/lib/i18n/countries';
import { LANGUAGES } from '@/lib/i18n/languages';
import { OFFICES, officeFor, phoneContactFor, tradeSalesEmailFor } from '@/lib/i18n/contact';

describe('country table (spec §3, §9)', () => {
  it('lists about fifty countries with unique ISO codes and every field of §3', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(48);
    expect(new Set(COUNTRIES.map((c) => c.isocode)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.isocode).toMatch(/^[A-Z]{2}$/);
      expect(c.isocode3Letters).toMatch(/^[A-Z]{3}$/);
      expect(c.supportedLanguages[0]).toBe(c.defaultLanguage);
      expect(c.crawlingLanguages.every((l) => c.supportedLanguages.includes(l))).toBe(true);
      for (const l of LANGUAGES) expect(c.localizedCountryName[l]).toBeTruthy();
    }
  });

  it('defaults to the United States', () => {
    expect(getCountry(undefined).isocode).toBe('US');
    expect(getCountry('zz').isocode).toBe('US');
    expect(findCountry('zz')).toBeUndefined();
    expect(getCountry('it').isocode).toBe('IT');
  });

  it('gives GB pounds, the EU list and a few others euros, the rest dollars', () => {
    expect(getCountry('GB').currency).toBe('GBP');
    for (const iso of EU_LIST) {
      const country = findCountry(iso);
      if (country) expect(country.currency, iso).toBe('EUR');
    }
    for (const iso of ['CY', 'MT', 'MC']) expect(getCountry(iso).currency).toBe('EUR');
    for (const iso of [...NORTH_AMERICA, ...MIDDLE_EAST, 'JP', 'AU', 'SG']) expect(getCountry(iso).currency).toBe('USD');
  });

  it('knows the EU list word for word, including EL and the non-members the shop ships as Europe', () => {
    expect([...EU_LIST]).toEqual([
      'AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
      'LT', 'LU', 'LV', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'TR',
    ]);
    expect(isInEU('it')).toBe(true);
    expect(isInEU('EL')).toBe(true);
    expect(isInEU('GB')).toBe(false);
    expect(isInEU('US')).toBe(false);
  });

  it('groups North America and the Middle East', () => {
    expect([...NORTH_AMERICA]).toEqual(['US', 'CA', 'MX']);
    expect([...MIDDLE_EAST]).toEqual(['AE', 'BH', 'KW', 'OM', 'QA', 'SA']);
    expect(regionOf('CA')).toBe('NorthAmerica');
    expect(regionOf('QA')).toBe('MiddleEast');
    expect(regionOf('GB')).toBe('UK');
    expect(regionOf('DE')).toBe('EU');
    expect(regionOf('JP')).toBe('RestOfWorld');
  });

  it('measures in inches for the US only', () => {
    expect(unitsOf(getCountry('US'))).toBe('in');
    expect(unitsOf(getCountry('CA'))).toBe('cm');
    expect(unitsOf(getCountry('GB'))).toBe('cm');
  });

  it('shows WhatsApp for euro countries and for the flagged ones', () => {
    expect(showsWhatsapp(getCountry('IT'))).toBe(true);
    for (const iso of ['AE', 'BH', 'GB', 'KW', 'OM', 'QA', 'SA']) {
      expect(getCountry(iso).showWhatsapp, iso).toBe(true);
      expect(showsWhatsapp(getCountry(iso)), iso).toBe(true);
    }
    expect(showsWhatsapp(getCountry('US'))).toBe(false);
    expect(showsWhatsapp(getCountry('JP'))).toBe(false);
  });

  it('uses 12-hour time in CA, MX and US and 24-hour time in DE, ES and FR', () => {
    for (const iso of ['CA', 'MX', 'US']) expect(getCountry(iso).preferredTimeFormat).toBe('times12');
    for (const iso of ['DE', 'ES', 'FR']) expect(getCountry(iso).preferredTimeFormat).toBe('times24');
    expect(getCountry('IT').preferredTimeFormat).toBeUndefined();
    expect(timeFormatFor(getCountry('IT'))).toBe('times24');
  });

  it('routes phone contact to the US, UK and FR lines and the EU line by default, with §9 hours', () => {
    expect(phoneContactFor(getCountry('US')).hours).toEqual({ from: '08:00', to: '12:00', timeZone: 'ET' });
    expect(phoneContactFor(getCountry('GB')).hours).toEqual({ from: '08:00', to: '17:00', timeZone: 'GMT' });
    expect(phoneContactFor(getCountry('FR')).hours).toEqual({ from: '09:00', to: '18:00', timeZone: 'CET' });
    expect(phoneContactFor(getCountry('IT')).line).toBe('EU');
    expect(phoneContactFor(getCountry('IT')).hours).toEqual({ from: '09:00', to: '18:00', timeZone: 'CET' });
    // US and EU numbers share one line.
    expect(phoneContactFor(getCountry('US')).number).toBe(phoneContactFor(getCountry('DE')).number);
    expect(phoneContactFor(getCountry('GB')).number).not.toBe(phoneContactFor(getCountry('US')).number);
  });

  it('has four offices, Milan the headquarters, and picks the nearest', () => {
    expect(Object.keys(OFFICES).sort()).toEqual(['dubai', 'london', 'milan', 'new-york']);
    expect(OFFICES.milan.headquarters).toBe(true);
    expect(officeFor(getCountry('GB')).id).toBe('london');
    expect(officeFor(getCountry('AE')).id).toBe('dubai');
    expect(officeFor(getCountry('US')).id).toBe('new-york');
    expect(officeFor(getCountry('IT')).id).toBe('milan');
    expect(officeFor(getCountry('JP')).id).toBe('milan');
  });

  it('sends trade sales e-mail by region: UK, Middle East, US, default', () => {
    const emails = new Set(['GB', 'SA', 'US', 'IT'].map((iso) => tradeSalesEmailFor(getCountry(iso))));
    expect(emails.size).toBe(4);
    expect(tradeSalesEmailFor(getCountry('KW'))).toBe(tradeSalesEmailFor(getCountry('AE')));
    expect(tradeSalesEmailFor(getCountry('JP'))).toBe(tradeSalesEmailFor(getCountry('IT')));
  });
});
