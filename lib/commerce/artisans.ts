import type { Client } from '@spree/storefront-api-v2-sdk';
import type { Language } from '../i18n/languages';
import { toCommerceError, type CommerceResult } from './errors';
import type { JsonApiDocument } from './jsonapi';

/** An artisan (Spree vendor) as the artisan page shows it. */
export interface Artisan {
  id: string;
  name: string;
  slug: string;
  story: string | null;
  city: string | null;
  region: string | null;
  foundedYear: number | null;
  image: string | null;
  isPremiumPlus: boolean;
}

export async function fetchArtisan(client: Client, slug: string, language: Language): Promise<CommerceResult<Artisan>> {
  const result = await client.vendors.show({ id: slug, locale: language });
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  const { data } = result.success() as unknown as JsonApiDocument;
  const a = data.attributes as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    success: true,
    data: {
      id: data.id,
      name: String(a.name ?? ''),
      slug: String(a.slug ?? slug),
      story: text(a.about_us),
      city: text(a.city),
      region: text(a.region),
      foundedYear: typeof a.founded_year === 'number' ? a.founded_year : null,
      image: text(a.image_url),
      isPremiumPlus: a.is_premium_plus === true,
    },
  };
}
