import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeFromParams } from '@/lib/i18n/server';
import { editorialMetadata } from '@/lib/content/metadata';
import { MAGAZINE_PATH, samePathEverywhere } from '@/lib/content/urls';
import { MagazineIndex } from '@/components/content/MagazineIndex';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeFromParams(params);
  const t = await getTranslations({ locale, namespace: 'editorial' });
  return editorialMetadata({ locale, title: t('magazine'), description: t('magazineIntro'), paths: samePathEverywhere(MAGAZINE_PATH) });
}

export default async function MagazinePage({ params }: Props) {
  const { language } = await localeFromParams(params);
  return <MagazineIndex language={language} postType={null} />;
}
