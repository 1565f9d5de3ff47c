/**
 * Every tag and lifetime of the storefront's cached reads, in one place: the readers tag their
 * fetches from here, and the revalidation routes expire from here, so a name can never drift
 * between the two (ADR 0012).
 *
 * Lifetimes are safety nets: a change is expired at once through its tag, and a read is refreshed
 * after its lifetime even if no one called. Stale while revalidating: an expired read is served
 * once more while it is fetched afresh, so a service down at that moment never blanks a page.
 */

/** Seconds a cached read is kept when no tag expires it sooner. */
export const CACHE_SECONDS = {
  /** Published content, by document type; the content service's webhook expires a changed type (POST /api/revalidate). */
  content: 3_600,
  /** Commerce reads shared by every visitor (products, taxons, countries); the commerce service expires a changed product (POST /api/revalidate/commerce). */
  catalogue: 300,
  /** A listing's first page searched on the server, and the facets of the internal filters page. */
  search: 3_600,
  /** A page rendered while a service failed (it shows a fallback): rendered again this soon. */
  degradedPage: 30,
} as const;

// ── Content: one tag per document type ────────────────────────────────────────

/** The content document types the storefront reads, each cached under its own tag. */
export type ContentType =
  | 'homePage'
  | 'landing'
  | 'collection'
  | 'magazine'
  | 'page'
  | 'legalPage'
  | 'menu'
  | 'pdp'
  | 'marketingMessage'
  | 'newsletterSignupLayer';

/** Document types whose readers tag their fetches under another name. */
const CONTENT_TAG_OF_TYPE: Record<string, ContentType> = { editorialMenu: 'menu' };

export const contentTag = (type: string) => `content:${type}`;

/** The tags to expire for a content webhook body: one document `{_type}`, or `{types: [...]}` for several. */
export function contentTagsToRevalidate(body: unknown): string[] {
  const { _type, types } = (body ?? {}) as { _type?: unknown; types?: unknown };
  const list = [...(typeof _type === 'string' ? [_type] : []), ...(Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : [])];
  const names = list.map((type) => type.replace(/^drafts\./, '')).filter((type) => /^[A-Za-z][\w.-]{0,63}$/.test(type));
  return [...new Set(names.map((type) => contentTag(CONTENT_TAG_OF_TYPE[type] ?? type)))];
}

// ── Commerce: the whole catalogue, and one product ────────────────────────────

/** Every shared commerce read. */
export const CATALOGUE_TAG = 'commerce:catalogue';

/** A product's show, by the id or slug it was asked by. */
export const productTag = (idOrSlug: string) => `commerce:product:${idOrSlug}`;

const PRODUCT_SHOW = /\/api\/v2\/storefront\/products\/([^/]+)$/;

/** A country's show (its states, `include=states`), by ISO code: the address forms' list of its states. */
export const countryStatesTag = (iso: string) => `commerce:country:${iso.toUpperCase()}`;

const COUNTRY_SHOW = /\/api\/v2\/storefront\/countries\/([A-Za-z]{2,3})$/;

/** The tags of a shared commerce read of `url`: the catalogue's, and a product's or a country's own. */
export function catalogueTagsFor(url: URL): string[] {
  const country = COUNTRY_SHOW.exec(url.pathname);
  if (country) return [CATALOGUE_TAG, countryStatesTag(country[1])];
  const match = PRODUCT_SHOW.exec(url.pathname);
  if (!match) return [CATALOGUE_TAG];
  let key = match[1];
  try {
    key = decodeURIComponent(key);
  } catch {
    // keep it as sent
  }
  return [CATALOGUE_TAG, productTag(key)];
}

/**
 * The tags to expire for a commerce revalidation body `{ products: [id or slug, …] }`,
 * `{ countries: ['US', …] }` (their states changed) or `{ all: true }`.
 */
export function commerceTagsToRevalidate(body: unknown): string[] {
  const { products, countries, all } = (body ?? {}) as { products?: unknown; countries?: unknown; all?: unknown };
  if (all === true) return [CATALOGUE_TAG];
  const keys = (Array.isArray(products) ? products : []).filter((p): p is string => typeof p === 'string' && /^[\p{L}\p{N}._~-]{1,200}$/u.test(p)).slice(0, 500);
  const isos = (Array.isArray(countries) ? countries : []).filter((c): c is string => typeof c === 'string' && /^[A-Za-z]{2}$/.test(c)).slice(0, 300);
  return [...new Set([...keys.map(productTag), ...isos.map(countryStatesTag)])];
}

// ── Search: one tag per index family ──────────────────────────────────────────

/** Expire one to refresh every listing (and the filters page) of that index family. */
export const SEARCH_TAGS = { products: 'search:products', artisans: 'search:artisans' } as const;

/**
 * The tags to expire for a search revalidation body `{ indexes: ['products', 'artisans'] }` or
 * `{ all: true }`: what the job that feeds the search service sends once its indexing is done.
 */
export function searchTagsToRevalidate(body: unknown): string[] {
  const { indexes, all } = (body ?? {}) as { indexes?: unknown; all?: unknown };
  if (all === true) return Object.values(SEARCH_TAGS);
  if (!Array.isArray(indexes)) return [];
  return [...new Set(indexes.filter((name): name is keyof typeof SEARCH_TAGS => typeof name === 'string' && Object.hasOwn(SEARCH_TAGS, name)).map((name) => SEARCH_TAGS[name]))];
}

// ── Keys of cached computations (unstable_cache key parts, not tags) ───────────

export const CACHE_KEYS = {
  listingSearch: 'listing-search',
  contentQuery: 'content-query',
  filterReference: 'filter-reference',
  degradedPage: 'degraded-page',
  sitemapProducts: 'sitemap-products',
} as const;
