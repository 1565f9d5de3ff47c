'use client';

import { useEffect, useState } from 'react';
import type { Currency } from '@/lib/i18n/countries';

/**
 * Trade prices of the cards on screen, for trade users only: the search answers every browser gets
 * never carry them, so a trade user's browser asks the storefront, which checks the account.
 */
export function useTradePrices(ids: string[], currency: Currency, enabled: boolean): Record<string, number> {
  const key = enabled ? `${currency}:${ids.join(',')}` : '';
  const [loaded, setLoaded] = useState<{ key: string; prices: Record<string, number> }>({ key: '', prices: {} });

  useEffect(() => {
    if (!key || ids.length === 0) return;
    const controller = new AbortController();
    fetch(`/api/search/trade-prices?ids=${encodeURIComponent(ids.join(','))}&currency=${currency}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { prices: {} }))
      .then((body: { prices: Record<string, number> }) => setLoaded({ key, prices: body.prices }))
      .catch(() => {});
    return () => controller.abort();
    // `key` stands for ids and currency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return loaded.key === key ? loaded.prices : {};
}
