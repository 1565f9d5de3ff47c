/**
 * The collection page's metadata, apart from the page: the language switcher (app/[storefront]/@languages) reads it
 * on every page, and importing the page itself would put its client components in every page's first load.
 */
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getCollection } from '@/lib/content/queries/editorial';
import { editorialMetadata } from '@/lib/content/metadata';
import { collectionPath, pathsByLanguage } from '@/lib/content/urls';
import { unlessUnavailable } from '@/lib/services/unavailable';
import { metadataContext, notFoundMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ locale, language }, { slug }] = await Promise.all([metadataContext(params), params]);
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const read = await unlessUnavailable(getCollection(language, slug));
  if (!read) return {};
  const collection = read.value;
  if (!collection) return notFoundMetadata(locale);
  return editorialMetadata({
    locale,
    title: collection.title,
    description: collection.description,
    paths: pathsByLanguage(collection.slugs, collectionPath),
    image: collection.headerImage,
    preview: (await draftMode()).isEnabled,
  });
}
