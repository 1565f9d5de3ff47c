import type { Metadata } from 'next';
import { pageContextFromParams } from '@/lib/i18n/server';
import { editorialMetadata } from '@/lib/content/metadata';
import { MAGAZINE_PATH, samePathEverywhere } from '@/lib/content/urls';
import { isPostType } from '@/lib/content/post-types';
import { MagazineIndex } from '@/components/content/MagazineIndex';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { metadataContext, notFoundMetadata } from '@/lib/seo/page-metadata';

/** Rendered on first request for each locale and variant, then cached for everyone (ADR 0012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; postType: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [page, { postType }] = await Promise.all([metadataContext(params), params]);
  const { locale } = page;
  if (!isPostType(postType)) return notFoundMetadata(locale);
  const t = await page.t('editorial');
  const title = t(`postTypes.${postType}`);
  return editorialMetadata({ locale, title, description: t('postTypeDescription', { type: title }), paths: samePathEverywhere(`${MAGAZINE_PATH}/${postType}`) });
}

/** /magazine/{postType}: the posts of one kind; an unknown kind is a 404. */
export default async function PostTypePage({ params }: Props) {
  const [{ locale, language }, { postType }] = await Promise.all([pageContextFromParams(params), params]);
  if (!isPostType(postType)) return <ServedNotFound locale={locale} />;
  return <MagazineIndex locale={locale} language={language} postType={postType} />;
}
