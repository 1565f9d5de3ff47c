import 'server-only';
import type { Currency } from '../i18n/countries';
import { tradeSearchClient } from './client';

export const TRADE_PRICE_IDS_LIMIT = 60;

/**
 * Trade prices of some products in one currency, read with the server-only key. Callers must have
 * checked that the shopper is a trade user (lib/session.ts).
 */
export async function fetchTradePrices(ids: string[], currency: Currency, indexName: string): Promise<Record<string, number>> {
  const attribute = `trade_price_${currency}`;
  const { results } = await tradeSearchClient().getObjects<Record<string, unknown>>({
    requests: ids.map((objectID) => ({ indexName, objectID, attributesToRetrieve: [attribute] })),
  });
  const prices: Record<string, number> = {};
  results.forEach((record, i) => {
    const value = record?.[attribute];
    if (typeof value === 'number') prices[ids[i]] = value;
  });
  return prices;
}
