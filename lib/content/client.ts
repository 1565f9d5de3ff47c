import 'server-only';
import { createClient, type QueryParams, type SanityClient } from '@sanity/client';
import { unstable_cache } from 'next/cache';
import { serviceConfig } from '../config';
import { CACHE_KEYS, CACHE_SECONDS, contentTag, type ContentType } from '../cache/tags';
import { withWait } from '../services/upstream';
import { shortenPageLifetime } from '../services/page-lifetime';
import { ServiceUnavailableError } from '../services/unavailable';
import { describeFailure, isContentOutage } from './groq';

/** Spec §9: content request time-out 5 minutes, retry limit 5 (the client retries GET/HEAD on network errors and 429/502/503). */
const CONTENT_REQUEST_TIMEOUT_MS = 5 * 60_000;
const CONTENT_RETRY_LIMIT = 5;

const DEFAULT_API_HOST = 'https://api.sanity.io';
const { projectId, dataset, apiVersion, apiHost } = serviceConfig.sanity;
const customHost = Boolean(apiHost) && apiHost !== DEFAULT_API_HOST;

/** Published content, read only; GET, and POST for queries over ~11 KB, are the client's own rule (§7). */
const contentClient: SanityClient = createClient({
  projectId,
  dataset,
  apiVersion,
  perspective: 'published',
  useCdn: !customHost,
  timeout: CONTENT_REQUEST_TIMEOUT_MS,
  maxRetries: CONTENT_RETRY_LIMIT,
  // A host of our own (the embedded backend) is addressed directly, not as {projectId}.api.sanity.io.
  ...(customHost ? { apiHost, useProjectHostname: false } : {}),
});

/** Drafts overlay published documents in preview mode (§4, §6); needs the read token, never cached. */
function previewClient(): SanityClient {
  return contentClient.withConfig({
    perspective: 'drafts',
    useCdn: false,
    token: process.env.SANITY_READ_TOKEN ?? 'embedded-preview-token',
  });
}

/**
 * Runs a GROQ query for a page render: published content from Next's data cache, tagged by document
 * type so the revalidation route can expire it; drafts, uncached, in preview. It waits as long as
 * lib/services/upstream.ts allows (the client's own retries stop there too); when it fails, the
 * page being rendered (which shows its fallback) is rendered again soon rather than kept for an hour.
 * A service that gave no answer or failed itself (5xx) throws ServiceUnavailableError: a page that
 * cannot do without its content shows the designed unavailable state (503), not the 500 page.
 */
export async function fetchContent<T>(
  query: string,
  params: QueryParams,
  { types, preview = false }: { types: readonly ContentType[]; preview?: boolean },
): Promise<T> {
  try {
    if (preview) return await withWait('content', 'read', (signal) => previewClient().fetch<T>(query, params, { signal, cache: 'no-store' }));
    return (await publishedAnswer(types)(query, JSON.stringify(params))) as T;
  } catch (error) {
    await shortenPageLifetime();
    if (isContentOutage(error)) throw new ServiceUnavailableError(`content: ${describeFailure(error)}`);
    throw error;
  }
}

/**
 * A published query's answer from Next's data cache, keyed by the query and its parameters. The
 * client is asked only when the cache has none: a page rendered per request (a filtered listing,
 * the account, the bag) reads its shell's content from the cache without building a request and
 * parsing its answer each time, which cost about a tenth of such a render.
 */
function publishedAnswer(types: readonly ContentType[]) {
  return unstable_cache(
    (query: string, params: string) => withWait('content', 'read', (signal) => contentClient.fetch<unknown>(query, JSON.parse(params) as QueryParams, { signal })),
    // The service's address is part of the key, as the URL was of the fetch cache's: instances
    // sharing a cache directory but not a content service (staging, the fault tests' own) never mix.
    [CACHE_KEYS.contentQuery, apiHost || DEFAULT_API_HOST, projectId, dataset, apiVersion, ...types],
    { revalidate: CACHE_SECONDS.content, tags: types.map(contentTag) },
  );
}
