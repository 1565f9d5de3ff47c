import 'server-only';
import { catalogue } from '../commerce/client';
import { fetchProduct } from '../commerce/products';
import { currentAccount } from '../session';
import type { LocaleInfo } from '../i18n/locales';
import { buyableVariantId } from './hotspot-purchase';

/**
 * The default variant of each shop-the-look piece that can be bought online by this visitor, read
 * from the commerce service (the search records carry no variant): product id → variant id. Through
 * the cached catalogue client, without a token (no price is read here, only the purchase rules). A
 * piece the service cannot answer for is left without a button rather than failing the page.
 */
export async function buyableVariants(locale: LocaleInfo, productIds: string[]): Promise<Map<string, string>> {
  const isTrade = (await currentAccount())?.isTrade ?? false;
  const who = { country: locale.country.isocode, isTrade };
  const entries = await Promise.all(
    [...new Set(productIds)].map(async (id): Promise<[string, string] | null> => {
      try {
        const result = await fetchProduct(catalogue, id, { locale: locale.locale });
        if (!result.success) return null;
        const variantId = buyableVariantId(result.data.product, who);
        return variantId ? [id, variantId] : null;
      } catch (error) {
        console.error(`shop-the-look product ${id} unavailable (${error instanceof Error ? error.message : String(error)})`);
        return null;
      }
    }),
  );
  return new Map(entries.filter((e): e is [string, string] => e !== null));
}
