import type { Client } from '@spree/storefront-api-v2-sdk';
import { parseLocale } from '../i18n/locales';
import { toCommerceError, type CommerceResult } from './errors';
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
  { locale, bearerToken }: { locale: string; bearerToken?: string },
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
