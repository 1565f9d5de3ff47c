/**
 * Paths of editorial pages. Content returns locale-less paths ('/landing/…'); these helpers build the
 * path of a document in every language (for hreflang) and tell internal paths from external links.
 */
import { LANGUAGES, type Language } from '../i18n/languages';

/** A localized slug field as the queries return it ("slugs": slug). */
export type LocaleSlugs = Partial<Record<Language, { current?: string } | string | null>> | null | undefined;

/** Spec §2 routes fixed for every language; other company and legal pages live at their localized slug. */
export const FIXED_PAGE_ROUTES: Record<string, string> = { about: '/about', trade: '/trade', 'trade-sales-terms': '/terms-conditions-trade' };

export const MAGAZINE_PATH = '/magazine';

function slugIn(slugs: LocaleSlugs, language: Language): string | null {
  const value = slugs?.[language];
  const slug = typeof value === 'string' ? value : value?.current;
  return slug ? slug : null;
}

/** The path of a document in each language, from its localized slugs and a path pattern. */
export function pathsByLanguage(slugs: LocaleSlugs, toPath: (slug: string) => string): Partial<Record<Language, string>> {
  return Object.fromEntries(LANGUAGES.flatMap((language) => {
    const slug = slugIn(slugs, language);
    return slug ? [[language, toPath(slug)]] : [];
  }));
}

export const landingPath = (slug: string) => `/landing/${slug}`;
export const collectionPath = (slug: string) => `/collections/${slug}`;
export const postPath = (postType: string) => (slug: string) => `${MAGAZINE_PATH}/${postType}/${slug}`;

/** Company and legal pages: their fixed route, else `/{slug}`. */
export const pagePath = (pageKey: string | null | undefined) => (slug: string) => (pageKey && FIXED_PAGE_ROUTES[pageKey]) || `/${slug}`;

/** Same paths in every language (the magazine index, the home page). */
export { samePathEverywhere } from '../seo/urls';

/** A path inside the shop, as opposed to https:, mailto: and tel: links (client code imports it from locale-parts: this module brings the country table). */
export { isInternalPath } from '../i18n/locale-parts';
