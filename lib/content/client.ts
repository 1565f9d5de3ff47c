import 'server-only';
import { createClient, type QueryParams, type SanityClient } from '@sanity/client';
import { serviceConfig } from '../config';
import { CACHE_SECONDS, contentTag, type ContentType } from '../cache/tags';
import { withWait } from '../services/upstream';
import { shortenPageLifetime } from '../services/page-lifetime';

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
 */
export async function fetchContent<T>(
  query: string,
  params: QueryParams,
  { types, preview = false }: { types: readonly ContentType[]; preview?: boolean },
): Promise<T> {
  try {
    return await withWait('content', 'read', (signal) =>
      preview
        ? previewClient().fetch<T>(query, params, { signal, cache: 'no-store' })
        : contentClient.fetch<T>(query, params, { signal, next: { revalidate: CACHE_SECONDS.content, tags: types.map(contentTag) } }),
    );
  } catch (error) {
    await shortenPageLifetime();
    throw error;
  }
}
