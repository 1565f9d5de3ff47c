/**
 * The Spree SDK ships no fetcher that runs here, so this is ours: fetch-based, waiting as long as
 * lib/services/upstream.ts allows (a read 3 s, a write 10 s, less while the service is quiet), the
 * SDK's own FetchError (a reply → a Spree error; no reply → NoResponseError) and Next's fetch cache
 * options for the reads that may be shared.
 */
import { FetchError, objectToQuerystring, type CreateFetcher, type FetchConfig } from '@spree/storefront-api-v2-sdk';
import { withWait } from '../services/upstream';

export interface FetcherOptions {
  /** Abort every call after this many milliseconds (default: the commerce service's read or write wait). */
  timeoutMs?: number;
  /** Extra RequestInit, e.g. `{ next: { revalidate: 300, tags: ['catalogue'] } }` for shared reads. */
  init?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
  /** Cache tags of one call, from its URL (e.g. a product's own tag), added to `init.next.tags`. */
  tagsFor?: (url: URL) => string[];
  fetchImpl?: typeof fetch;
  /** Called (and awaited) when a call gets no answer, e.g. to have a cached page rendered again soon. */
  onNoAnswer?: () => Promise<void> | void;
}

const BODYLESS = new Set(['GET', 'HEAD']);

async function readBody(response: Response, parsing: FetchConfig['responseParsing']): Promise<unknown> {
  if (parsing === 'stream') return response.body;
  const text = await response.text();
  if (parsing === 'text') return text;
  if (text === '') return undefined; // 204, or an empty reply: the SDK treats it as no content
  // 'json' and 'automatic' alike: a body that parses as JSON is JSON, whatever its content type says.
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createFetchFetcher({ timeoutMs, init = {}, tagsFor, fetchImpl = fetch, onNoAnswer }: FetcherOptions = {}): CreateFetcher {
  return ({ host }) => ({
    async fetch({ url, params, method, headers, responseParsing }) {
      const verb = method.toUpperCase();
      const target = new URL(url, host);
      const hasBodyless = BODYLESS.has(verb);
      if (hasBodyless && params && Object.keys(params).length > 0) target.search = objectToQuerystring(params);
      const request = {
        ...init,
        ...(tagsFor ? { next: { ...init.next, tags: tagsFor(target) } } : {}),
        method: verb,
        headers: {
          Accept: 'application/vnd.api+json, application/json',
          ...(hasBodyless ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: hasBodyless ? undefined : JSON.stringify(params ?? {}),
      };

      let response: Response;
      try {
        response = timeoutMs
          ? await fetchImpl(target, { ...request, signal: AbortSignal.timeout(timeoutMs) })
          : await withWait('commerce', hasBodyless ? 'read' : 'write', (signal) => fetchImpl(target, { ...request, signal }));
      } catch (error) {
        await onNoAnswer?.();
        throw new FetchError(undefined, request, undefined, (error as Error).message);
      }
      const data = await readBody(response, responseParsing);
      if (!response.ok) throw new FetchError(response, request, data);
      return { data };
    },
  });
}
