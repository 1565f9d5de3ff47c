import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import type { ListingSpec } from '@/lib/catalogue/listing-spec';
import { POPULAR_TERMS, RECOMMENDED_TERMS } from '@/lib/catalogue/search-terms';
import { PAGE_MESSAGES } from '@/lib/i18n/client-messages';
import { samePathEverywhere, withSeo } from '@/lib/seo';
import { metadataContext } from '@/lib/seo/page-metadata';
import { ImageSearch } from './ImageSearch';
import { Listing } from './Listing';
import { SearchField } from './SearchField';
import { SimilarProducts } from './SimilarProducts';
import listing from './Listing.module.css';
import { pageOf } from './listing-metadata';
import { routeOf, type ListingPageProps } from './listing-pages';

/**
 * The search listing (its bare URL, its twin with a query string and its cached states), in a module
 * of its own: its header's client parts (the search field, search by image) are imported here only,
 * so the category and artisan listings (./listing-pages.tsx) do not bring their code to the browser.
 */

type LocaleParams = { storefront: string };

export async function searchMetadata({ params, searchParams, state }: ListingPageProps<LocaleParams>): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale } = page;
  const t = await page.t('catalogue');
  // Result pages are endless variations of one page: not for search engines.
  return withSeo({ locale, paths: samePathEverywhere('/search'), page: await pageOf(searchParams, state) }, { title: t('searchTitle'), description: t('searchMetaDescription'), robots: { index: false, follow: true } });
}

export async function SearchListingPage({ params, searchParams, state }: ListingPageProps<LocaleParams>) {
  const info = await pageContextFromParams(params);
  const t = await getTranslations('catalogue');
  const route = await routeOf(searchParams, state);
  const similar = typeof route.similar === 'string' && route.similar !== '' ? route.similar : null;
  const spec: ListingSpec = { locale: info.locale, audience: info.audience, source: { kind: 'search' } };
  return (
    <main id="main" className={listing.page}>
      <h1 className="visually-hidden">{t('searchTitle')}</h1>
      {similar && <SimilarProducts objectID={similar} locale={info.locale} language={info.language} currency={info.country.currency} country={info.country.isocode} isTrade={info.audience === 'trade'} />}
      <Listing
        spec={spec}
        route={route}
        path="/search"
        messages={PAGE_MESSAGES.search}
        header={
          <>
            <SearchField popular={POPULAR_TERMS.keys.map((key) => t(`popularTerms.${key}`))} recommended={RECOMMENDED_TERMS.keys.map((key) => t(`recommendedTerms.${key}`))} />
            <ImageSearch language={info.language} currency={info.country.currency} />
          </>
        }
      />
    </main>
  );
}
