/**
 * The SEO part of every page's metadata: `metadataBase` (the `SITE_URL` origin), the canonical URL
 * and the hreflang alternates (alternates.ts), and the share tags that go with them: Open Graph (URL,
 * locale and its alternates, site name, title, description, an image — the page's or the shop's) and
 * the Twitter card. Descriptions are cut at a word (description.ts). Built from the locale and the
 * page's paths only, never from the request, so cached pages can use it.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import type { Metadata } from 'next';
import { isIndexedLocale, pageAlternates } from './alternates';
import { metaDescription } from './description';
import { hreflangOf, LANGUAGE_LOCALES, siteOrigin, type LocalizedPaths } from './urls';
import type { Language } from '../i18n/languages';

export const SITE_NAME = 'Casa Maestri';

/** The shop's share image where a page has none of its own: its mark (also the Organization logo). */
export const DEFAULT_SHARE_IMAGE = { url: '/icons/icon-512.png', width: 512, height: 512 } as const;

export interface SeoInput {
  locale: Locale;
  /** The page's locale-less path in every language it exists in. */
  paths: LocalizedPaths;
  /** The page's own path when it is not `paths[language]`. */
  path?: string;
  /**
   * `product` leaves og:type out of the Open Graph tags Next writes (it knows no product type): the
   * page writes it itself (components/seo/ProductOpenGraph). Otherwise `website` unless the page says.
   */
  ogType?: 'product';
  /**
   * The page of a paginated listing (`?ppage=N`): each page is canonical to itself (Google's advice
   * for pagination), and its alternates name the same page in the other languages. Page 1 has no query.
   */
  page?: number;
}

/** The query a listing page's URLs carry: `?ppage=N` from page 2 on. */
export function pageQuery(page: number | undefined): string {
  return page && page > 1 ? `?ppage=${page}` : '';
}

function seoMetadata({ locale, paths, path, page }: SeoInput): Pick<Metadata, 'metadataBase' | 'alternates'> & { canonical: string; languages: Record<string, string> } {
  const origin = siteOrigin();
  const alternates = pageAlternates(locale, paths, { path, origin });
  const query = pageQuery(page);
  const canonical = `${alternates.canonical}${query}`;
  const languages = Object.fromEntries(Object.entries(alternates.languages).map(([hreflang, url]) => [hreflang, `${url}${query}`]));
  return { metadataBase: new URL(origin), alternates: { canonical, languages }, canonical, languages };
}

/** The Open Graph form of a locale: `it-it` → `it_IT`. */
export function ogLocale(locale: Locale): string {
  return hreflangOf(locale).replace('-', '_');
}

/**
 * og:locale:alternate: the Open Graph locale of each other page in the hreflang list (a language
 * stands for its home country's page, as in the list itself), without the page's own.
 */
export function ogAlternateLocales(locale: Locale, hreflangs: Iterable<string>): string[] {
  const own = ogLocale(locale);
  const found = new Set<string>();
  for (const hreflang of hreflangs) {
    if (hreflang === 'x-default') continue;
    const tag = hreflang.includes('-') ? hreflang.replace('-', '_') : ogLocale(LANGUAGE_LOCALES[hreflang as Language] ?? '');
    if (tag !== own) found.add(tag);
  }
  return [...found];
}

/** The page's own title as a string (`title` or `{ absolute }`), for the share tags. */
function titleText(title: Metadata['title']): string | undefined {
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object' && 'absolute' in title) return title.absolute;
  return undefined;
}

type OpenGraph = NonNullable<Metadata['openGraph']>;
type Twitter = NonNullable<Metadata['twitter']>;

function imageUrls(images: OpenGraph['images']): string[] {
  const list = images === undefined ? [] : Array.isArray(images) ? images : [images];
  return list.map((image) => (typeof image === 'string' || image instanceof URL ? String(image) : String(image.url)));
}

/**
 * Merges the SEO part into a page's own metadata (title, description, share image…). A locale search
 * engines do not index (alternates.ts) makes the page `noindex` (links still followed).
 */
export function withSeo(input: SeoInput, metadata: Metadata): Metadata {
  const { canonical, languages, ...seo } = seoMetadata(input);
  const og: OpenGraph = metadata.openGraph ?? {};
  const twitter: Twitter = metadata.twitter ?? {};
  const title = (typeof og.title === 'string' ? og.title : undefined) ?? titleText(metadata.title);
  const description = metaDescription(metadata.description);
  const ownImages = imageUrls(og.images).length > 0;
  const images = ownImages ? og.images : [{ ...DEFAULT_SHARE_IMAGE, alt: SITE_NAME }];
  const ownRobots = typeof metadata.robots === 'object' && metadata.robots ? metadata.robots : {};
  const openGraph = {
    ...(input.ogType === 'product' ? {} : { type: 'website' as const }),
    siteName: SITE_NAME,
    title,
    ...og,
    description: metaDescription(og.description) ?? description,
    images,
    url: canonical,
    locale: ogLocale(input.locale),
    alternateLocale: ogAlternateLocales(input.locale, Object.keys(languages)),
  } as OpenGraph;
  return {
    ...metadata,
    ...seo,
    ...(isIndexedLocale(input.locale) ? {} : { robots: { follow: true, ...ownRobots, index: false } }),
    description,
    openGraph,
    twitter: {
      card: ownImages ? 'summary_large_image' : 'summary',
      title,
      images: imageUrls(images).slice(0, 1),
      ...twitter,
      description: metaDescription(twitter.description) ?? description,
    } as Twitter,
  };
}
