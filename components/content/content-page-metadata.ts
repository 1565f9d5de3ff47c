/**
 * A company or legal page's metadata, apart from its component: the language switcher
 * (app/[storefront]/@languages) reads it on every page, and the component's client parts must not follow.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import type { ContentPage as ContentPageData } from '@/lib/content/queries/editorial';
import { editorialMetadata, richTextPlain } from '@/lib/content/metadata';
import { pagePath, pathsByLanguage } from '@/lib/content/urls';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

export async function contentPageMetadata(locale: Locale, page: ContentPageData | null): Promise<Metadata> {
  if (!page) return notFoundMetadata(locale);
  return editorialMetadata({
    locale,
    title: page.title,
    // A legal page has no intro: its text begins the description (cut at a word, lib/seo/description.ts).
    description: page.intro ?? richTextPlain(page.body),
    paths: pathsByLanguage(page.slugs, pagePath(page.pageKey)),
    image: page.heroImage,
    preview: (await draftMode()).isEnabled,
  });
}
