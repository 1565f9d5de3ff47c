import { QueryObserver } from '@tanstack/react-query';
import type { Currency } from '@/lib/money/currency';
import { browserQueryClient } from './browser-client';
import { queryKeys } from './keys';

export type TradePriceMap = Record<string, number>;
export const NO_TRADE_PRICES: TradePriceMap = {};

async function readTradePrices(ids: string[], currency: Currency, signal: AbortSignal): Promise<TradePriceMap> {
  const response = await fetch(`/api/search/trade-prices?ids=${encodeURIComponent(ids.join(','))}&currency=${currency}`, { signal });
  // A refusal (not a trade account) or a failure is not an answer to keep: nothing is shown, as for a guest.
  if (!response.ok) throw new Error(`trade prices: ${response.status}`);
  return ((await response.json()) as { prices: TradePriceMap }).prices;
}

/**
 * Watches the trade prices of `ids` through the browser's QueryClient (an observer, as useQuery is
 * built on): `onChange` gets them when they arrive and again when they are dropped (an account
 * change in the tab). Returns the way to stop watching.
 */
export function watchTradePrices(ids: string[], currency: Currency, onChange: (prices: TradePriceMap) => void): () => void {
  const observer = new QueryObserver(browserQueryClient(), {
    queryKey: queryKeys.tradePrices(currency, ids),
    queryFn: ({ signal }) => readTradePrices(ids, currency, signal),
  });
  return observer.subscribe((result) => onChange(result.data ?? NO_TRADE_PRICES));
}
