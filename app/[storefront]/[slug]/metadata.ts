/**
 * The company or legal page's metadata, apart from the page: the language switcher (app/[storefront]/@languages) reads it
 * on every page, and importing the page itself would put its client components in every page's first load.
 */
import type { Metadata } from 'next';
import { pageContextFromParams } from '@/lib/i18n/server';
import { getPageBySlug } from '@/lib/content/queries/editorial';
import { contentPageMetadata } from '@/components/content/content-page-metadata';
import { unlessUnavailable } from '@/lib/services/unavailable';

type Props = { params: Promise<{ storefront: string; slug: string }> };

export async function load(params: Props['params']) {
  const [info, { slug }] = await Promise.all([pageContextFromParams(params), params]);
  return { info, slug, page: await getPageBySlug(info.language, slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const loaded = await unlessUnavailable(load(params));
  return loaded ? contentPageMetadata(loaded.value.info.locale, loaded.value.page) : {};
}
