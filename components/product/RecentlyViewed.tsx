'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/i18n/countries';
import { recordView } from '@/lib/product/recently-viewed';
import { useFirstShown } from '@/components/ui/use-first-shown';
import { LazyProductCardItems } from './LazyProductCardItems';
import styles from './ProductControls.module.css';

/**
 * Records this product as viewed (ids only, on the device) and, once the tab is shown, looks the
 * earlier ones up through search so their cards carry today's prices.
 */
export function RecentlyViewed({ productId, currency }: { productId: string; currency: Currency }) {
  const t = useTranslations('product.recently');
  const locale = useLocale();
  const [products, setProducts] = useState<LiteProduct[] | null>(null);
  const ids = useRef<string[]>([]);
  // Looked up only once the tab is shown.
  const [sentinel] = useFirstShown<HTMLDivElement>(() => {
    if (ids.current.length === 0) return setProducts([]);
    fetch(`/api/products/lookup?ids=${encodeURIComponent(ids.current.join(','))}&locale=${encodeURIComponent(locale)}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ products: LiteProduct[] }>) : { products: [] }))
      .then((body) => setProducts(body.products))
      .catch(() => setProducts([]));
  });

  // Recorded on every visit, whichever tab is open.
  useEffect(() => {
    ids.current = recordView(window.localStorage, productId);
  }, [productId]);

  return (
    <div ref={sentinel}>
      {products === null ? (
        <p className={styles.muted} aria-busy="true">{t('loading')}</p>
      ) : products.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.cards} data-item-list="recently-viewed">
          <LazyProductCardItems products={products} currency={currency} sizes="(min-width: 1025px) 22vw, (min-width: 768px) 30vw, 48vw" />
        </ul>
      )}
    </div>
  );
}
