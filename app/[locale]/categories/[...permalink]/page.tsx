import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { catalogue } from '@/lib/commerce/client';
import { fetchCategory } from '@/lib/commerce/categories';
import { redirect } from '@/lib/i18n/navigation';
import { localeFromParams } from '@/lib/i18n/server';
import { currentAccount } from '@/lib/session';
import { unitsOf } from '@/lib/i18n/countries';
import type { Language } from '@/lib/i18n/languages';
import { CatalogueMessages } from '@/components/catalogue/CatalogueMessages';
import { CatalogueSearch } from '@/components/catalogue/CatalogueSearch';
import { CategoryHeader } from '@/components/catalogue/CategoryHeader';
import styles from '@/components/catalogue/Listing.module.css';

/** Rendered on first request for each locale and variant, then cached for everyone (ADR 0012). */
export function generateStaticParams() {
  return [];
}

type Props = {
  params: Promise<{ locale: string; permalink: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One fetch per request, shared by the metadata and the page. */
const loadCategory = cache(async (permalink: string, language: Language) => {
  const result = await fetchCategory(catalogue, permalink, language);
  if (!result.success) {
    if (result.error.status === 404) notFound();
    throw new Error(`category ${permalink} unavailable: ${result.error.summary}`);
  }
  return result.data;
});

const permalinkOf = (segments: string[]) => segments.map((s) => decodeURIComponent(s)).join('/');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await localeFromParams(params);
  const category = await loadCategory(permalinkOf((await params).permalink), language);
  const t = await getTranslations('catalogue');
  return {
    title: category.metaTitle ?? category.name,
    description: category.metaDescription ?? t('categoryMetaDescription', { name: category.name }),
    alternates: { canonical: `/categories/${category.localizedPermalink}` },
  };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { locale, language, country } = await localeFromParams(params);
  const permalink = permalinkOf((await params).permalink);
  const category = await loadCategory(permalink, language);

  // A permalink of another language (or the neutral one) moves to this language's, keeping the filters.
  if (category.localizedPermalink !== permalink) {
    const query = new URLSearchParams(
      Object.entries(await searchParams).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v ? [[k, v]] : [])),
    ).toString();
    redirect({ href: `/categories/${category.localizedPermalink}${query ? `?${query}` : ''}`, locale });
  }

  return (
    <main id="main" className={styles.page}>
      <CategoryHeader category={category} />
      <CatalogueMessages>
        <CatalogueSearch
          key={category.permalink}
          language={language}
          currency={country.currency}
          country={country.isocode}
          units={unitsOf(country)}
          showTradePrices={(await currentAccount())?.isTrade ?? false}
          baseFilters={`taxon_permalinks:"${category.permalink}"`}
        />
      </CatalogueMessages>
    </main>
  );
}
