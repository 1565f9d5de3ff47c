/**
 * Page metadata of editorial pages: title, description, canonical URL, hreflang alternates with
 * translated slugs, and share images (spec §7: width 1200, quality 75). Preview pages are never indexed.
 */
import type { Metadata } from 'next';
import { COUNTRIES } from '../i18n/countries';
import { DEFAULT_LOCALE, localePrefix, parseLocale } from '../i18n/locales';
import type { Language } from '../i18n/languages';
import type { ContentImage } from './blocks';
import { contentImageUrl } from './image';

/** Spec §7: images for social sharing at width 1200, quality 75. */
export const SHARE_IMAGE_WIDTH = 1200;

/** The public origin of the shop (canonical and hreflang URLs are absolute). */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** A path with the locale's prefix: '/' of it-it is '/it-it', '/landing/x' of en-us stays as is. */
export function localizedPath(locale: string, path: string): string {
  const prefix = localePrefix(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}

/**
 * hreflang alternates: every country with each language search engines should index there (its
 * crawling languages), at the page's path in that language; x-default is the en-us page.
 */
export function hreflangAlternates(paths: Partial<Record<Language, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const country of COUNTRIES) {
    for (const language of country.crawlingLanguages) {
      const path = paths[language];
      if (!path) continue;
      const locale = `${language}-${country.isocode.toLowerCase()}`;
      languages[`${language}-${country.isocode}`] = localizedPath(locale, path);
    }
  }
  if (paths.en) languages['x-default'] = localizedPath(DEFAULT_LOCALE, paths.en);
  return languages;
}

export interface EditorialMetadataInput {
  locale: string;
  title: string;
  description?: string | null;
  /** The page's locale-less path in every language it exists in. */
  paths: Partial<Record<Language, string>>;
  image?: ContentImage | null;
  preview?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string | null;
}

export function editorialMetadata({ locale, title, description, paths, image, preview = false, type = 'website', publishedTime }: EditorialMetadataInput): Metadata {
  const { language, tag } = parseLocale(locale);
  const path = paths[language] ?? paths.en ?? '/';
  const canonical = localizedPath(locale, path);
  const shareImage = image?.ref
    ? {
        url: contentImageUrl(image.ref, SHARE_IMAGE_WIDTH),
        width: SHARE_IMAGE_WIDTH,
        height: image.width && image.height ? Math.round((SHARE_IMAGE_WIDTH * image.height) / image.width) : undefined,
        alt: image.alt,
      }
    : null;
  return {
    metadataBase: new URL(siteOrigin()),
    title,
    description: description ?? undefined,
    alternates: { canonical, languages: hreflangAlternates(paths) },
    openGraph: {
      type,
      title,
      description: description ?? undefined,
      url: canonical,
      locale: tag.replace('-', '_'),
      siteName: 'Casa Maestri',
      ...(shareImage ? { images: [shareImage] } : {}),
      ...(type === 'article' && publishedTime ? { publishedTime } : {}),
    },
    twitter: {
      card: shareImage ? 'summary_large_image' : 'summary',
      title,
      description: description ?? undefined,
      ...(shareImage ? { images: [shareImage.url] } : {}),
    },
    // Spec §4/§6: drafts are for editors only.
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}
