/**
 * Cache tags of commerce reads (ADR 0012). Every shared read is tagged `commerce:catalogue`; a
 * product's show is also tagged with the id or slug it was asked by, so the commerce service can
 * expire one product's pages (price, stock, purchasability) through POST /api/revalidate/commerce.
 */
export const CATALOGUE_TAG = 'commerce:catalogue';

export const productTag = (idOrSlug: string) => `commerce:product:${idOrSlug}`;

const PRODUCT_SHOW = /\/api\/v2\/storefront\/products\/([^/]+)$/;

/** The tags of a shared read of `url`. */
export function catalogueTagsFor(url: URL): string[] {
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

/** The tags to expire for a revalidation body `{ products: [id or slug, …] }` or `{ all: true }`. */
export function commerceTagsToRevalidate(body: unknown): string[] {
  const { products, all } = (body ?? {}) as { products?: unknown; all?: unknown };
  if (all === true) return [CATALOGUE_TAG];
  if (!Array.isArray(products)) return [];
  const keys = products.filter((p): p is string => typeof p === 'string' && /^[\p{L}\p{N}._~-]{1,200}$/u.test(p)).slice(0, 500);
  return [...new Set(keys.map(productTag))];
}
