/**
 * The official Spree SDK with the storefront's own fetcher (lib/commerce/fetcher.ts), so every contract
 * test of the commerce service also proves the client the storefront ships.
 */
import { makeClient } from '@spree/storefront-api-v2-sdk';
import { createFetchFetcher } from '../../../lib/commerce/fetcher';

export function spreeClient(host: string) {
  // Generous time-out: the concurrency test queues fifty checkouts on a two-core machine.
  return makeClient({ host: host.replace(/\/$/, ''), createFetcher: createFetchFetcher({ timeoutMs: 60_000 }) });
}

export type SpreeClient = ReturnType<typeof spreeClient>;
