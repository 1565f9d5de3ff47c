/**
 * Page metadata of editorial pages: title, description and share images (spec §7: width 1200,
 * quality 75), with the canonical URL and hreflang alternates of the SEO module (lib/seo).
 * Preview pages are never indexed.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import type { Metadata } from 'next';
import { parseLocale } from '../i18n/locales';
import type { Language } from '../i18n/languages';
import { withSeo } from '../seo/metadata';
import type { ContentImage, RichText } from './blocks';
import { contentImageUrl } from './image';

/** Spec §7: images for social sharing at width 1200, quality 75. */
const SHARE_IMAGE_WIDTH = 1200;

export interface EditorialMetadataInput {
  locale: Locale;
  title: string;
  description?: string | null;
  /** The page's locale-less path in every language it exists in. */
  paths: Partial<Record<Language, string>>;
  image?: ContentImage | null;
  preview?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string | null;
}

/** The text of rich text (a legal page's body), for a description where the page has no intro. */
export function richTextPlain(value: RichText | null | undefined): string | null {
  const text = (value ?? [])
    .map((block) => (block._type === 'block' && Array.isArray(block.children) ? block.children.map((child) => (typeof child.text === 'string' ? child.text : '')).join('') : ''))
    .filter((line) => line.trim() !== '')
    .join(' ');
  return text.trim() === '' ? null : text;
}

export function editorialMetadata({ locale, title, description, paths, image, preview = false, type = 'website', publishedTime }: EditorialMetadataInput): Metadata {
  const { language, tag } = parseLocale(locale);
  const path = paths[language] ?? paths.en ?? '/';
  const shareImage = image?.ref
    ? {
        url: contentImageUrl(image.ref, SHARE_IMAGE_WIDTH),
        width: SHARE_IMAGE_WIDTH,
        height: image.width && image.height ? Math.round((SHARE_IMAGE_WIDTH * image.height) / image.width) : undefined,
        alt: image.alt,
      }
    : null;
  return withSeo({ locale, paths, path }, {
    title,
    description: description ?? undefined,
    openGraph: {
      type,
      title,
      description: description ?? undefined,
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
  });
}
