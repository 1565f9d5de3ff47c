/**
 * The one door from the storefront to the search service for InstantSearch: the browser posts
 * Algolia multi-queries to /api/search, which checks them against the allow-list
 * (lib/search/allow-list.ts) and forwards what it rebuilt; server rendering calls forwardQueries
 * directly with the queries its own listing built. Always with the search-only key, which cannot
 * open the trade-price index (docs/adr/0011); trade-only fields are removed from every hit all the
 * same (defence in depth).
 */
import { serviceConfig } from '../config';
import { SearchRequestError } from './allow-list';


/** One query of Algolia's multi-query body. */
export interface SearchQuery {
  indexName: string;
  type?: 'default' | 'facet';
  facet?: string;
  facetQuery?: string;
  params?: string | Record<string, unknown>;
}
export interface MultiQuery {
  requests: SearchQuery[];
}

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

const searchServiceOrigin = () => serviceConfig.algolia.host || `https://${serviceConfig.algolia.appId}-dsn.algolia.net`;

function queriesUrl(): string {
  return `${searchServiceOrigin().replace(/\/$/, '')}/1/indexes/*/queries`;
}

/**
 * Names the search service in the key of a cached answer (with its app id), as a URL would: storefronts
 * sharing a cache directory but not a service (staging, a test's own stack) never read each other's.
 */
export const searchServiceKey = (): string[] => [serviceConfig.algolia.appId, searchServiceOrigin()];

/** The service did not answer, or failed (5xx): /api/search answers 503. */
export class SearchUnavailableError extends Error {}

/**
 * Sends multi-queries with the search-only key; answers Algolia's `{results}`. The service refusing
 * the request (400 bad parameter, 404 unknown index) is a SearchRequestError; no answer, a failure
 * or a refused key (our configuration, not the caller's fault) a SearchUnavailableError.
 */
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
  if (response.status === 400 || response.status === 404) {
    const { message } = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new SearchRequestError(typeof message === 'string' ? message : `search service answered ${response.status}`);
  }
  if (!response.ok) throw new SearchUnavailableError(`search service answered ${response.status}`);
  return stripTradeFields((await response.json()) as { results: unknown[] });
}
