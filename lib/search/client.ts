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

/** Search-only key: trade prices are unretrievable with it, so its answers may reach any browser. */
export const searchClient: Algoliasearch = algoliasearch(serviceConfig.algolia.appId, serviceConfig.algolia.searchKey, {
  hosts: hosts(),
  timeouts,
});

/**
 * Server-only key that may read trade prices: used only for requests of signed-in trade users, whose
 * answers are rendered for them alone and never cached where others could see them.
 */
export function tradeSearchClient(): Algoliasearch {
  const adminKey = process.env.ALGOLIA_ADMIN_KEY ?? 'embedded-admin-key';
  return algoliasearch(serviceConfig.algolia.appId, adminKey, { hosts: hosts(), timeouts });
}
