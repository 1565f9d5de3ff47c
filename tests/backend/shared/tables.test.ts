/**
 * The backend keeps its own copies of the tables it shares with the storefront (countries,
 * languages, place names, contact facts, trade application rules), so that neither side imports
 * the other. These tests are what keeps the copies honest: any country, name, office or rule that
 * differs between `backend/shared/*` and the storefront's `lib/*` fails here.
 */
import { describe, expect, it } from 'vitest';
import * as backendContact from '../../../backend/shared/contact';
import * as backendCountries from '../../../backend/shared/countries';
import * as backendLanguages from '../../../backend/shared/languages';
import * as backendPlaces from '../../../backend/shared/places';
import * as backendTrade from '../../../backend/shared/trade-rules';
import * as contact from '../../../lib/i18n/contact';
import * as countries from '../../../lib/i18n/countries';
import * as languages from '../../../lib/i18n/languages';
import * as places from '../../../lib/i18n/places';
import * as trade from '../../../lib/trade/rules';

/** Every ISO code either table knows, plus codes neither knows (they take the defaults). */
const isoCodes = [...new Set([...countries.COUNTRIES, ...backendCountries.COUNTRIES].map((c) => c.isocode)), 'ZZ', 'BR', 'us', 'gb'];

describe('backend/shared mirrors the storefront tables', () => {
  it('languages', () => {
    expect(backendLanguages.LANGUAGES).toEqual(languages.LANGUAGES);
    expect(backendLanguages.DEFAULT_LANGUAGE).toBe(languages.DEFAULT_LANGUAGE);
    for (const value of [...languages.LANGUAGES, 'pt', '', undefined, 'EN']) {
      expect(backendLanguages.isLanguage(value)).toBe(languages.isLanguage(value));
    }
  });

  it('countries: every row, zone and derived rule', () => {
    expect(backendCountries.COUNTRIES).toEqual(countries.COUNTRIES);
    expect(backendCountries.DEFAULT_COUNTRY).toBe(countries.DEFAULT_COUNTRY);
    expect(backendCountries.EU_LIST).toEqual(countries.EU_LIST);
    expect(backendCountries.NORTH_AMERICA).toEqual(countries.NORTH_AMERICA);
    expect(backendCountries.MIDDLE_EAST).toEqual(countries.MIDDLE_EAST);
    for (const iso of isoCodes) {
      expect(backendCountries.findCountry(iso), iso).toEqual(countries.findCountry(iso));
      const country = countries.getCountry(iso);
      expect(backendCountries.getCountry(iso), iso).toEqual(country);
      expect(backendCountries.isInEU(iso), iso).toBe(countries.isInEU(iso));
      expect(backendCountries.regionOf(iso), iso).toBe(countries.regionOf(iso));
      expect(backendCountries.supportDeskOf(iso), iso).toEqual(countries.supportDeskOf(iso));
      expect(backendCountries.unitsOf(country), iso).toBe(countries.unitsOf(country));
      expect(backendCountries.showsWhatsapp(country), iso).toBe(countries.showsWhatsapp(country));
      expect(backendCountries.timeFormatFor(country), iso).toBe(countries.timeFormatFor(country));
    }
  });

  it('place and country names in every language', () => {
    const storefrontPlaces = ['Milan', 'Milano', 'Mailand', 'Florence', 'Venezia', 'Lombardy', 'Puglia', 'Sardegna', 'Como', 'London', 'Dubai', 'New York'];
    for (const language of languages.LANGUAGES) {
      for (const name of storefrontPlaces) {
        expect(backendPlaces.placeName(name, language), `${name}/${language}`).toBe(places.placeName(name, language));
      }
      for (const iso of isoCodes) {
        expect(backendPlaces.countryName(iso, language), `${iso}/${language}`).toBe(places.countryName(iso, language));
      }
    }
  });

  it('contact facts: phone lines, offices, company and the trade sales e-mail', () => {
    expect(backendContact.PHONE_LINES).toEqual(contact.PHONE_LINES);
    expect(backendContact.WHATSAPP_NUMBER).toBe(contact.WHATSAPP_NUMBER);
    expect(backendContact.OFFICES).toEqual(contact.OFFICES);
    expect(backendContact.COMPANY).toEqual(contact.COMPANY);
    for (const language of languages.LANGUAGES) {
      for (const office of Object.values(contact.OFFICES)) {
        expect(backendContact.officeAddress(office, language)).toBe(contact.officeAddress(office, language));
      }
    }
    for (const country of countries.COUNTRIES) {
      expect(backendContact.tradeSalesEmailFor(country), country.isocode).toBe(contact.tradeSalesEmailFor(country));
    }
  });

  it('trade application rules', () => {
    expect(backendTrade.PROJECT_TYPES).toEqual(trade.PROJECT_TYPES);
    expect(backendTrade.COMPANY_SIZES).toEqual(trade.COMPANY_SIZES);
    expect(backendTrade.TRADE_PASSWORD).toEqual(trade.TRADE_PASSWORD);
    expect(backendTrade.CERTIFICATE_MAX_BYTES).toBe(trade.CERTIFICATE_MAX_BYTES);
    expect(backendTrade.CERTIFICATE_TYPES).toEqual(trade.CERTIFICATE_TYPES);
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const files = [
      null,
      { name: 'c.pdf', size: 0 },
      { name: 'c.pdf', size: 100 },
      { name: 'c.PNG', size: 100 },
      { name: 'c.jpeg', size: 100 },
      { name: 'c.gif', size: 100 },
      { name: 'c.pdf', size: trade.CERTIFICATE_MAX_BYTES + 1 },
    ];
    for (const file of files) {
      for (const head of [undefined, pdf, png]) {
        expect(backendTrade.certificateProblem(file, head), JSON.stringify(file)).toBe(trade.certificateProblem(file, head));
      }
      if (file) expect(backendTrade.certificateTypeByName(file.name)).toBe(trade.certificateTypeByName(file.name));
    }
    for (const head of [pdf, png, new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array([1, 2, 3])]) {
      expect(backendTrade.sniffCertificateType(head)).toBe(trade.sniffCertificateType(head));
    }
    for (const site of ['casamaestri.it', 'https://www.instagram.com/studio', 'http://x', 'not a site', '', 'ftp://a.com', 'a.b.co']) {
      expect(backendTrade.isWebsite(site), site).toBe(trade.isWebsite(site));
    }
  });
});
