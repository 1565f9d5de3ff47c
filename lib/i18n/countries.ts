/**
 * The country table: every rule of spec §3 "Country" and §9 that depends on the shipping country.
 * One typed module for the storefront (routing, prices, units, contact details). The embedded backend
 * keeps its own copy (backend/shared/countries.ts, it never imports the storefront);
 * tests/backend/shared/tables.test.ts fails when the two differ, so change both together.
 */
import { LANGUAGES, type Language } from './languages';
import type { Currency } from '../money/currency';

export type TimeFormat = 'times12' | 'times24';
export type PhoneLine = 'US' | 'UK' | 'FR' | 'EU';
export type Units = 'in' | 'cm';
export type Region = 'EU' | 'UK' | 'MiddleEast' | 'NorthAmerica' | 'RestOfWorld';

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  isocode: string;
  isocode3Letters: string;
  defaultLanguage: Language;
  supportedLanguages: Language[];
  /** Languages whose pages search engines should index for this country (hreflang). */
  crawlingLanguages: Language[];
  localizedCountryName: Record<Language, string>;
  currency: Currency;
  preferredPhoneNum?: PhoneLine;
  preferredTimeFormat?: TimeFormat;
  showWhatsapp?: boolean;
}

/** Spec §9 "EU list" (it names EL and GR, CH, NO and TR too: the shop's European shipping zone). */
export const EU_LIST = [
  'AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'TR',
] as const;
export const NORTH_AMERICA = ['US', 'CA', 'MX'] as const;
export const MIDDLE_EAST = ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'] as const;
/** "EU members and several others get EUR" (§9): the others priced in euro. */
const OTHER_EUR_COUNTRIES = ['CY', 'MT', 'MC'] as const;
const WHATSAPP_FLAGGED = ['AE', 'BH', 'GB', 'KW', 'OM', 'QA', 'SA'] as const;
const TIMES_12 = ['CA', 'MX', 'US'] as const;
const TIMES_24 = ['DE', 'ES', 'FR'] as const;

export const DEFAULT_COUNTRY = 'US';

type Row = [iso2: string, iso3: string, defaultLanguage: Language, extraLanguages: Language[], names: [en: string, es: string, de: string, fr: string, it: string]];

// prettier-ignore
const ROWS: Row[] = [
  ['US', 'USA', 'en', ['es'], ['United States', 'Estados Unidos', 'Vereinigte Staaten', 'États-Unis', 'Stati Uniti']],
  ['CA', 'CAN', 'en', ['fr'], ['Canada', 'Canadá', 'Kanada', 'Canada', 'Canada']],
  ['MX', 'MEX', 'es', ['en'], ['Mexico', 'México', 'Mexiko', 'Mexique', 'Messico']],
  ['GB', 'GBR', 'en', [], ['United Kingdom', 'Reino Unido', 'Vereinigtes Königreich', 'Royaume-Uni', 'Regno Unito']],
  ['IT', 'ITA', 'it', ['en'], ['Italy', 'Italia', 'Italien', 'Italie', 'Italia']],
  ['FR', 'FRA', 'fr', ['en'], ['France', 'Francia', 'Frankreich', 'France', 'Francia']],
  ['DE', 'DEU', 'de', ['en'], ['Germany', 'Alemania', 'Deutschland', 'Allemagne', 'Germania']],
  ['ES', 'ESP', 'es', ['en'], ['Spain', 'España', 'Spanien', 'Espagne', 'Spagna']],
  ['AT', 'AUT', 'de', ['en'], ['Austria', 'Austria', 'Österreich', 'Autriche', 'Austria']],
  ['CH', 'CHE', 'de', ['fr', 'it', 'en'], ['Switzerland', 'Suiza', 'Schweiz', 'Suisse', 'Svizzera']],
  ['BE', 'BEL', 'fr', ['en'], ['Belgium', 'Bélgica', 'Belgien', 'Belgique', 'Belgio']],
  ['NL', 'NLD', 'en', [], ['Netherlands', 'Países Bajos', 'Niederlande', 'Pays-Bas', 'Paesi Bassi']],
  ['LU', 'LUX', 'fr', ['de', 'en'], ['Luxembourg', 'Luxemburgo', 'Luxemburg', 'Luxembourg', 'Lussemburgo']],
  ['MC', 'MCO', 'fr', ['en', 'it'], ['Monaco', 'Mónaco', 'Monaco', 'Monaco', 'Monaco']],
  ['PT', 'PRT', 'en', ['es'], ['Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portogallo']],
  ['IE', 'IRL', 'en', [], ['Ireland', 'Irlanda', 'Irland', 'Irlande', 'Irlanda']],
  ['DK', 'DNK', 'en', [], ['Denmark', 'Dinamarca', 'Dänemark', 'Danemark', 'Danimarca']],
  ['SE', 'SWE', 'en', [], ['Sweden', 'Suecia', 'Schweden', 'Suède', 'Svezia']],
  ['NO', 'NOR', 'en', [], ['Norway', 'Noruega', 'Norwegen', 'Norvège', 'Norvegia']],
  ['FI', 'FIN', 'en', [], ['Finland', 'Finlandia', 'Finnland', 'Finlande', 'Finlandia']],
  ['PL', 'POL', 'en', ['de'], ['Poland', 'Polonia', 'Polen', 'Pologne', 'Polonia']],
  ['CZ', 'CZE', 'en', ['de'], ['Czechia', 'Chequia', 'Tschechien', 'Tchéquie', 'Cechia']],
  ['SK', 'SVK', 'en', ['de'], ['Slovakia', 'Eslovaquia', 'Slowakei', 'Slovaquie', 'Slovacchia']],
  ['HU', 'HUN', 'en', ['de'], ['Hungary', 'Hungría', 'Ungarn', 'Hongrie', 'Ungheria']],
  ['SI', 'SVN', 'en', ['it'], ['Slovenia', 'Eslovenia', 'Slowenien', 'Slovénie', 'Slovenia']],
  ['HR', 'HRV', 'en', ['it'], ['Croatia', 'Croacia', 'Kroatien', 'Croatie', 'Croazia']],
  ['RO', 'ROU', 'en', [], ['Romania', 'Rumanía', 'Rumänien', 'Roumanie', 'Romania']],
  ['BG', 'BGR', 'en', [], ['Bulgaria', 'Bulgaria', 'Bulgarien', 'Bulgarie', 'Bulgaria']],
  ['GR', 'GRC', 'en', [], ['Greece', 'Grecia', 'Griechenland', 'Grèce', 'Grecia']],
  ['EE', 'EST', 'en', [], ['Estonia', 'Estonia', 'Estland', 'Estonie', 'Estonia']],
  ['LV', 'LVA', 'en', [], ['Latvia', 'Letonia', 'Lettland', 'Lettonie', 'Lettonia']],
  ['LT', 'LTU', 'en', [], ['Lithuania', 'Lituania', 'Litauen', 'Lituanie', 'Lituania']],
  ['TR', 'TUR', 'en', [], ['Türkiye', 'Turquía', 'Türkei', 'Turquie', 'Turchia']],
  ['CY', 'CYP', 'en', [], ['Cyprus', 'Chipre', 'Zypern', 'Chypre', 'Cipro']],
  ['MT', 'MLT', 'en', ['it'], ['Malta', 'Malta', 'Malta', 'Malte', 'Malta']],
  ['AE', 'ARE', 'en', [], ['United Arab Emirates', 'Emiratos Árabes Unidos', 'Vereinigte Arabische Emirate', 'Émirats arabes unis', 'Emirati Arabi Uniti']],
  ['SA', 'SAU', 'en', [], ['Saudi Arabia', 'Arabia Saudí', 'Saudi-Arabien', 'Arabie saoudite', 'Arabia Saudita']],
  ['QA', 'QAT', 'en', [], ['Qatar', 'Catar', 'Katar', 'Qatar', 'Qatar']],
  ['KW', 'KWT', 'en', [], ['Kuwait', 'Kuwait', 'Kuwait', 'Koweït', 'Kuwait']],
  ['BH', 'BHR', 'en', [], ['Bahrain', 'Baréin', 'Bahrain', 'Bahreïn', 'Bahrein']],
  ['OM', 'OMN', 'en', [], ['Oman', 'Omán', 'Oman', 'Oman', 'Oman']],
  ['IL', 'ISR', 'en', [], ['Israel', 'Israel', 'Israel', 'Israël', 'Israele']],
  ['AU', 'AUS', 'en', [], ['Australia', 'Australia', 'Australien', 'Australie', 'Australia']],
  ['NZ', 'NZL', 'en', [], ['New Zealand', 'Nueva Zelanda', 'Neuseeland', 'Nouvelle-Zélande', 'Nuova Zelanda']],
  ['JP', 'JPN', 'en', [], ['Japan', 'Japón', 'Japan', 'Japon', 'Giappone']],
  ['KR', 'KOR', 'en', [], ['South Korea', 'Corea del Sur', 'Südkorea', 'Corée du Sud', 'Corea del Sud']],
  ['CN', 'CHN', 'en', [], ['China', 'China', 'China', 'Chine', 'Cina']],
  ['HK', 'HKG', 'en', [], ['Hong Kong', 'Hong Kong', 'Hongkong', 'Hong Kong', 'Hong Kong']],
  ['SG', 'SGP', 'en', [], ['Singapore', 'Singapur', 'Singapur', 'Singapour', 'Singapore']],
  ['IN', 'IND', 'en', [], ['India', 'India', 'Indien', 'Inde', 'India']],
  ['BR', 'BRA', 'en', ['es'], ['Brazil', 'Brasil', 'Brasilien', 'Brésil', 'Brasile']],
  ['ZA', 'ZAF', 'en', [], ['South Africa', 'Sudáfrica', 'Südafrika', 'Afrique du Sud', 'Sudafrica']],
];

// The names in ROWS are listed in this order.
const LANGUAGE_ORDER: Language[] = ['en', 'es', 'de', 'fr', 'it'];

/** Countries whose every supported language is indexed by search engines (main markets). */
const CRAWL_ALL_LANGUAGES = new Set(['US', 'IT', 'CH', 'CA', 'BE']);

function currencyOf(iso: string): Currency {
  if (iso === 'GB') return 'GBP';
  if (isInEU(iso) || (OTHER_EUR_COUNTRIES as readonly string[]).includes(iso)) return 'EUR';
  return 'USD';
}

export type OfficeId = 'milan' | 'london' | 'dubai' | 'new-york';

/**
 * Who serves a shopper, by shipping country: the office and the phone line, whose hours are kept in
 * the line's own time zone (§9: US 8am–12pm ET, EU 9am–6pm CET, UK 8am–5pm GMT, FR 9am–6pm CET).
 * The one table: a country's `preferredPhoneNum` and `officeFor` both read it. North America is
 * served from New York on the US line (Canada and Mexico read ET hours, not CET); the Middle East
 * from Dubai, on the EU line (§9 gives that region no hours of its own).
 */
const SUPPORT_DESKS: Record<Region, { office: OfficeId; line: PhoneLine }> = {
  NorthAmerica: { office: 'new-york', line: 'US' },
  UK: { office: 'london', line: 'UK' },
  MiddleEast: { office: 'dubai', line: 'EU' },
  EU: { office: 'milan', line: 'EU' },
  RestOfWorld: { office: 'milan', line: 'EU' },
};
/** Countries whose line differs from their region's. */
const SUPPORT_DESK_EXCEPTIONS: Record<string, { office: OfficeId; line: PhoneLine }> = {
  FR: { office: 'milan', line: 'FR' },
};

export function supportDeskOf(iso: string): { office: OfficeId; line: PhoneLine } {
  const code = iso.toUpperCase();
  return SUPPORT_DESK_EXCEPTIONS[code] ?? SUPPORT_DESKS[regionOf(code)];
}

function phoneLineOf(iso: string): PhoneLine | undefined {
  const { line } = supportDeskOf(iso);
  return line === 'EU' ? undefined : line; // EU line by default (§3)
}

function timeFormatOf(iso: string): TimeFormat | undefined {
  if ((TIMES_12 as readonly string[]).includes(iso)) return 'times12';
  if ((TIMES_24 as readonly string[]).includes(iso)) return 'times24';
  return undefined;
}

export const COUNTRIES: readonly Country[] = ROWS.map(([isocode, isocode3Letters, defaultLanguage, extra, names]) => {
  const supportedLanguages = [defaultLanguage, ...extra.filter((l) => l !== defaultLanguage)];
  const country: Country = {
    isocode,
    isocode3Letters,
    defaultLanguage,
    supportedLanguages,
    crawlingLanguages: CRAWL_ALL_LANGUAGES.has(isocode) ? supportedLanguages : [defaultLanguage],
    localizedCountryName: Object.fromEntries(LANGUAGES.map((l) => [l, names[LANGUAGE_ORDER.indexOf(l)]])) as Record<Language, string>,
    currency: currencyOf(isocode),
  };
  const phone = phoneLineOf(isocode);
  if (phone) country.preferredPhoneNum = phone;
  const time = timeFormatOf(isocode);
  if (time) country.preferredTimeFormat = time;
  if ((WHATSAPP_FLAGGED as readonly string[]).includes(isocode)) country.showWhatsapp = true;
  return country;
});

const BY_ISO = new Map(COUNTRIES.map((c) => [c.isocode, c]));

export function findCountry(iso: string | undefined | null): Country | undefined {
  return iso ? BY_ISO.get(iso.toUpperCase()) : undefined;
}

export function getCountry(iso: string | undefined | null): Country {
  return findCountry(iso) ?? BY_ISO.get(DEFAULT_COUNTRY)!;
}

export function isInEU(iso: string): boolean {
  return (EU_LIST as readonly string[]).includes(iso.toUpperCase());
}

/** Derived (§3): inches for the US, centimetres everywhere else (§9). */
export function unitsOf(country: Country): Units {
  return country.isocode === 'US' ? 'in' : 'cm';
}

/** §9: WhatsApp is offered when the currency is EUR or the country carries the flag. */
export function showsWhatsapp(country: Country): boolean {
  return country.currency === 'EUR' || country.showWhatsapp === true;
}

export function regionOf(iso: string): Region {
  const code = iso.toUpperCase();
  if (code === 'GB') return 'UK';
  if ((MIDDLE_EAST as readonly string[]).includes(code)) return 'MiddleEast';
  if ((NORTH_AMERICA as readonly string[]).includes(code)) return 'NorthAmerica';
  if (isInEU(code) || (OTHER_EUR_COUNTRIES as readonly string[]).includes(code)) return 'EU';
  return 'RestOfWorld';
}

export function timeFormatFor(country: Country): TimeFormat {
  return country.preferredTimeFormat ?? 'times24';
}
