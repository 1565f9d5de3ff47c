'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/money/currency';
import { RecentlyViewedLoading } from './LaterParts';
import { ProductCardItems } from './ProductCardItems';
import styles from './ProductControls.module.css';

/**
 * The recently viewed row once its tab is shown: the earlier products are looked up through search,
 * so their cards carry today's prices. Its own chunk, with the card's code.
 */
export function RecentlyViewedRow({ ids, currency }: { ids: string[]; currency: Currency }) {
  const t = useTranslations('product.recently');
  const locale = useLocale();
  const [products, setProducts] = useState<LiteProduct[] | null>(ids.length ? null : []);

  useEffect(() => {
    if (ids.length === 0) return;
    fetch(`/api/products/lookup?ids=${encodeURIComponent(ids.join(','))}&locale=${encodeURIComponent(locale)}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ products: LiteProduct[] }>) : { products: [] }))
      .then((body) => setProducts(body.products))
      .catch(() => setProducts([]));
  }, [ids, locale]);

  if (products === null) return <RecentlyViewedLoading />;
  if (products.length === 0) return <p className={styles.muted}>{t('empty')}</p>;
  return (
    <ul className={styles.cards} data-item-list="recently-viewed">
      <ProductCardItems products={products} currency={currency} sizes="(min-width: 1025px) 22vw, (min-width: 768px) 30vw, 48vw" />
    </ul>
  );
}
