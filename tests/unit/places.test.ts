import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry } from '@/lib/i18n/countries';
import { OFFICES, officeAddress, officeFor, officeName, phoneContactFor } from '@/lib/i18n/contact';
import { LANGUAGES } from '@/lib/i18n/languages';
import { countryName, placeName } from '@/lib/i18n/places';

describe('place names in the visitor’s language', () => {
  it('names the cities of the offices and workshops as each language does', () => {
    const row = (name: string) => LANGUAGES.map((l) => `${l}:${placeName(name, l)}`).join(' ');
    expect(row('Milan')).toBe('en:Milan es:Milán de:Mailand fr:Milan it:Milano');
    expect(row('Florence')).toBe('en:Florence es:Florencia de:Florenz fr:Florence it:Firenze');
    expect(row('Venice')).toBe('en:Venice es:Venecia de:Venedig fr:Venise it:Venezia');
    expect(row('Rome')).toBe('en:Rome es:Roma de:Rom fr:Rome it:Roma');
    expect(row('New York')).toBe('en:New York es:Nueva York de:New York fr:New York it:New York');
    expect(row('London')).toBe('en:London es:Londres de:London fr:Londres it:Londra');
  });

  it('finds a place under any of its names, whatever case or form it is stored in', () => {
    expect(placeName('Milano', 'en')).toBe('Milan');
    expect(placeName('Mailand', 'es')).toBe('Milán');
    expect(placeName('FIRENZE', 'de')).toBe('Florenz');
    expect(placeName(' Venezia ', 'fr')).toBe('Venise');
    expect(placeName('Tuscany', 'it')).toBe('Toscana');
  });

  it('shows a place without a row as stored: names that are the same in every language', () => {
    expect(placeName('Cantù', 'de')).toBe('Cantù');
    expect(placeName('Bassano del Grappa', 'fr')).toBe('Bassano del Grappa');
  });

  it('names countries from the country table, and any other through Intl.DisplayNames', () => {
    expect(countryName('IT', 'de')).toBe('Italien');
    expect(countryName('us', 'es')).toBe('Estados Unidos');
    expect(countryName('AR', 'it')).toBe('Argentina');
    expect(countryName('AR', 'de')).toBe('Argentinien');
  });
});

describe('offices in the visitor’s language', () => {
  it('gives the office city and the country of its address in the visitor’s language, the street as the local post writes it', () => {
    expect(officeName(OFFICES.milan, 'de')).toBe('Mailand');
    expect(officeName(OFFICES.milan, 'it')).toBe('Milano');
    expect(officeName(OFFICES.milan, 'es')).toBe('Milán');
    expect(officeName(OFFICES['new-york'], 'es')).toBe('Nueva York');
    expect(officeName(OFFICES.london, 'it')).toBe('Londra');
    expect(officeAddress(OFFICES.milan, 'de')).toBe('Via Solferino 11, 20121 Milano, Italien');
    expect(officeAddress(OFFICES.milan, 'en')).toBe('Via Solferino 11, 20121 Milano, Italy');
    expect(officeAddress(OFFICES.london, 'fr')).toBe('14 Pimlico Road, London SW1W 8LZ, Royaume-Uni');
    expect(officeAddress(OFFICES['new-york'], 'it')).toBe('62 Greene Street, New York, NY 10012, Stati Uniti');
  });
});

describe('support hours and office per country (§9)', () => {
  it('serves North America from New York, on the US line in ET: Canada no longer reads CET hours', () => {
    for (const iso of ['US', 'CA', 'MX']) {
      expect(officeFor(getCountry(iso)).id).toBe('new-york');
      expect(phoneContactFor(getCountry(iso)).hours).toEqual({ from: '08:00', to: '12:00', timeZone: 'ET' });
    }
    expect(getCountry('CA').preferredPhoneNum).toBe('US');
  });

  it('keeps the spec’s other lines: UK in GMT from London, France its own line, the rest of Europe in CET from Milan', () => {
    expect([officeFor(getCountry('GB')).id, phoneContactFor(getCountry('GB')).hours.timeZone]).toEqual(['london', 'GMT']);
    expect([officeFor(getCountry('FR')).id, phoneContactFor(getCountry('FR')).line]).toEqual(['milan', 'FR']);
    expect([officeFor(getCountry('DE')).id, phoneContactFor(getCountry('DE')).hours.timeZone]).toEqual(['milan', 'CET']);
    expect(officeFor(getCountry('AE')).id).toBe('dubai');
  });

  it('never pairs an office with another continent’s hours', () => {
    const zoneOfOffice = { 'new-york': ['ET'], london: ['GMT'], milan: ['CET'], dubai: ['CET'] } as const;
    for (const country of COUNTRIES) {
      expect(zoneOfOffice[officeFor(country).id], country.isocode).toContain(phoneContactFor(country).hours.timeZone);
    }
  });
});
