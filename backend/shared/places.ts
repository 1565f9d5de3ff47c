/**
 * Place names in each of the shop's languages, for the backend's seed and search records ("Milano",
 * "Mailand", "Milán"). Mirrors lib/i18n/places.ts (the backend never imports the storefront);
 * tests/backend/shared/tables.test.ts fails when the two name a place differently.
 */
import { findCountry } from './countries';
import { LANGUAGES, type Language } from './languages';

type Names = Record<Language, string>;

/**
 * Places whose name differs between the shop's languages. Places called the same everywhere
 * (Como, Murano, Carrara, Dubai in most languages…) need no row: an unknown name is shown as stored.
 */
// prettier-ignore
const PLACES: readonly Names[] = [
  // Cities
  { en: 'Milan', it: 'Milano', de: 'Mailand', es: 'Milán', fr: 'Milan' },
  { en: 'Florence', it: 'Firenze', de: 'Florenz', es: 'Florencia', fr: 'Florence' },
  { en: 'Venice', it: 'Venezia', de: 'Venedig', es: 'Venecia', fr: 'Venise' },
  { en: 'Rome', it: 'Roma', de: 'Rom', es: 'Roma', fr: 'Rome' },
  { en: 'Naples', it: 'Napoli', de: 'Neapel', es: 'Nápoles', fr: 'Naples' },
  { en: 'Turin', it: 'Torino', de: 'Turin', es: 'Turín', fr: 'Turin' },
  { en: 'Genoa', it: 'Genova', de: 'Genua', es: 'Génova', fr: 'Gênes' },
  { en: 'Padua', it: 'Padova', de: 'Padua', es: 'Padua', fr: 'Padoue' },
  { en: 'Bologna', it: 'Bologna', de: 'Bologna', es: 'Bolonia', fr: 'Bologne' },
  { en: 'Mantua', it: 'Mantova', de: 'Mantua', es: 'Mantua', fr: 'Mantoue' },
  { en: 'Syracuse', it: 'Siracusa', de: 'Syrakus', es: 'Siracusa', fr: 'Syracuse' },
  { en: 'London', it: 'Londra', de: 'London', es: 'Londres', fr: 'Londres' },
  { en: 'New York', it: 'New York', de: 'New York', es: 'Nueva York', fr: 'New York' },
  { en: 'Dubai', it: 'Dubai', de: 'Dubai', es: 'Dubái', fr: 'Dubaï' },
  // Regions of Italy
  { en: 'Lombardy', it: 'Lombardia', de: 'Lombardei', es: 'Lombardía', fr: 'Lombardie' },
  { en: 'Tuscany', it: 'Toscana', de: 'Toskana', es: 'Toscana', fr: 'Toscane' },
  { en: 'Veneto', it: 'Veneto', de: 'Venetien', es: 'Véneto', fr: 'Vénétie' },
  { en: 'Piedmont', it: 'Piemonte', de: 'Piemont', es: 'Piamonte', fr: 'Piémont' },
  { en: 'Emilia-Romagna', it: 'Emilia-Romagna', de: 'Emilia-Romagna', es: 'Emilia-Romaña', fr: 'Émilie-Romagne' },
  { en: 'Friuli Venezia Giulia', it: 'Friuli-Venezia Giulia', de: 'Friaul-Julisch Venetien', es: 'Friuli-Venecia Julia', fr: 'Frioul-Vénétie Julienne' },
  { en: 'Basilicata', it: 'Basilicata', de: 'Basilikata', es: 'Basilicata', fr: 'Basilicate' },
  { en: 'Liguria', it: 'Liguria', de: 'Ligurien', es: 'Liguria', fr: 'Ligurie' },
  { en: 'Lazio', it: 'Lazio', de: 'Latium', es: 'Lacio', fr: 'Latium' },
  { en: 'Apulia', it: 'Puglia', de: 'Apulien', es: 'Apulia', fr: 'Pouilles' },
  { en: 'Umbria', it: 'Umbria', de: 'Umbrien', es: 'Umbría', fr: 'Ombrie' },
  { en: 'Sicily', it: 'Sicilia', de: 'Sizilien', es: 'Sicilia', fr: 'Sicile' },
  { en: 'Campania', it: 'Campania', de: 'Kampanien', es: 'Campania', fr: 'Campanie' },
  { en: 'Marche', it: 'Marche', de: 'Marken', es: 'Marcas', fr: 'Marches' },
  { en: 'Sardinia', it: 'Sardegna', de: 'Sardinien', es: 'Cerdeña', fr: 'Sardaigne' },
];

const key = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('en');

/** Every spelling of a place, in any of the shop's languages, leads to its row. */
const BY_NAME = new Map<string, Names>(PLACES.flatMap((names) => LANGUAGES.map((language) => [key(names[language]), names] as const)));

/** A city or region as the visitor's language names it; a place without a row is shown as stored. */
export function placeName(name: string, language: Language): string {
  return BY_NAME.get(key(name))?.[language] ?? name;
}

const displayNames = new Map<Language, Intl.DisplayNames>();

/** A country (ISO 3166-1 alpha-2) in the visitor's language: the country table, else Intl.DisplayNames. */
export function countryName(iso: string, language: Language): string {
  const known = findCountry(iso)?.localizedCountryName[language];
  if (known) return known;
  let names = displayNames.get(language);
  if (!names) displayNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' })));
  return names.of(iso.toUpperCase()) ?? iso.toUpperCase();
}
