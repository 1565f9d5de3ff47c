'use client';

import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { useCardWriter } from '@/components/catalogue/useCardWriter';
import { TradePricedCards, type CardProps } from './TradePricedCards';

/** A carousel's later cards once read (DeferredCards.tsx), each an <li>; a trade user's with trade prices. */
export function CardItems({ products, isTrade, ...card }: CardProps & { products: LiteProduct[]; isTrade: boolean }) {
  const writer = useCardWriter(card.currency);
  if (isTrade) return <TradePricedCards products={products} writer={writer} {...card} />;
  return products.map((product) => (
    <li key={product.id}>
      <ProductCard product={product} writer={writer} {...card} />
    </li>
  ));
}
