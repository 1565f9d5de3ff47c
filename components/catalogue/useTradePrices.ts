'use client';

import { useQuery } from '@tanstack/react-query';
import type { Currency } from '@/lib/i18n/countries';
import { queryKeys } from '@/lib/query/keys';

const NONE: Record<string, number> = {};

async function readTradePrices(ids: string[], currency: Currency, signal: AbortSignal): Promise<Record<string, number>> {
  const response = await fetch(`/api/search/trade-prices?ids=${encodeURIComponent(ids.join(','))}&currency=${currency}`, { signal });
  // A refusal (not a trade account) or a failure is not an answer to keep: nothing is shown, as for a guest.
  if (!response.ok) throw new Error(`trade prices: ${response.status}`);
  return ((await response.json()) as { prices: Record<string, number> }).prices;
}

/**
 * Trade prices of the cards on screen, for trade users only: the search answers every browser gets
 * never carry them, so a trade user's browser asks the storefront, which checks the account. Kept
 * in this tab's memory only, under the account's keys (dropped when who is signed in changes).
 */
export function useTradePrices(ids: string[], currency: Currency, enabled: boolean): Record<string, number> {
  const { data } = useQuery({
    queryKey: queryKeys.tradePrices(currency, ids),
    queryFn: ({ signal }) => readTradePrices(ids, currency, signal),
    enabled: enabled && ids.length > 0,
  });
  return data ?? NONE;
}
