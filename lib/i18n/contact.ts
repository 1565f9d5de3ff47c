/**
 * Contact facts that depend on the shipping country (§9): phone line and support hours, offices,
 * and the trade sales e-mail by region (§6).
 */
import { type Country, type PhoneLine, regionOf } from './countries';

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

export function phoneContactFor(country: Country): PhoneContact {
  return PHONE_LINES[country.preferredPhoneNum ?? 'EU'];
}

export const WHATSAPP_NUMBER = '+39 02 5555 0199';

export interface Office {
  id: 'milan' | 'london' | 'dubai' | 'new-york';
  addressName: string;
  addressDetails: string;
  link: string;
  googleMapsLink: string;
  headquarters?: boolean;
  /** A gallery open to visitors (spec §2 footer: "visit us (Milan and New York galleries)"). */
  gallery?: boolean;
}

const mapsLink = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export const OFFICES: Record<Office['id'], Office> = {
  milan: {
    id: 'milan',
    addressName: 'Milan',
    addressDetails: 'Via Solferino 11, 20121 Milano, Italy',
    link: '/visit-us',
    googleMapsLink: mapsLink('Via Solferino 11, 20121 Milano'),
    headquarters: true,
    gallery: true,
  },
  london: {
    id: 'london',
    addressName: 'London',
    addressDetails: '14 Pimlico Road, London SW1W 8LZ, United Kingdom',
    link: '/visit-us',
    googleMapsLink: mapsLink('14 Pimlico Road, London SW1W 8LZ'),
  },
  dubai: {
    id: 'dubai',
    addressName: 'Dubai',
    addressDetails: 'Building 4, Dubai Design District, Dubai, United Arab Emirates',
    link: '/visit-us',
    googleMapsLink: mapsLink('Dubai Design District Building 4'),
  },
  'new-york': {
    id: 'new-york',
    addressName: 'New York',
    addressDetails: '62 Greene Street, New York, NY 10012, United States',
    link: '/visit-us',
    googleMapsLink: mapsLink('62 Greene Street, New York, NY 10012'),
    gallery: true,
  },
};

/** The office closest to a shopper: London for GB, Dubai for the Middle East, New York for North America, else Milan. */
export function officeFor(country: Country): Office {
  switch (regionOf(country.isocode)) {
    case 'UK':
      return OFFICES.london;
    case 'MiddleEast':
      return OFFICES.dubai;
    case 'NorthAmerica':
      return OFFICES['new-york'];
    default:
      return OFFICES.milan;
  }
}

export const COMPANY = {
  name: 'Casa Maestri S.r.l.',
  brand: 'Casa Maestri',
  vatNumber: 'IT 12345670966',
  registeredOffice: OFFICES.milan.addressDetails,
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
