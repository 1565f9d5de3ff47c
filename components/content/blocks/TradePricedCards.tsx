'use client';

import type { ComponentProps } from 'react';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { useTradePrices } from '@/components/catalogue/useTradePrices';

/** What every editorial card of a row shares (its product and trade flag come apart). */
export type CardProps = Omit<ComponentProps<typeof ProductCard>, 'product' | 'showTradePrice'>;

/** Editorial cards on a trade page: the trade prices arrive after load for the trade user's browser (ADR 0012). */
export function TradePricedCards({ products, ...card }: CardProps & { products: LiteProduct[] }) {
  const prices = useTradePrices(products.map((p) => p.id), card.currency, true);
  return products.map((product) => (
    <li key={product.id}>
      <ProductCard {...card} product={{ ...product, tradePrice: prices[product.id] ?? null }} showTradePrice />
    </li>
  ));
}
