import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { commerce } from '@/lib/commerce/client';
import { listProducts } from '@/lib/commerce/products';
import { pageContextFromParams } from '@/lib/i18n/server';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { IntlScope } from '@/components/i18n/IntlScope';
import styles from './test-cart.module.css';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string }>; searchParams: Promise<{ registry?: string }> };

/**
 * Add-to-bag buttons for a few purchasable pieces, so browser tests can fill a bag before the
 * product page exists in this branch. `?registry=<id>` adds a registry gift button too. Only with
 * STOREFRONT_TEST_ROUTES=1.
 */
export default async function TestCart({ params, searchParams }: Props) {
  const { locale } = await pageContextFromParams(params);
  if (process.env.STOREFRONT_TEST_ROUTES !== '1') return <ServedNotFound locale={locale} />;
  const { registry } = await searchParams;
  // Uncached: journeys share the database, and a cached list would still offer a piece another journey bought out.
  const result = await listProducts(commerce, { locale, filter: { in_stock: 'true' }, sort: 'sku', perPage: 60 });
  if (!result.success) throw new Error('catalogue unavailable');
  // Pieces anyone may buy anywhere, now: no request, trade or private-only rule, no excluded country.
  const products = result.data.filter(
    (p) => p.purchasable && p.inStock && !p.backorderable && p.canSupply && !p.notShoppable && !p.b2bOnly && !p.b2cOnly && p.excludedCountries.length === 0,
  );
  const shown = products.slice(0, 4);
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Test bag</h1>
      {/* The buttons' code is here at once (no island), with next-intl's hooks. */}
      <IntlScope>
      <ul className={styles.list}>
        {shown.map((p) => (
          <li key={p.id} className={styles.item} data-testid={`product-${p.id}`}>
            <h2 className={styles.name}>{p.title}</h2>
            <AddToCartButton variantId={p.variantId} productName={p.title} />
          </li>
        ))}
        {registry && shown[3] && (
          <li className={styles.item} data-testid="registry-gift">
            <h2 className={styles.name}>Registry gift: {shown[3].title}</h2>
            <AddToCartButton variantId={shown[3].variantId} productName={shown[3].title} weddingRegistryId={registry} />
          </li>
        )}
      </ul>
      </IntlScope>
    </main>
  );
}
