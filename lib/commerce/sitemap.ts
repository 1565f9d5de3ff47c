/**
 * The whole catalogue as the sitemaps list it: every product, category and artisan, paged through
 * (Spree's usual maximum page) and mapped from JSON:API to the few camelCase fields a sitemap needs
 * (slugs in every language, names, when each last changed). Nothing outside lib/commerce reads the
 * wire format.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import type { Client } from '@spree/storefront-api-v2-sdk';
import type { Resource } from './jsonapi';
import { ServiceUnavailableError } from '../services/unavailable';

/** The commerce API's page size for listing everything (Spree's usual maximum). */
const PER_PAGE = 100;

/**
 * Products are listed in Spree's largest page (`api_v2_per_page_limit`, 500) with only the
 * attributes a sitemap reads (a sparse fieldset): at 50,000 products that is 100 small pages instead
 * of 500 whole ones. A service that allows fewer per page still answers, with more pages.
 */
const PRODUCTS_PER_PAGE = 500;
const PRODUCT_FIELDS = 'slug,localized_slugs,updated_at,created_at,breadcrumbs';
/** Oldest first: a new piece joins the last sitemap part, so the earlier parts (and their lastmod) stay put. */
const PRODUCT_ORDER = 'created_at';

export interface ProductEntry {
  /** The English slug. */
  slug: string | null;
  localizedSlugs: Record<string, string>;
  updatedAt: string | null;
  createdAt: string | null;
  /** The URLs of the categories the product sits in (its breadcrumbs), e.g. /categories/furniture. */
  categoryUrls: string[];
}

export interface CategoryEntry {
  id: string;
  name: string | null;
  /** The English permalink ('' when the service sent none). */
  permalink: string;
  localizedPermalinks: Record<string, string>;
}

export interface ArtisanEntry {
  id: string;
  name: string | null;
  slug: string | null;
  updatedAt: string | null;
  createdAt: string | null;
}

type Lister = (options: { page: number; per_page: number; locale?: Locale }) => Promise<{ isFail(): boolean; fail(): unknown; success(): unknown }>;

/**
 * How many times one page is asked before the list fails. At 50,000 products the index reads about
 * a hundred pages in a row; read cold, one of them now and then outlasted the service's read timeout
 * and the whole index answered 500 (issue 34's bench), where asking that page again answers it.
 */
const PAGE_ATTEMPTS = 3;

/** One page of a list, asked again (up to PAGE_ATTEMPTS in all) while the service fails it. */
async function listPage(list: Lister, page: number, perPage: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await list({ page, per_page: perPage });
    if (!result.isFail() || attempt === PAGE_ATTEMPTS) return result;
  }
}

/** One page of a list and how many pages it has; throws ServiceUnavailableError when the page stays unavailable. */
async function readPage(list: Lister, page: number, perPage: number): Promise<{ data: Resource[]; totalPages: number }> {
  const result = await listPage(list, page, perPage);
  if (result.isFail()) throw new ServiceUnavailableError(`catalogue list unavailable: ${String((result.fail() as Error)?.message ?? result.fail())}`);
  const document = result.success() as { data: Resource[]; meta?: { total_pages?: number } };
  // An empty page ends the list whatever the count says.
  return { data: document.data, totalPages: document.data.length === 0 ? page : (document.meta?.total_pages ?? 1) };
}

/** Every item of a paginated list, page by page (`read` answers one page); throws when a page stays unavailable. */
async function readAll<T>(read: (page: number) => Promise<{ data: T[]; totalPages: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { data, totalPages } = await read(page);
    items.push(...data);
    if (page >= totalPages) return items;
  }
}

/** Every resource of a paginated list, page by page; throws when a page stays unavailable. */
function listAll(list: Lister, perPage: number = PER_PAGE): Promise<Resource[]> {
  return readAll((page) => readPage(list, page, perPage));
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const slugs = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, string>) : {});

export function reshapeProductEntry(resource: Resource): ProductEntry {
  const a = resource.attributes;
  const crumbs = Array.isArray(a.breadcrumbs) ? (a.breadcrumbs as { url?: unknown }[]) : [];
  return {
    slug: text(a.slug),
    localizedSlugs: slugs(a.localized_slugs),
    updatedAt: text(a.updated_at),
    createdAt: text(a.created_at),
    categoryUrls: crumbs.map((crumb) => text(crumb?.url)).filter((url): url is string => url !== null),
  };
}

export function reshapeCategoryEntry(resource: Resource): CategoryEntry {
  const a = resource.attributes;
  return { id: resource.id, name: text(a.name), permalink: text(a.permalink) ?? '', localizedPermalinks: slugs(a.localized_permalinks) };
}

export function reshapeArtisanEntry(resource: Resource): ArtisanEntry {
  const a = resource.attributes;
  return { id: resource.id, name: text(a.name), slug: text(a.slug), updatedAt: text(a.updated_at), createdAt: text(a.created_at) };
}

/** One page of the products as the sitemaps read them: small enough for one data-cache entry (about 150 KB). */
export interface ProductEntriesPage {
  data: ProductEntry[];
  totalPages: number;
}

/** Page `page` of every product (GET products), reduced to what a sitemap reads; throws when it stays unavailable. */
export async function productEntriesPage(client: Client, page: number): Promise<ProductEntriesPage> {
  const { data, totalPages } = await readPage((options) => client.products.list({ ...options, sort: PRODUCT_ORDER, fields: { product: PRODUCT_FIELDS } }), page, PRODUCTS_PER_PAGE);
  return { data: data.map(reshapeProductEntry), totalPages };
}

/**
 * Every product (GET products, all pages). `read` answers one page (default: `productEntriesPage`
 * from the client), so a caller may keep the reduced pages in a cache (lib/sitemaps/sources.ts).
 */
export function listAllProducts(client: Client, read: (page: number) => Promise<ProductEntriesPage> = (page) => productEntriesPage(client, page)): Promise<ProductEntry[]> {
  return readAll(read);
}

/** Every category (GET taxons, all pages), named in `language` when given. */
export async function listAllCategories(client: Client, language?: string): Promise<CategoryEntry[]> {
  return (await listAll((options) => client.taxons.list({ ...options, ...(language ? { locale: language } : {}) }))).map(reshapeCategoryEntry);
}

/** Every artisan (GET vendors, all pages), named in `language` when given. */
export async function listAllArtisans(client: Client, language?: string): Promise<ArtisanEntry[]> {
  return (await listAll((options) => client.vendors.list({ ...options, ...(language ? { locale: language } : {}) }))).map(reshapeArtisanEntry);
}
