import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeFromParams } from '@/lib/i18n/server';
import { ArtisanSearch } from '@/components/catalogue/ArtisanSearch';
import { CatalogueMessages } from '@/components/catalogue/CatalogueMessages';
import listing from '@/components/catalogue/Listing.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await localeFromParams(params);
  const t = await getTranslations('catalogue');
  return { title: t('artisansTitle'), description: t('artisansIntro'), alternates: { canonical: '/artisans' } };
}

export default async function ArtisansPage({ params }: Props) {
  const { language } = await localeFromParams(params);
  const t = await getTranslations('catalogue');
  return (
    <main id="main" className={listing.page}>
      <header className={listing.header}>
        <h1 className={listing.title}>{t('artisansTitle')}</h1>
        <p className={listing.description}>{t('artisansIntro')}</p>
      </header>
      <CatalogueMessages>
        <ArtisanSearch language={language} />
      </CatalogueMessages>
    </main>
  );
}
