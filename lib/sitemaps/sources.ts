import 'server-only';
/**
 * What the sitemaps list, read once for every language: the catalogue's products, categories and
 * artisans (through the cached `catalogue` client: their per-language slugs come with every record)
 * and the content service's documents (their localized slugs). Each kind is read through Next's data
 * cache, so a sitemap request costs no call to the services while the cache is fresh.
 */
import { unstable_cache } from 'next/cache';
import type { Client } from '@spree/storefront-api-v2-sdk';
import { catalogue, catalogueBulk } from '../commerce/client';
import { listAllArtisans, listAllCategories, listAllProducts, productEntriesPage, type ProductEntry } from '../commerce/sitemap';
import { fetchContent } from '../content/client';
import { CACHE_KEYS, CACHE_SECONDS, CATALOGUE_TAG, type ContentType } from '../cache/tags';
import { compact } from '../content/groq';
import { POST_TYPES } from '../content/post-types';
import { collectionPath, landingPath, MAGAZINE_PATH, pagePath, pathsByLanguage, postPath, type LocaleSlugs } from '../content/urls';
import { artisanPath, categoryPaths, productPaths } from '../seo/paths';
import { latest, type SitemapEntry, type SitemapKind } from '../seo/sitemap';
import { samePathEverywhere } from '../seo/urls';
import { CATALOGUE_READS_IN_FLIGHT, processReads } from './shared-reads';

/** Every read of a catalogue page, the cache's background revalidations included, passes here: one per page at a time, two pages in flight. */
const pageReads = () => processReads('sitemap-catalogue-pages', CATALOGUE_READS_IN_FLIGHT);
/**
 * How long one whole read of the products serves the sitemap files asked after it. A crawler (or the
 * bench) asks the index and then every locale's files, about ninety at 50,000 pieces: each read a
 * hundred cached pages and measured every entry again. A change of the catalogue shows in the
 * sitemaps this much later at most; their answers are kept an hour by a CDN anyway (sitemap-response.ts).
 */
export const WHOLE_READ_KEPT_MS = 30_000;
/** The one whole read of the products: the index's products and categories, and every locale's files, asked together or within WHOLE_READ_KEPT_MS, share it. */
const wholeReads = () => processReads('sitemap-catalogue-whole', 1, { keepMs: WHOLE_READ_KEPT_MS });

/**
 * One page of the products, reduced to what the sitemaps read, kept in the data cache under the
 * catalogue's tag (so a change of the catalogue expires it as it does the lists). At 50,000 pieces a
 * sitemap file then reads a hundred small entries, not a hundred whole catalogue pages to parse and
 * reduce again; and once the pages are read, an index that failed on one page reads only the rest.
 * The read itself is shared and capped (shared-reads.ts): when the entries are stale, Next refreshes
 * every page a request reads in the background, and without the cap each file asked a hundred reads
 * of the service at once.
 */
const cachedProductPage = unstable_cache((page: number) => pageReads().run(`products:${page}`, () => productEntriesPage(catalogueBulk, page)), [CACHE_KEYS.sitemapProducts], {
  tags: [CATALOGUE_TAG],
  revalidate: CACHE_SECONDS.catalogue,
});

function everyProduct(client: Client): Promise<ProductEntry[]> {
  // Another client (a test's): read straight, nothing shared.
  if (client !== catalogue) return listAllProducts(client);
  return wholeReads().run('products', () => listAllProducts(client, cachedProductPage));
}

/** The products' sitemap entries, made once per whole read: the same objects each time, so their measured sizes are kept too (lib/seo/sitemap.ts). */
const productEntriesOf = new WeakMap<ProductEntry[], SitemapEntry[]>();

async function catalogueEntries(client: Client, kind: 'products' | 'categories' | 'artisans'): Promise<SitemapEntry[]> {
  if (kind === 'products') {
    const products = await everyProduct(client);
    const known = productEntriesOf.get(products);
    if (known) return known;
    const entries = products.map((p) => ({ paths: productPaths({ en: p.slug, ...p.localizedSlugs }), lastmod: p.updatedAt ?? p.createdAt }));
    productEntriesOf.set(products, entries);
    return entries;
  }
  if (kind === 'artisans') {
    return (await listAllArtisans(client)).flatMap((a) => (a.slug ? [{ paths: samePathEverywhere(artisanPath(a.slug)), lastmod: a.updatedAt ?? a.createdAt }] : []));
  }
  // A category changes when its pieces do: its lastmod is the latest of the products under it.
  const [taxons, pieces] = await Promise.all([listAllCategories(client), everyProduct(client)]);
  const changed = new Map<string, string[]>();
  for (const p of pieces) {
    for (const url of p.categoryUrls) changed.set(url, [...(changed.get(url) ?? []), p.updatedAt ?? '']);
  }
  return taxons.map((t) => {
    const localized = { en: t.permalink, ...t.localizedPermalinks };
    return { paths: categoryPaths(localized), lastmod: latest(changed.get(`/categories/${localized.en}`) ?? []) ?? null };
  });
}

interface ContentRow {
  type: 'landing' | 'collection' | 'magazine' | 'page' | 'legalPage' | 'homePage';
  postType?: string;
  pageKey?: string | null;
  slugs: LocaleSlugs;
  updatedAt: string;
}

const CONTENT_TYPES: ContentType[] = ['landing', 'collection', 'magazine', 'page', 'legalPage', 'homePage'];

const CONTENT_QUERY = compact(`*[_type in $types && !(_id in path("drafts.**")) && (_type != "homePage" || audience == "consumer")]{
  "type": _type,
  postType,
  pageKey,
  "slugs": slug,
  "updatedAt": _updatedAt
}`);

async function contentEntries(kind: 'pages' | 'collections' | 'landings' | 'magazine', client: Client): Promise<SitemapEntry[]> {
  const rows = await fetchContent<ContentRow[]>(CONTENT_QUERY, { types: CONTENT_TYPES }, { types: CONTENT_TYPES });
  const of = (type: ContentRow['type']) => rows.filter((r) => r.type === type);
  if (kind === 'collections') return of('collection').map((r) => ({ paths: pathsByLanguage(r.slugs, collectionPath), lastmod: r.updatedAt }));
  if (kind === 'landings') return of('landing').map((r) => ({ paths: pathsByLanguage(r.slugs, landingPath), lastmod: r.updatedAt }));
  const posts = of('magazine').filter((r) => r.postType);
  if (kind === 'magazine') {
    return [
      { paths: samePathEverywhere(MAGAZINE_PATH), lastmod: latest(posts.map((r) => r.updatedAt)) },
      ...POST_TYPES.map((type) => ({ paths: samePathEverywhere(`${MAGAZINE_PATH}/${type}`), lastmod: latest(posts.filter((r) => r.postType === type).map((r) => r.updatedAt)) })),
      ...posts.map((r) => ({ paths: pathsByLanguage(r.slugs, postPath(r.postType!)), lastmod: r.updatedAt })),
    ];
  }
  const artisans = await catalogueEntries(client, 'artisans');
  return [
    { paths: samePathEverywhere('/'), lastmod: latest(of('homePage').map((r) => r.updatedAt)) },
    { paths: samePathEverywhere('/artisans'), lastmod: latest(artisans.map((a) => a.lastmod)) },
    { paths: samePathEverywhere('/sitemap'), lastmod: latest(rows.map((r) => r.updatedAt)) },
    ...[...of('page'), ...of('legalPage')].map((r) => ({ paths: pathsByLanguage(r.slugs, pagePath(r.pageKey)), lastmod: r.updatedAt })),
  ];
}

/** The pages of one kind, in every language they exist in. */
export async function sitemapEntries(kind: SitemapKind, client: Client = catalogue): Promise<SitemapEntry[]> {
  if (kind === 'products' || kind === 'categories' || kind === 'artisans') return catalogueEntries(client, kind);
  return contentEntries(kind, client);
}

/** A link of the /sitemap page (for people): a category or an artisan, named in the page's language. */
export interface CatalogueLink {
  id: string;
  title: string;
  url: string;
  /** 0 for a top-level category. */
  depth: number;
}

/** Every category (each under its parent) and every artisan, for the /sitemap page in `language`. */
export async function catalogueLinks(language: string, client: Client = catalogue): Promise<{ categories: CatalogueLink[]; artisans: CatalogueLink[] }> {
  try {
    const [taxons, vendors] = await Promise.all([listAllCategories(client, language), listAllArtisans(client, language)]);
    const categories = taxons
      .map((t) => {
        const path = categoryPaths({ [language]: t.localizedPermalinks[language] ?? t.permalink })[language as 'en'] ?? `/categories/${t.permalink}`;
        return { id: t.id, title: t.name ?? t.permalink, url: path, depth: t.permalink.split('/').length - 1, permalink: t.permalink };
      })
      .sort((x, y) => x.permalink.localeCompare(y.permalink))
      .map(({ permalink: _permalink, ...link }) => link);
    const artisans = vendors
      .flatMap((v) => (v.slug ? [{ id: v.id, title: v.name ?? v.slug, url: artisanPath(v.slug), depth: 0 }] : []))
      .sort((x, y) => x.title.localeCompare(y.title, language));
    return { categories, artisans };
  } catch (error) {
    console.error(`sitemap page: catalogue unavailable (${(error as Error).message})`);
    return { categories: [], artisans: [] };
  }
}
