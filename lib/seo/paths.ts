/**
 * The locale-less paths of catalogue pages in every language, from their per-language slugs: what
 * the pages' alternates and the sitemaps are built from. Segments are percent-encoded (slugs may hold
 * non-ASCII letters; a sitemap's and a Location header's URLs must be ASCII).
 */
import { isLanguage } from '../i18n/languages';
import type { LocalizedPaths } from './urls';

const encodePath = (value: string) => value.split('/').map(encodeURIComponent).join('/');

function byLanguage(slugs: Record<string, string | null | undefined>, toPath: (slug: string) => string): LocalizedPaths {
  return Object.fromEntries(Object.entries(slugs).flatMap(([language, slug]) => (isLanguage(language) && slug ? [[language, toPath(slug)]] : [])));
}

/** `/products/{slug}` in each language of `localized_slugs`. */
export const productPaths = (slugs: Record<string, string | null | undefined>) => byLanguage(slugs, (slug) => `/products/${encodePath(slug)}`);

/** `/categories/{permalink}` in each language of `localized_permalinks`. */
export const categoryPaths = (permalinks: Record<string, string | null | undefined>) => byLanguage(permalinks, (p) => `/categories/${encodePath(p)}`);

/** `/artisans/{slug}`: an artisan's slug is its name, the same in every language. */
export const artisanPath = (slug: string) => `/artisans/${encodePath(slug)}`;
