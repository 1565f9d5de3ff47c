import 'server-only';
/**
 * How a listing's search is sent from the server: with the search-only key, kept in Next's data
 * cache under the index's tag, through algoliasearch-helper. A search that fails, is refused or takes
 * longer than LISTING_SEARCH_TIMEOUT_MS answers null (the page shows `unavailable`, and its cached
 * copy lives shorter): a page never waits on the search service longer than that.
 */
import type { SearchResponses } from 'algoliasearch';
import algoliasearchHelper, { type SearchParameters, type SearchResults } from 'algoliasearch-helper';
import { unstable_cache } from 'next/cache';
import { CACHE_KEYS, CACHE_SECONDS } from '../cache/tags';
import { shortenPageLifetime } from '../services/page-lifetime';
import { forwardQueries, searchServiceKey, type MultiQuery } from './forward';

export const LISTING_SEARCH_TIMEOUT_MS = 3_000;

export type Search = (query: MultiQuery) => Promise<{ results: unknown[] }>;

/** An answer that found nothing: passed through the cache without being stored (unstable_cache keeps no rejection). */
class NothingFound extends Error {
  constructor(readonly answer: { results: unknown[] }) {
    super('nothing found');
  }
}

/** Whether a multi-query's main query (the first: the hits) found nothing. */
export function foundNothing(answer: { results: unknown[] }): boolean {
  return (answer.results[0] as { nbHits?: unknown } | undefined)?.nbHits === 0;
}

/**
 * The cached multi-query: the request body is the cache key, the index family its tag. An answer
 * that found nothing is not kept (ADR 0018): a bot walking random queries must not fill the data cache.
 */
export function cachedSearch(tag: string): Search {
  const cached = unstable_cache(
    async (body: string) => {
      const answer = await forwardQueries(JSON.parse(body) as MultiQuery, LISTING_SEARCH_TIMEOUT_MS);
      if (foundNothing(answer)) throw new NothingFound(answer);
      return answer;
    },
    [CACHE_KEYS.listingSearch, tag, ...searchServiceKey()],
    { tags: [tag], revalidate: CACHE_SECONDS.search },
  );
  return (query) =>
    cached(JSON.stringify(query)).catch((error: unknown) => {
      if (error instanceof NothingFound) return error.answer;
      throw error;
    });
}

/** Rejects after `ms`; the search's own fetch is aborted at the same time. */
async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`search took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The client algoliasearch-helper takes (its first parameter), in its multi-query form. */
type HelperClient = Extract<Parameters<typeof algoliasearchHelper>[0], { getRecommendations?: unknown }>;

/**
 * `search` as the helper's client. The one cast: the helper asks for Algolia's `SearchResponses<T>`
 * for whatever hit type T it names, while `search` answers with the search service's JSON, untyped;
 * it is the very JSON an Algolia client would parse, so the helper reads it as it reads theirs.
 */
function helperClient(search: Search): HelperClient {
  return { search: async <T,>(requests: MultiQuery['requests']) => (await search({ requests })) as SearchResponses<T> };
}

/** The helper's answer for one state, or null when the search failed or missed its deadline. */
export async function runListingSearch(state: SearchParameters, search: Search, timeoutMs: number): Promise<SearchResults | null> {
  const helper = algoliasearchHelper(helperClient(search), state.index, state);
  try {
    const { content } = await withDeadline(helper.searchOnce({}), timeoutMs);
    return content;
  } catch (error) {
    console.warn(`listing search failed: ${(error as Error).message}`);
    await shortenPageLifetime();
    return null;
  }
}
