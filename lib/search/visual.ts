/**
 * Search by image and "visually similar" (spec §2): the embedded backend computes them from the
 * product images (POST /1/embedded/visual-search); a live deployment points ALGOLIA_HOST's
 * visual-search path at its own similarity service. Answers are records of the search index.
 */
import 'server-only';
import { serviceConfig } from '../config';
import type { IndexRecord } from '../catalogue/lite-product';
import { stripTradeFields } from './forward';

export const SIMILAR_COUNT = 24;

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
