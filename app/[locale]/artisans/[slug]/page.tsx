import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { fetchArtisan } from '@/lib/commerce/artisans';
import { catalogue } from '@/lib/commerce/client';
import { Link } from '@/lib/i18n/navigation';
import { localeFromParams } from '@/lib/i18n/server';
import { unitsOf } from '@/lib/i18n/countries';
import type { Language } from '@/lib/i18n/languages';
import { CatalogueMessages } from '@/components/catalogue/CatalogueMessages';
import { CatalogueSearch } from '@/components/catalogue/CatalogueSearch';
import listing from '@/components/catalogue/Listing.module.css';
import styles from '@/components/catalogue/Artisans.module.css';

/** Rendered on first request for each locale and variant, then cached for everyone (ADR 0012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

const loadArtisan = cache(async (slug: string, language: Language) => {
  const result = await fetchArtisan(catalogue, slug, language);
  if (!result.success) {
    if (result.error.status === 404) notFound();
    throw new Error(`artisan ${slug} unavailable: ${result.error.summary}`);
  }
  return result.data;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await localeFromParams(params);
  const artisan = await loadArtisan((await params).slug, language);
  const t = await getTranslations('catalogue');
  return {
    title: artisan.name,
    description: t('artisanMetaDescription', { name: artisan.name, city: artisan.city ?? '' }),
    alternates: { canonical: `/artisans/${artisan.slug}` },
    openGraph: artisan.image ? { images: [{ url: artisan.image }] } : undefined,
  };
}

/** Spec §2 artisan page: the workshop's story and image, then its pieces as a full listing. */
export default async function ArtisanPage({ params }: Props) {
  const page = await localeFromParams(params);
  const { language, country } = page;
  const artisan = await loadArtisan((await params).slug, language);
  const t = await getTranslations('catalogue');

  return (
    <main id="main" className={listing.page}>
      <nav aria-label={t('breadcrumbs')} className={listing.breadcrumbs} style={{ paddingTop: 'var(--space-5)' }}>
        <ol>
          <li>
            <Link href="/" prefetch={false}>{t('home')}</Link>
          </li>
          <li>
            <Link href="/artisans" prefetch={false}>{t('allArtisans')}</Link>
          </li>
          <li aria-current="page">{artisan.name}</li>
        </ol>
      </nav>
      <section className={styles.hero}>
        <div className={styles.heroImage}>
          {artisan.image && <Image src={artisan.image} alt="" fill priority sizes="(min-width: 1025px) 45vw, 100vw" style={{ objectFit: 'cover' }} />}
        </div>
        <div className={styles.story}>
          <h1 className={listing.title}>{artisan.name}</h1>
          {artisan.city && <p className={listing.description}>{t('artisanFrom', { city: artisan.city })}</p>}
          {artisan.story && (
            <>
              <h2 className={styles.storyTitle}>{t('artisanStory')}</h2>
              <p>{artisan.story}</p>
            </>
          )}
        </div>
      </section>
      <h2 className={styles.productsTitle}>{t('artisanProducts', { name: artisan.name })}</h2>
      <CatalogueMessages>
        <CatalogueSearch
          key={artisan.slug}
          language={language}
          currency={country.currency}
          country={country.isocode}
          units={unitsOf(country)}
          showTradePrices={page.audience === 'trade'}
          baseFilters={`artisan_slug:"${artisan.slug}"`}
        />
      </CatalogueMessages>
    </main>
  );
}
