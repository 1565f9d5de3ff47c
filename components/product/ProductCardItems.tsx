'use client';

import { ProductCard } from '@/components/catalogue/ProductCard';
import { useCardWriter } from '@/components/catalogue/useCardWriter';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/money/currency';

/** The cards of a product page's row (recommended, recently viewed), one list item each. */
export function ProductCardItems({ products, currency, sizes }: { products: LiteProduct[]; currency: Currency; sizes: string }) {
  const writer = useCardWriter(currency);
  return products.map((product) => (
    <li key={product.id}>
      <ProductCard product={product} currency={currency} writer={writer} sizes={sizes} />
    </li>
  ));
}
