/**
 * Where company and legal pages live. Three have routes fixed by the spec (/about, /trade,
 * /terms-conditions-trade); every other one is served at its localized slug (/{slug[$lang]}), so links to
 * them are localized paths.
 */
import { mapTexts } from './locale';
import type { Texts } from './types';

export const PAGE_KEYS = ['about', 'trade', 'press', 'careers', 'whistleblowing', 'design-service', 'interior-projects', 'contract', 'visit-us', 'affiliation'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const LEGAL_KEYS = ['privacy', 'sales-terms', 'trade-sales-terms', 'cookies', 'ordering', 'shipping-and-returns', 'contact'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

export const PAGE_SLUGS: Record<PageKey | LegalKey, Texts> = {
  about: { en: 'about', it: 'chi-siamo', es: 'quienes-somos', de: 'ueber-uns', fr: 'a-propos' },
  trade: { en: 'trade', it: 'trade', es: 'trade', de: 'trade', fr: 'trade' },
  press: { en: 'press', it: 'stampa', es: 'prensa', de: 'presse', fr: 'presse' },
  careers: { en: 'careers', it: 'lavora-con-noi', es: 'empleo', de: 'karriere', fr: 'carrieres' },
  whistleblowing: { en: 'whistleblowing', it: 'whistleblowing', es: 'canal-de-denuncias', de: 'hinweisgebersystem', fr: 'lanceurs-d-alerte' },
  'design-service': { en: 'design-service', it: 'servizio-di-progettazione', es: 'servicio-de-diseno', de: 'designservice', fr: 'service-de-conception' },
  'interior-projects': { en: 'interior-projects', it: 'progetti-di-interni', es: 'proyectos-de-interiorismo', de: 'innenarchitekturprojekte', fr: 'projets-d-interieur' },
  contract: { en: 'contract', it: 'contract', es: 'contract', de: 'objektgeschaeft', fr: 'contract' },
  affiliation: { en: 'affiliation', it: 'affiliazione', es: 'afiliacion', de: 'partnerprogramm', fr: 'affiliation' },
  'visit-us': { en: 'visit-us', it: 'vieni-a-trovarci', es: 'visitenos', de: 'besuchen-sie-uns', fr: 'nous-rendre-visite' },
  privacy: { en: 'privacy-policy', it: 'informativa-privacy', es: 'politica-de-privacidad', de: 'datenschutz', fr: 'politique-de-confidentialite' },
  'sales-terms': { en: 'terms-conditions', it: 'condizioni-di-vendita', es: 'condiciones-de-venta', de: 'verkaufsbedingungen', fr: 'conditions-de-vente' },
  'trade-sales-terms': { en: 'terms-conditions-trade', it: 'condizioni-di-vendita-trade', es: 'condiciones-de-venta-trade', de: 'verkaufsbedingungen-fachkunden', fr: 'conditions-de-vente-professionnelles' },
  cookies: { en: 'cookie-policy', it: 'cookie-policy', es: 'politica-de-cookies', de: 'cookie-richtlinie', fr: 'politique-cookies' },
  ordering: { en: 'ordering', it: 'come-ordinare', es: 'como-pedir', de: 'bestellen', fr: 'commander' },
  'shipping-and-returns': { en: 'shipping-and-returns', it: 'spedizioni-e-resi', es: 'envios-y-devoluciones', de: 'versand-und-rueckgabe', fr: 'livraison-et-retours' },
  contact: { en: 'contact', it: 'contatti', es: 'contacto', de: 'kontakt', fr: 'contact' },
};

/** Spec §2 routes that do not change with the language. */
export const FIXED_PAGE_ROUTES: Partial<Record<PageKey | LegalKey, string>> = {
  about: '/about',
  trade: '/trade',
  'trade-sales-terms': '/terms-conditions-trade',
};

/** The locale-less path of a page in every language, with an optional #fragment. */
export function pagePath(key: PageKey | LegalKey, fragment?: string): Texts {
  const hash = fragment ? `#${fragment}` : '';
  const fixed = FIXED_PAGE_ROUTES[key];
  return mapTexts(PAGE_SLUGS[key], (slug) => `${fixed ?? `/${slug}`}${hash}`);
}
