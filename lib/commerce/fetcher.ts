/**
 * The Spree SDK ships no fetcher that runs here, so this is ours: fetch-based, with a timeout, the
 * SDK's own FetchError (a reply → a Spree error; no reply → NoResponseError) and Next's fetch cache
 * options for the reads that may be shared.
 */
import { FetchError, objectToQuerystring, type CreateFetcher, type FetchConfig } from '@spree/storefront-api-v2-sdk';

export interface FetcherOptions {
  /** Abort a call after this many milliseconds (default 10 s). */
  timeoutMs?: number;
  /** Extra RequestInit, e.g. `{ next: { revalidate: 300, tags: ['catalogue'] } }` for shared reads. */
  init?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
  /** Cache tags of one call, from its URL (e.g. a product's own tag), added to `init.next.tags`. */
  tagsFor?: (url: URL) => string[];
  fetchImpl?: typeof fetch;
}

const BODYLESS = new Set(['GET', 'HEAD']);

async function readBody(response: Response, parsing: FetchConfig['responseParsing']): Promise<unknown> {
  if (parsing === 'stream') return response.body;
  const text = await response.text();
  if (parsing === 'text') return text;
  if (text === '') return undefined; // 204, or an empty reply: the SDK treats it as no content
  const isJson = /json/.test(response.headers.get('content-type') ?? '');
  if (parsing === 'json' || isJson) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function createFetchFetcher({ timeoutMs = 10_000, init = {}, tagsFor, fetchImpl = fetch }: FetcherOptions = {}): CreateFetcher {
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
        signal: AbortSignal.timeout(timeoutMs),
      };

      let response: Response;
      try {
        response = await fetchImpl(target, request);
      } catch (error) {
        throw new FetchError(undefined, request, undefined, (error as Error).message);
      }
      const data = await readBody(response, responseParsing);
      if (!response.ok) throw new FetchError(response, request, data);
      return { data };
    },
  });
}
