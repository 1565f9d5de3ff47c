import { notFound } from 'next/navigation';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { commerce } from '@/lib/commerce/client';
import type { JsonApiDocument, Resource } from '@/lib/commerce/jsonapi';
import { localeFromParams } from '@/lib/i18n/server';
import styles from './test-cart.module.css';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ registry?: string }> };

/**
 * Add-to-bag buttons for a few purchasable pieces, so browser tests can fill a bag before the
 * product page exists in this branch. `?registry=<id>` adds a registry gift button too. Only with
 * STOREFRONT_TEST_ROUTES=1.
 */
export default async function TestCart({ params, searchParams }: Props) {
  if (process.env.STOREFRONT_TEST_ROUTES !== '1') notFound();
  const { country, language } = await localeFromParams(params);
  const { registry } = await searchParams;
  // Uncached: journeys share the database, and a cached list would still offer a piece another journey bought out.
  const result = await commerce.products.list({
    filter: { in_stock: true },
    sort: 'sku',
    per_page: 60,
    currency: country.currency,
    locale: language,
    country: country.isocode.toUpperCase(),
  } as never);
  if (result.isFail()) throw new Error('catalogue unavailable');
  const products = ((result.success() as unknown as { data: Resource[] } & JsonApiDocument).data as unknown as Resource[]).filter((p) => {
    const a = p.attributes;
    return (
      a.purchasable === true && a.in_stock === true && a.backorderable === false && a.can_supply === true && a.available_on_request !== true &&
      a.b2b_only !== true && a.b2c_only !== true && Array.isArray(a.excluded_countries) && a.excluded_countries.length === 0
    );
  });
  const shown = products.slice(0, 4);
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Test bag</h1>
      <ul className={styles.list}>
        {shown.map((p) => (
          <li key={p.id} className={styles.item} data-testid={`product-${p.id}`}>
            <h2 className={styles.name}>{String(p.attributes.name)}</h2>
            <AddToCartButton variantId={String(p.attributes.variant_id)} productName={String(p.attributes.name)} />
          </li>
        ))}
        {registry && shown[3] && (
          <li className={styles.item} data-testid="registry-gift">
            <h2 className={styles.name}>Registry gift: {String(shown[3].attributes.name)}</h2>
            <AddToCartButton variantId={String(shown[3].attributes.variant_id)} productName={String(shown[3].attributes.name)} weddingRegistryId={registry} />
          </li>
        )}
      </ul>
    </main>
  );
}
