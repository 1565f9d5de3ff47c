/**
 * The magazine post's metadata, apart from the page: the language switcher (app/[storefront]/@languages) reads it
 * on every page, and importing the page itself would put its client components in every page's first load.
 */
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { pageContextFromParams } from '@/lib/i18n/server';
import { getPost } from '@/lib/content/queries/editorial';
import { editorialMetadata } from '@/lib/content/metadata';
import { pathsByLanguage, postPath } from '@/lib/content/urls';
import { isPostType } from '@/lib/content/post-types';
import { unlessUnavailable } from '@/lib/services/unavailable';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string; postType: string; slug: string }> };

export async function load(params: Props['params']) {
  const [info, { postType, slug }] = await Promise.all([pageContextFromParams(params), params]);
  const post = isPostType(postType) ? await getPost(info.language, postType, slug) : null;
  return { info, post, postType, slug };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const read = await unlessUnavailable(load(params));
  if (!read) return {};
  const { info, post } = read.value;
  if (!post) return notFoundMetadata(info.locale);
  return editorialMetadata({
    locale: info.locale,
    title: post.title,
    description: post.excerpt,
    paths: pathsByLanguage(post.slugs, postPath(post.postType)),
    image: post.heroImage,
    preview: (await draftMode()).isEnabled,
    type: 'article',
    publishedTime: post.publishedAt,
  });
}
