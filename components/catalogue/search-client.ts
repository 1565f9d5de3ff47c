/**
 * InstantSearch's search client. In the browser it posts to the storefront's /api/search; while
 * rendering on the server it calls the search service directly (the import below is removed from
 * browser bundles, where `typeof window` is known).
 */
import type { SearchClient } from 'instantsearch.js';
import type { MultiQuery } from '@/lib/search/forward';

async function post(query: MultiQuery): Promise<{ results: unknown[] }> {
  if (typeof window === 'undefined') {
    const { forwardQueries } = await import('@/lib/search/forward');
    return forwardQueries(query);
  }
  const response = await fetch('/api/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(query),
  });
  if (!response.ok) throw new Error(`Search failed (${response.status})`);
  return response.json();
}

export function createSearchClient(): SearchClient {
  return {
    search: (requests) => post({ requests } as MultiQuery),
  } as SearchClient;
}
