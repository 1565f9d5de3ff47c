/**
 * Every locale of the shop, `{language}-{country}` in lower case, with en-us (no URL prefix) the
 * default. Written out rather than derived from the country table (lib/i18n/countries.ts), so the
 * browser's routing (next-intl's navigation, the Link) need not ship that table; a unit test keeps
 * the two equal.
 */
export const LOCALES = [
  'en-us', 'es-us', 'en-ca', 'fr-ca', 'es-mx', 'en-mx', 'en-gb', 'it-it', 'en-it', 'fr-fr',
  'en-fr', 'de-de', 'en-de', 'es-es', 'en-es', 'de-at', 'en-at', 'de-ch', 'fr-ch', 'it-ch',
  'en-ch', 'fr-be', 'en-be', 'en-nl', 'fr-lu', 'de-lu', 'en-lu', 'fr-mc', 'en-mc', 'it-mc',
  'en-pt', 'es-pt', 'en-ie', 'en-dk', 'en-se', 'en-no', 'en-fi', 'en-pl', 'de-pl', 'en-cz',
  'de-cz', 'en-sk', 'de-sk', 'en-hu', 'de-hu', 'en-si', 'it-si', 'en-hr', 'it-hr', 'en-ro',
  'en-bg', 'en-gr', 'en-ee', 'en-lv', 'en-lt', 'en-tr', 'en-cy', 'en-mt', 'it-mt', 'en-ae',
  'en-sa', 'en-qa', 'en-kw', 'en-bh', 'en-om', 'en-il', 'en-au', 'en-nz', 'en-jp', 'en-kr',
  'en-cn', 'en-hk', 'en-sg', 'en-in', 'en-br', 'es-br', 'en-za',
] as const;

/** A locale of the shop: a string becomes one only through `isLocale` (lib/i18n/locales.ts). */
export type Locale = (typeof LOCALES)[number];

export { DEFAULT_LOCALE } from './default-locale';
