import type { Locale } from '@/lib/i18n/locale-list';
import type { Client } from '@spree/storefront-api-v2-sdk';
import { parseLocale } from '../i18n/locales';
import { toCommerceError, type CommerceResult } from './errors';
import { settle } from './result';
import type { JsonApiDocument } from './jsonapi';
import { toProduct, type Product } from './product';

export const PRODUCT_INCLUDE = 'images,product_properties,artisan';

/**
 * Spec §7 product show: by id or slug, with images, properties and artisan, in the locale's currency,
 * country (upper case) and language. When the slug asked for is not the product's slug in that
 * language, it is fetched again with the canonical slug, which the caller redirects to.
 */
export async function fetchProduct(
  client: Client,
  idOrSlug: string,
  { locale, bearerToken }: { locale: Locale; bearerToken?: string },
): Promise<CommerceResult<{ product: Product; canonicalSlug: string }>> {
  const { language, country } = parseLocale(locale);
  const show = (id: string) =>
    client.products.show({
      id,
      include: PRODUCT_INCLUDE,
      currency: country.currency,
      country: country.isocode.toUpperCase(),
      locale: language,
      ...(bearerToken ? { bearer_token: bearerToken } : {}),
    });

  let result = await show(idOrSlug);
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  let product = toProduct(result.success() as unknown as JsonApiDocument);
  const canonicalSlug = product.localizedSlugs[language] ?? product.slug;
  if (idOrSlug !== product.id && idOrSlug !== canonicalSlug) {
    result = await show(canonicalSlug);
    if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
    product = toProduct(result.success() as unknown as JsonApiDocument);
  }
  return { success: true, data: { product, canonicalSlug } };
}

/**
 * A page of the catalogue (GET products, no includes) as shop products, in the locale's currency,
 * country and language; an item the mapper refuses is left out rather than failing the page.
 */
export async function listProducts(
  client: Client,
  { locale, filter = {}, sort, perPage }: { locale: Locale; filter?: Record<string, string | number>; sort?: string; perPage?: number },
): Promise<CommerceResult<Product[]>> {
  const { language, country } = parseLocale(locale);
  const result = await client.products.list({
    filter,
    ...(sort ? { sort } : {}),
    ...(perPage ? { per_page: perPage } : {}),
    currency: country.currency,
    locale: language,
    country: country.isocode.toUpperCase(),
  });
  return settle(result, (list) =>
    list.data.flatMap((data) => {
      try {
        return [toProduct({ data, included: list.included })];
      } catch {
        return [];
      }
    }),
  );
}
