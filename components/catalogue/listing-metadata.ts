/**
 * A category page's metadata and the one read it shares with the page, apart from the page: the
 * language switcher (app/[storefront]/@languages) reads it on every page, and importing the listing's
 * module would put the listing's client components in every page's first load.
 */
import type { Metadata } from 'next';
import { cache } from 'react';
import { catalogue } from '@/lib/commerce/client';
import { fetchCategory } from '@/lib/commerce/categories';
import type { Language } from '@/lib/i18n/languages';
import { parsePage, routeFromSearchParams } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';
import { withSeo } from '@/lib/seo';
import { categoryPaths } from '@/lib/seo/paths';
import { metadataContext, notFoundMetadata } from '@/lib/seo/page-metadata';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type CategoryParams = { storefront: string; permalink: string[] };

/**
 * The listing page the URL names (`ppage`), for its canonical URL; an invalid one is redirected (page 1 here).
 * `state`: the canonical state a cached state page names in its path (ADR 0018).
 */
export async function pageOf(searchParams: SearchParams | undefined, state?: RouteState): Promise<number> {
  const route = state ?? (searchParams ? routeFromSearchParams(await searchParams) : {});
  return parsePage(route.ppage) ?? 1;
}

/** The permalink as the URL writes it, decoded. */
export const permalinkOf = (segments: string[]) => segments.map((s) => decodeURIComponent(s)).join('/');

/**
 * One fetch per request, shared by the metadata and the page; null for an unknown one (the page calls
 * notFound() inside its boundary, components/status/ServedNotFound; the metadata must not).
 */
export const loadCategory = cache(async (permalink: string, language: Language) => {
  const result = await fetchCategory(catalogue, permalink, language);
  if (!result.success) {
    if (result.error.status === 404) return null;
    throw new Error(`category ${permalink} unavailable: ${result.error.summary}`);
  }
  return result.data;
});

export async function categoryMetadata({ params, searchParams, state }: { params: Promise<CategoryParams>; searchParams?: SearchParams; state?: RouteState }): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale, language } = page;
  const category = await loadCategory(permalinkOf((await params).permalink), language);
  if (!category) return notFoundMetadata(locale);
  const t = await page.t('catalogue');
  const paths = categoryPaths({ ...category.localizedPermalinks, [language]: category.localizedPermalink });
  return withSeo({ locale, paths, page: await pageOf(searchParams, state) }, {
    title: category.metaTitle ?? category.name,
    description: category.metaDescription ?? t('categoryMetaDescription', { name: category.name }),
  });
}
