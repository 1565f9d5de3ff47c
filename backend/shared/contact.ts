/**
 * Contact facts the backend writes into its content and e-mails: phone lines, offices, the company,
 * the trade sales e-mail by region. Mirrors lib/i18n/contact.ts (the backend never imports the
 * storefront); tests/backend/shared/tables.test.ts fails when the two differ.
 */
import { type Country, type OfficeId, type PhoneLine, regionOf } from './countries';
import type { Language } from './languages';
import { countryName } from './places';

export interface PhoneContact {
  line: PhoneLine;
  number: string;
  /** Support hours as written in §9, in the line's own time zone. */
  hours: { from: string; to: string; timeZone: 'ET' | 'CET' | 'GMT' };
}

// US and EU numbers share one line (§9): one number, two sets of opening hours.
const SHARED_US_EU_NUMBER = '+1 646 555 0142';

export const PHONE_LINES: Record<PhoneLine, PhoneContact> = {
  US: { line: 'US', number: SHARED_US_EU_NUMBER, hours: { from: '08:00', to: '12:00', timeZone: 'ET' } },
  EU: { line: 'EU', number: SHARED_US_EU_NUMBER, hours: { from: '09:00', to: '18:00', timeZone: 'CET' } },
  UK: { line: 'UK', number: '+44 20 7946 0321', hours: { from: '08:00', to: '17:00', timeZone: 'GMT' } },
  FR: { line: 'FR', number: '+33 1 70 36 04 12', hours: { from: '09:00', to: '18:00', timeZone: 'CET' } },
};

export const WHATSAPP_NUMBER = '+39 02 5555 0199';

export interface Office {
  id: OfficeId;
  /** The office's city as stored ('Milan'); shown in the visitor's language with `placeName`. */
  addressName: string;
  /** Street, postcode and city as the local post writes them ("20121 Milano"), without the country. */
  addressDetails: string;
  /** ISO 3166-1 alpha-2 of the office's country, named in the visitor's language by `officeAddress`. */
  country: string;
  link: string;
  googleMapsLink: string;
  headquarters?: boolean;
  /** A gallery open to visitors (spec §2 footer: "visit us (Milan and New York galleries)"). */
  gallery?: boolean;
}

const mapsLink = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export const OFFICES: Record<OfficeId, Office> = {
  milan: {
    id: 'milan',
    addressName: 'Milan',
    addressDetails: 'Via Solferino 11, 20121 Milano',
    country: 'IT',
    link: '/visit-us',
    googleMapsLink: mapsLink('Via Solferino 11, 20121 Milano'),
    headquarters: true,
    gallery: true,
  },
  london: {
    id: 'london',
    addressName: 'London',
    addressDetails: '14 Pimlico Road, London SW1W 8LZ',
    country: 'GB',
    link: '/visit-us',
    googleMapsLink: mapsLink('14 Pimlico Road, London SW1W 8LZ'),
  },
  dubai: {
    id: 'dubai',
    addressName: 'Dubai',
    addressDetails: 'Building 4, Dubai Design District, Dubai',
    country: 'AE',
    link: '/visit-us',
    googleMapsLink: mapsLink('Dubai Design District Building 4'),
  },
  'new-york': {
    id: 'new-york',
    addressName: 'New York',
    addressDetails: '62 Greene Street, New York, NY 10012',
    country: 'US',
    link: '/visit-us',
    googleMapsLink: mapsLink('62 Greene Street, New York, NY 10012'),
    gallery: true,
  },
};

/** The postal address, the street as the local post writes it, the country in the visitor's language. */
export function officeAddress(office: Office, language: Language): string {
  return `${office.addressDetails}, ${countryName(office.country, language)}`;
}

export const COMPANY = {
  name: 'Casa Maestri S.r.l.',
  brand: 'Casa Maestri',
  vatNumber: 'IT 12345670966',
  /** The registered office: in legal text, named with `officeAddress(COMPANY.registeredOffice, language)`. */
  registeredOffice: OFFICES.milan,
  email: 'care@casamaestri.example',
} as const;

/** §6: the trade sales e-mail differs by region (UK, Middle East, US, default). */
export function tradeSalesEmailFor(country: Country): string {
  if (country.isocode === 'US') return 'trade.us@casamaestri.example';
  switch (regionOf(country.isocode)) {
    case 'UK':
      return 'trade.uk@casamaestri.example';
    case 'MiddleEast':
      return 'trade.me@casamaestri.example';
    default:
      return 'trade@casamaestri.example';
  }
}
