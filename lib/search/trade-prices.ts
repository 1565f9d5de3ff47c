import 'server-only';
import type { Currency } from '../money/currency';
import { tradePriceClient } from './client';

export const TRADE_PRICE_IDS_LIMIT = 60;

/**
 * The trade-price index: one record per product (`objectID` = the product's), holding spec §3's
 * `trade_price_{USD,EUR,GBP}`, in no language. Only the server-only trade key can open it; the
 * search-only key, and so every browser, cannot (docs/adr/0011).
 */
const TRADE_PRICE_INDEX = 'production_trade_prices';

/**
 * Trade prices of some products in one currency, read by id from the trade-price index. Callers must
 * have checked that the shopper is a trade user (lib/session.ts). Ids the index lacks are left out.
 */
export async function fetchTradePrices(ids: string[], currency: Currency): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const attribute = `trade_price_${currency}`;
  const { results } = await tradePriceClient().getObjects<Record<string, unknown>>({
    requests: ids.map((objectID) => ({ indexName: TRADE_PRICE_INDEX, objectID, attributesToRetrieve: [attribute] })),
  });
  const prices: Record<string, number> = {};
  results.forEach((record, i) => {
    const value = record?.[attribute];
    if (typeof value === 'number') prices[ids[i]] = value;
  });
  return prices;
}
