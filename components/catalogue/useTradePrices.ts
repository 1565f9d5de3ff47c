'use client';

import { useEffect, useState } from 'react';
import type { Currency } from '@/lib/money/currency';
import type { TradePriceMap } from '@/lib/query/trade-prices';

const NONE: TradePriceMap = {};

/**
 * Trade prices of the cards on screen, for trade users only: the search answers every browser gets
 * never carry them, so a trade user's browser asks the storefront, which checks the account. Read
 * through the browser's QueryClient (lib/query), whose code loads only when a trade page asks, and
 * kept in this tab's memory under the account's keys (dropped when who is signed in changes).
 */
export function useTradePrices(ids: string[], currency: Currency, enabled: boolean): TradePriceMap {
  const [prices, setPrices] = useState<TradePriceMap>(NONE);
  const key = ids.join(',');
  useEffect(() => {
    if (!enabled || key === '') return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('@/lib/query/trade-prices').then(({ watchTradePrices }) => {
      if (live) stop = watchTradePrices(key.split(','), currency, setPrices);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [key, currency, enabled]);
  return prices;
}
