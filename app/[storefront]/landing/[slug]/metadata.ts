/**
 * The landing page's metadata, apart from the page: the language switcher (app/[storefront]/@languages) reads it
 * on every page, and importing the page itself would put its client components in every page's first load.
 */
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getLanding } from '@/lib/content/queries/editorial';
import { editorialMetadata } from '@/lib/content/metadata';
import { landingPath, pathsByLanguage } from '@/lib/content/urls';
import { unlessUnavailable } from '@/lib/services/unavailable';
import { metadataContext, notFoundMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ locale, language }, { slug }] = await Promise.all([metadataContext(params), params]);
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const read = await unlessUnavailable(getLanding(language, slug));
  if (!read) return {};
  const landing = read.value;
  if (!landing) return notFoundMetadata(locale);
  return editorialMetadata({
    locale,
    title: landing.title,
    description: landing.subtitle,
    paths: pathsByLanguage(landing.slugs, landingPath),
    image: landing.heroImage,
    preview: (await draftMode()).isEnabled,
  });
}
