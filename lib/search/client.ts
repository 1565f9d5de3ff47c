import 'server-only';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { serviceConfig } from '../config';

/** Algolia's own hosts unless ALGOLIA_HOST names another (the embedded backend). */
function hosts(): { url: string; protocol: 'http' | 'https'; accept: 'read' | 'write' | 'readWrite' }[] | undefined {
  const host = serviceConfig.algolia.host;
  if (!host) return undefined;
  const url = new URL(host);
  return [{ url: url.host, protocol: url.protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }];
}

const timeouts = { connect: 1_000, read: 3_000, write: 10_000 };

/**
 * Search-only key: restricted to the catalogue's indexes, which hold no trade price (docs/adr/0011),
 * so its answers may reach any browser.
 */
export const searchClient: Algoliasearch = algoliasearch(serviceConfig.algolia.appId, serviceConfig.algolia.searchKey, {
  hosts: hosts(),
  timeouts,
});

let tradeClient: Algoliasearch | null = null;

/**
 * Server-only key restricted to the trade-price index (ALGOLIA_TRADE_KEY; docs/adr/0011). Used only
 * for trade users, after the caller has checked the account (lib/search/trade-prices.ts).
 */
export function tradePriceClient(): Algoliasearch {
  const key = process.env.ALGOLIA_TRADE_KEY?.trim() || 'embedded-trade-key';
  tradeClient ??= algoliasearch(serviceConfig.algolia.appId, key, { hosts: hosts(), timeouts });
  return tradeClient;
}
