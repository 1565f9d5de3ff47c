import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { localeFromParams } from '@/lib/i18n/server';
import { currentAccount } from '@/lib/session';
import { unitsOf } from '@/lib/i18n/countries';
import { productIndex } from '@/lib/catalogue/indexes';
import { toLiteProduct } from '@/lib/catalogue/lite-product';
import { parseRecentSearches, RECENT_SEARCHES_COOKIE } from '@/lib/catalogue/recent-searches';
import { similarToProduct } from '@/lib/search/visual';
import { CatalogueMessages } from '@/components/catalogue/CatalogueMessages';
import { CatalogueSearch } from '@/components/catalogue/CatalogueSearch';
import { ImageSearch } from '@/components/catalogue/ImageSearch';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { SearchField } from '@/components/catalogue/SearchField';
import listing from '@/components/catalogue/Listing.module.css';
import catalogueStyles from '@/components/catalogue/Catalogue.module.css';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await localeFromParams(params);
  const t = await getTranslations('catalogue');
  // Result pages are endless variations of one page: not for search engines.
  return { title: t('searchTitle'), description: t('searchMetaDescription'), robots: { index: false, follow: true }, alternates: { canonical: '/search' } };
}

/** `?similar={objectID}`: the pieces that look like a product (linked from the product page). */
async function SimilarProducts({ objectID, language, currency }: { objectID: string; language: Parameters<typeof productIndex>[0]; currency: Parameters<typeof toLiteProduct>[1] }) {
  const t = await getTranslations('catalogue');
  const hits = await similarToProduct(objectID, productIndex(language)).catch(() => []);
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className={listing.header}>
      <h2 id="similar-title" className={listing.title}>{t('similarTitle')}</h2>
      <ul className={catalogueStyles.grid} style={{ marginTop: 'var(--space-6)' }}>
        {hits.map((hit, index) => (
          <li key={hit.objectID}>
            <ProductCard product={toLiteProduct(hit, currency)} currency={currency} priority={index < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { language, country } = await localeFromParams(params);
  const t = await getTranslations('catalogue');
  const similar = (await searchParams).similar;
  const recent = parseRecentSearches((await cookies()).get(RECENT_SEARCHES_COOKIE)?.value);

  return (
    <main id="main" className={listing.page}>
      <h1 className="visually-hidden">{t('searchTitle')}</h1>
      {typeof similar === 'string' && similar !== '' && <SimilarProducts objectID={similar} language={language} currency={country.currency} />}
      <CatalogueMessages>
        <CatalogueSearch
          language={language}
          currency={country.currency}
          country={country.isocode}
          units={unitsOf(country)}
          showTradePrices={(await currentAccount())?.isTrade ?? false}
          showCategories
          header={
            <>
              <SearchField initialRecent={recent} popular={t.raw('popularTerms') as string[]} recommended={t.raw('recommendedTerms') as string[]} />
              <ImageSearch language={language} currency={country.currency} />
            </>
          }
        />
      </CatalogueMessages>
    </main>
  );
}
