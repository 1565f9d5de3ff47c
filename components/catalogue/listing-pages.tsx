import type { Locale } from '@/lib/i18n/locale-list';
import type { Metadata } from 'next';
import Image from 'next/image';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { catalogue } from '@/lib/commerce/client';
import { fetchArtisan } from '@/lib/commerce/artisans';
import { Link } from '@/lib/i18n/navigation';
import { pageContextFromParams } from '@/lib/i18n/server';
import type { Language } from '@/lib/i18n/languages';
import { placeName } from '@/lib/i18n/places';
import type { ListingSpec } from '@/lib/catalogue/listing-spec';
import { routeFromSearchParams, routeToQueryString } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';
import { absoluteUrl, localizedPath, samePathEverywhere, withSeo } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-list';
import { parseLocale } from '@/lib/i18n/locales';
import { JsonLd } from '@/components/seo/JsonLd';
import { artisanPath, categoryPaths } from '@/lib/seo/paths';
import { metadataContext, notFoundMetadata } from '@/lib/seo/page-metadata';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { isServiceFailure } from '@/lib/commerce/errors';
import { answerAvailable, isServiceUnavailable, keepsCachedCopy, ServiceUnavailableError } from '@/lib/services/unavailable';
import { CategoryHeader } from './CategoryHeader';
import { Listing } from './Listing';
import listing from './Listing.module.css';
import { loadCategory, pageOf, permalinkOf } from './listing-metadata';

export { categoryMetadata } from './listing-metadata';
import artisanStyles from './Artisans.module.css';

/**
 * The listing pages, shared by their two routes: the bare URL (`app/[storefront]/…`, cached whole: it
 * never reads the query string, cookies, headers or the account) and the URL with a query string,
 * which the proxy rewrites to `app/[storefront]/filtered/…` (rendered per request from the cached search).
 * Both render the same component; metadata and links always name the public URL.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
/**
 * `searchParams`: the per-request twin's query string; `state`: the canonical state a cached state page
 * names in its path (app/[storefront]/filtered/[state]/…, ADR 0018); neither: the bare listing.
 */
export type ListingPageProps<P> = { params: Promise<P>; searchParams?: SearchParams; state?: RouteState };

export async function routeOf(searchParams: SearchParams | undefined, state?: RouteState): Promise<RouteState> {
  return state ?? (searchParams ? routeFromSearchParams(await searchParams) : {});
}

const loadArtisan = cache(async (slug: string, language: Language) => {
  const result = await fetchArtisan(catalogue, slug, language);
  if (!result.success) {
    if (result.error.status === 404) return null;
    const summary = `artisan ${slug} unavailable: ${result.error.summary}`;
    throw isServiceFailure(result.error) ? new ServiceUnavailableError(summary) : new Error(summary);
  }
  return result.data;
});

type CategoryParams = { storefront: string; permalink: string[] };

export async function CategoryListingPage({ params, searchParams, state }: ListingPageProps<CategoryParams>) {
  const info = await pageContextFromParams(params);
  const permalink = permalinkOf((await params).permalink);
  const category = await loadCategory(permalink, info.language);
  if (!category) return <ServedNotFound locale={info.locale} />;
  const route = await routeOf(searchParams, state);
  const path = `/categories/${category.localizedPermalink}`;
  // A permalink of another language (or the neutral one) moves for good to this language's, keeping the filters.
  if (category.localizedPermalink !== permalink) {
    permanentRedirect(`${localizedPath(info.locale, categoryPaths({ [info.language]: category.localizedPermalink })[info.language]!)}${routeToQueryString(route)}`);
  }
  const spec: ListingSpec = { locale: info.locale, audience: info.audience, source: { kind: 'category', permalink: category.permalink } };
  return (
    <main id="main" className={listing.page}>
      <CategoryHeader category={category} />
      <JsonLd data={breadcrumbJsonLd(await categoryTrail(info.locale, category))} />
      <Listing key={category.permalink} spec={spec} route={route} path={path} structuredData={{ name: category.name, description: category.description }} />
    </main>
  );
}

/** The trail CategoryHeader shows (home, the ancestors, the category), with absolute URLs, for its BreadcrumbList. */
async function categoryTrail(locale: Locale, category: { name: string; localizedPermalink: string; ancestors: { name: string; localizedPermalink: string }[] }) {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  const { language } = parseLocale(locale);
  const url = (permalink: string) => absoluteUrl(locale, categoryPaths({ [language]: permalink })[language]!);
  return [
    { name: t('home'), url: absoluteUrl(locale, '/') },
    ...category.ancestors.map((ancestor) => ({ name: ancestor.name, url: url(ancestor.localizedPermalink) })),
    { name: category.name, url: url(category.localizedPermalink) },
  ];
}

type LocaleParams = { storefront: string };

export async function artisansMetadata({ params, searchParams, state }: ListingPageProps<LocaleParams>): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale } = page;
  const t = await page.t('catalogue');
  return withSeo({ locale, paths: samePathEverywhere('/artisans'), page: await pageOf(searchParams, state) }, { title: t('artisansTitle'), description: t('artisansIntro') });
}

export async function ArtisansListingPage({ params, searchParams, state }: ListingPageProps<LocaleParams>) {
  const info = await pageContextFromParams(params);
  const t = await getTranslations('catalogue');
  const spec: ListingSpec = { locale: info.locale, audience: info.audience, source: { kind: 'artisans' } };
  return (
    <main id="main" className={listing.page}>
      <header className={listing.header}>
        <h1 className={listing.title}>{t('artisansTitle')}</h1>
        <p className={listing.description}>{t('artisansIntro')}</p>
      </header>
      <Listing spec={spec} route={await routeOf(searchParams, state)} path="/artisans" structuredData={{ name: t('artisansTitle'), description: t('artisansIntro') }} />
    </main>
  );
}

type ArtisanParams = { storefront: string; slug: string };

export async function artisanMetadata({ params, searchParams, state }: ListingPageProps<ArtisanParams>): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale, language } = page;
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const artisan = await loadArtisan((await params).slug, language).catch((error: unknown) => (isServiceUnavailable(error) ? 'unavailable' : Promise.reject(error)));
  if (artisan === 'unavailable') return {};
  if (!artisan) return notFoundMetadata(locale);
  const t = await page.t('catalogue');
  return withSeo({ locale, paths: samePathEverywhere(artisanPath(artisan.slug)), page: await pageOf(searchParams, state) }, {
    title: artisan.name,
    description: t('artisanMetaDescription', { name: artisan.name, city: artisan.city ? placeName(artisan.city, language) : '' }),
    openGraph: artisan.image ? { images: [{ url: artisan.image }] } : undefined,
  });
}

/** Spec §2 artisan page: the workshop's story and image, then its pieces as a full listing. */
export async function ArtisanListingPage({ params, searchParams, state }: ListingPageProps<ArtisanParams>) {
  const info = await pageContextFromParams(params);
  const slug = (await params).slug;
  let artisan: Awaited<ReturnType<typeof loadArtisan>>;
  try {
    artisan = await loadArtisan(slug, info.language);
  } catch (error) {
    // The bare URL is cached whole (a good cached copy is kept: Next serves it while the render
    // fails); its filtered twin (with searchParams) is rendered per request.
    if (!isServiceUnavailable(error) || (!searchParams && keepsCachedCopy())) throw error;
    return <ServiceUnavailable locale={info.locale} retry={artisanPath(slug)} cached={!searchParams} />;
  }
  if (!artisan) return <ServedNotFound locale={info.locale} />;
  if (!searchParams) answerAvailable();
  const t = await getTranslations('catalogue');
  const spec: ListingSpec = { locale: info.locale, audience: info.audience, source: { kind: 'artisan', slug: artisan.slug } };
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
      <section className={artisanStyles.hero}>
        <div className={artisanStyles.heroImage}>
          {artisan.image && <Image src={artisan.image} alt="" fill priority fetchPriority="high" sizes="(min-width: 1025px) 45vw, 100vw" style={{ objectFit: 'cover' }} />}
        </div>
        <div className={artisanStyles.story}>
          <h1 className={listing.title}>{artisan.name}</h1>
          {artisan.city && <p className={listing.description}>{t('artisanFrom', { city: placeName(artisan.city, info.language) })}</p>}
          {artisan.story && (
            <>
              <h2 className={artisanStyles.storyTitle}>{t('artisanStory')}</h2>
              <p>{artisan.story}</p>
            </>
          )}
        </div>
      </section>
      <h2 className={artisanStyles.productsTitle}>{t('artisanProducts', { name: artisan.name })}</h2>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('home'), url: absoluteUrl(info.locale, '/') },
          { name: t('allArtisans'), url: absoluteUrl(info.locale, '/artisans') },
          { name: artisan.name, url: absoluteUrl(info.locale, artisanPath(artisan.slug)) },
        ])}
      />
      <Listing key={artisan.slug} spec={spec} route={await routeOf(searchParams, state)} path={`/artisans/${artisan.slug}`} structuredData={{ name: artisan.name, description: artisan.story }} />
    </main>
  );
}
