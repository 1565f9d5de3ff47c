/**
 * Search by image and "visually similar" (spec §2): the embedded backend computes them from the
 * product images (POST /1/embedded/visual-search); a live deployment points ALGOLIA_HOST's
 * visual-search path at its own similarity service. Answers are records of the search index, never
 * with a trade price; a trade user's are given one here, on the server (spec §7).
 */
import 'server-only';
import { serviceConfig } from '../config';
import { CURRENCIES } from '../money/currency';
import type { IndexRecord } from '../catalogue/lite-product';
import { stripTradeFields } from './forward';

const SIMILAR_COUNT = 24;

const endpoint = () => `${serviceConfig.algolia.host.replace(/\/$/, '')}/1/embedded/visual-search`;
const headers = { 'x-algolia-application-id': serviceConfig.algolia.appId, 'x-algolia-api-key': serviceConfig.algolia.searchKey };

async function hitsOf(response: Response): Promise<IndexRecord[]> {
  if (!response.ok) throw new Error(`visual search answered ${response.status}`);
  const body = stripTradeFields({ results: [(await response.json()) as { hits: IndexRecord[] }] });
  return body.results[0].hits;
}

export async function similarToImage(image: File, indexName: string): Promise<IndexRecord[]> {
  const form = new FormData();
  form.set('image', image, image.name);
  form.set('indexName', indexName);
  form.set('hitsPerPage', String(SIMILAR_COUNT));
  return hitsOf(await fetch(endpoint(), { method: 'POST', headers, body: form, signal: AbortSignal.timeout(10_000) }));
}

export async function similarToProduct(objectID: string, indexName: string): Promise<IndexRecord[]> {
  return hitsOf(
    await fetch(endpoint(), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ objectID, indexName, hitsPerPage: SIMILAR_COUNT }),
      signal: AbortSignal.timeout(5_000),
      cache: 'no-store',
    }),
  );
}

/**
 * Spec §7: "Visual-search trade price is 15 percent below the price", in whole units as the
 * catalogue's trade prices are (integer arithmetic: no float drift at .5).
 */
function visualTradePrice(price: number): number {
  return Math.round((Math.round(price * 100) * 85) / 10_000);
}

/**
 * Visual-search hits as a trade user receives them: `trade_price_{currency}` beside every price, as
 * the card reads it (lib/catalogue/lite-product.ts). Only for an account the caller checked is trade.
 */
export function withVisualTradePrices(hits: IndexRecord[]): IndexRecord[] {
  return hits.map((hit) => {
    const prices = CURRENCIES.flatMap((currency) => {
      const price = hit[`price_${currency}`];
      return typeof price === 'number' && Number.isFinite(price) ? [[`trade_price_${currency}`, visualTradePrice(price)] as const] : [];
    });
    return { ...hit, ...Object.fromEntries(prices) };
  });
}
