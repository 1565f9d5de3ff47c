import type { Metadata } from 'next';
import { pageContextFromParams } from '@/lib/i18n/server';
import { editorialMetadata } from '@/lib/content/metadata';
import { MAGAZINE_PATH, samePathEverywhere } from '@/lib/content/urls';
import { MagazineIndex } from '@/components/content/MagazineIndex';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale } = page;
  const t = await page.t('editorial');
  return editorialMetadata({ locale, title: t('magazine'), description: t('magazineIntro'), paths: samePathEverywhere(MAGAZINE_PATH) });
}

export default async function MagazinePage({ params }: Props) {
  const { locale, language } = await pageContextFromParams(params);
  return <MagazineIndex locale={locale} language={language} postType={null} />;
}
