'use client';

import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/money/currency';
import { useFirstShown } from '@/components/ui/use-first-shown';
import { LazyProductCardItems } from './LazyProductCardItems';
import styles from './ProductControls.module.css';

/**
 * The recommended pieces, rendered only once their tab is shown: eight cards (sixteen images, eight
 * hearts) would otherwise weigh on every first load for a panel most visitors never open.
 */
export function RecommendedRow({ products, currency, sizes }: { products: LiteProduct[]; currency: Currency; sizes: string }) {
  const [ref, shown] = useFirstShown<HTMLUListElement>();
  return (
    <ul ref={ref} className={styles.cards} data-item-list="product:recommended">
      {shown && <LazyProductCardItems products={products} currency={currency} sizes={sizes} />}
    </ul>
  );
}
