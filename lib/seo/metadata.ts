/**
 * The SEO part of every page's metadata: `metadataBase` (the `SITE_URL` origin), the canonical URL
 * and the hreflang alternates (alternates.ts), and the Open Graph URL that goes with them. Built from
 * the locale and the page's paths only, never from the request, so cached pages can use it.
 */
import type { Metadata } from 'next';
import { isIndexedLocale, pageAlternates } from './alternates';
import { siteOrigin, type LocalizedPaths } from './urls';

export interface SeoInput {
  locale: string;
  /** The page's locale-less path in every language it exists in. */
  paths: LocalizedPaths;
  /** The page's own path when it is not `paths[language]`. */
  path?: string;
}

function seoMetadata({ locale, paths, path }: SeoInput): Pick<Metadata, 'metadataBase' | 'alternates'> & { canonical: string } {
  const origin = siteOrigin();
  const { canonical, languages } = pageAlternates(locale, paths, { path, origin });
  return { metadataBase: new URL(origin), alternates: { canonical, languages }, canonical };
}

/**
 * Merges the SEO part into a page's own metadata (title, description…), Open Graph URL included.
 * A locale search engines do not index (alternates.ts) makes the page `noindex` (links still followed).
 */
export function withSeo(input: SeoInput, metadata: Metadata): Metadata {
  const { canonical, ...seo } = seoMetadata(input);
  const own = typeof metadata.robots === 'object' && metadata.robots ? metadata.robots : {};
  return {
    ...metadata,
    ...seo,
    ...(isIndexedLocale(input.locale) ? {} : { robots: { follow: true, ...own, index: false } }),
    ...(metadata.openGraph ? { openGraph: { ...metadata.openGraph, url: canonical } } : {}),
  };
}
