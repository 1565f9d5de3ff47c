'use client';

import { createContext, use, type ReactNode } from 'react';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { usePrice } from '@/components/ui/Price';
import type { Currency } from '@/lib/money/currency';
import { useTradePrices } from './useTradePrices';

const TradePricesContext = createContext<Record<string, number>>({});

/**
 * The trade prices of the cards inside, read by the browser after load (the page itself is shared by
 * every trade user and never holds one): only a trade account gets an answer from the endpoint.
 */
export function TradePrices({ ids, currency, children }: { ids: string[]; currency: Currency; children: ReactNode }) {
  const prices = useTradePrices(ids, currency, true);
  return <TradePricesContext value={prices}>{children}</TradePricesContext>;
}

/** A card's trade price line: kept (blank) while the price loads, so nothing below it moves. */
export function TradePriceLine({ productId, currency, className }: { productId: string; currency: Currency; className?: string }) {
  const t = useShopTranslations('catalogue.card');
  const price = usePrice();
  const tradePrice = use(TradePricesContext)[productId];
  return (
    <p className={className}>
      {tradePrice !== undefined ? t('tradePrice', { price: price(tradePrice, currency, { whole: true }) }) : '\u00a0'}
    </p>
  );
}
