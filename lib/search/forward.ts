/**
 * The one door from the storefront to the search service for InstantSearch: the browser posts
 * Algolia multi-queries to /api/search, server rendering calls this directly. Requests are checked
 * (product and artisan indexes only, bounded sizes) and sent with the search-only key; trade-only
 * fields are removed from every hit even though that key cannot read them (defence in depth).
 */
import { z } from 'zod';
import { serviceConfig } from '../config';

const INDEX_NAME = /^production_(products|artisans)(_[a-z_]+)?$/;
const MAX_REQUESTS = 12;

const requestSchema = z.object({
  indexName: z.string().regex(INDEX_NAME),
  type: z.enum(['default', 'facet']).optional(),
  facet: z.string().max(100).optional(),
  facetQuery: z.string().max(200).optional(),
  params: z.union([z.string().max(8_000), z.record(z.string(), z.unknown())]).optional(),
});

export const multiQuerySchema = z.object({ requests: z.array(requestSchema).min(1).max(MAX_REQUESTS) });
export type MultiQuery = z.infer<typeof multiQuerySchema>;

const TRADE_ONLY = /^(trade_price|display_trade_price)/;

/** Removes trade-only attributes, and their highlight entries, from a search answer's hits. */
export function stripTradeFields<T>(answer: T): T {
  const results = (answer as { results?: Array<{ hits?: Array<Record<string, unknown>> }> }).results;
  for (const result of results ?? []) {
    for (const hit of result.hits ?? []) {
      for (const key of Object.keys(hit)) if (TRADE_ONLY.test(key)) delete hit[key];
      const highlight = hit._highlightResult as Record<string, unknown> | undefined;
      if (highlight) for (const key of Object.keys(highlight)) if (TRADE_ONLY.test(key)) delete highlight[key];
    }
  }
  return answer;
}

function queriesUrl(): string {
  const host = serviceConfig.algolia.host || `https://${serviceConfig.algolia.appId}-dsn.algolia.net`;
  return `${host.replace(/\/$/, '')}/1/indexes/*/queries`;
}

export class SearchUnavailableError extends Error {}

/** Sends validated multi-queries with the search-only key; answers Algolia's `{results}`. */
export async function forwardQueries(query: MultiQuery, timeoutMs = 3_000): Promise<{ results: unknown[] }> {
  let response: Response;
  try {
    response = await fetch(queriesUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-algolia-application-id': serviceConfig.algolia.appId,
        'x-algolia-api-key': serviceConfig.algolia.searchKey,
      },
      body: JSON.stringify(query),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    throw new SearchUnavailableError(`search service unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new SearchUnavailableError(`search service answered ${response.status}`);
  return stripTradeFields((await response.json()) as { results: unknown[] });
}
