'use client';

import type { ComponentProps } from 'react';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { useTradePrices } from '@/components/catalogue/useTradePrices';
import type { CardWriter } from '@/components/catalogue/card-product';

/** What every editorial card of a row shares (its product and trade flag come apart; its writer is the browser's). */
export type CardProps = Omit<ComponentProps<typeof ProductCard>, 'product' | 'showTradePrice' | 'writer'>;

/** Editorial cards on a trade page: the trade prices arrive after load for the trade user's browser (ADR 0012). */
export function TradePricedCards({ products, writer, ...card }: CardProps & { products: LiteProduct[]; writer: CardWriter }) {
  const prices = useTradePrices(products.map((p) => p.id), card.currency, true);
  return products.map((product) => (
    <li key={product.id}>
      <ProductCard {...card} writer={writer} product={{ ...product, tradePrice: prices[product.id] ?? null }} showTradePrice />
    </li>
  ));
}
