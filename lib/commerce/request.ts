import 'server-only';
import { Http, makeFail, makeSuccess, type HttpMethod } from '@spree/storefront-api-v2-sdk';
import { serviceConfig } from '../config';
import type { CommerceResult } from './errors';
import { createFetchFetcher } from './fetcher';
import { settle, type SdkResult } from './result';

/**
 * The few calls the SDK's methods cannot make: bodies it would spoil (its options drop `false`
 * values, so unticking a consent or making a list public would never arrive), endpoints it does not
 * know (the wedding registry) and a header of our own (a guest's order lookup by e-mail). They go
 * through the SDK's own machinery all the same — the same fetcher as every call (waits, no cache),
 * the same bearer header and the same classification of failures — so there is one transport.
 */
class PlainCalls extends Http {
  async send<T>(method: HttpMethod, path: string, bearer: string | null, body: unknown, headers: Record<string, string>): Promise<SdkResult<T>> {
    try {
      const { data } = await this.fetcher.fetch({
        url: `api/v2/storefront/${path}`,
        params: body ?? {},
        method,
        headers: { ...this.spreeOrderHeaders(bearer ? { bearerToken: bearer } : {}), ...headers },
        responseParsing: 'automatic',
      });
      // The answer is the caller's to read (typed by T); an empty one (204) is null.
      return makeSuccess((data ?? null) as T);
    } catch (error) {
      return makeFail(this.processError(error as Error));
    }
  }
}

const plain = new PlainCalls({ fetcher: createFetchFetcher({ init: { cache: 'no-store' } })({ host: serviceConfig.spree.url }) });

/**
 * A plain JSON call to the storefront API at `path` (under api/v2/storefront/). Answers follow the
 * same error model (spec §8) as the SDK calls; a 204 answers `null`.
 */
export async function commerceRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { bearer, body, headers = {} }: { bearer: string | null; body?: unknown; headers?: Record<string, string> },
): Promise<CommerceResult<T>> {
  return settle(await plain.send<T>(method, path, bearer, body, headers));
}
