import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupProducts } from '@/lib/search/lookup';
import { forwardQueries } from '@/lib/search/forward';
import { parseLocale } from '@/lib/i18n/locales';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
let client: ReturnType<typeof algoliasearch>;

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 60 });
  const url = new URL(backend.url);
  client = algoliasearch('casamaestri', 'embedded-search-key', { hosts: [{ url: url.host, protocol: 'http', accept: 'readWrite' }] });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

describe('lookup by ids with the official algoliasearch client (spec §7)', () => {
  it('returns lite products in the requested order, ignoring non-string and unknown ids', async () => {
    const products = await lookupProducts(parseLocale('it-it'), ['12', 7, '3', null, 'nope', '12', { id: '5' }], client);
    expect(products.map((p) => p.id)).toEqual(['12', '3']);
    expect(products[0].price).toBeGreaterThan(0);
    expect(products[0].permalink).toMatch(/^\/products\//);
    expect(products[0].tradePrice).toBeNull();
  });

  it('answers nothing for no usable id without asking the service', async () => {
    const failing = { searchSingleIndex: () => Promise.reject(new Error('must not be called')) };
    expect(await lookupProducts(parseLocale('en-us'), [1, 2, ''], failing as never)).toEqual([]);
  });
});

describe('the storefront search door', () => {
  it('forwards multi-queries with the search key and never returns trade prices', async () => {
    const { serviceConfig } = await import('@/lib/config');
    (serviceConfig.algolia as { host: string }).host = backend.url;
    const answer = (await forwardQueries({
      requests: [{ indexName: 'production_products', params: { hitsPerPage: 3, attributesToRetrieve: ['*', 'trade_price_USD'] } }],
    })) as { results: { hits: Record<string, unknown>[] }[] };
    expect(answer.results[0].hits).toHaveLength(3);
    for (const hit of answer.results[0].hits) expect(Object.keys(hit).some((k) => k.startsWith('trade_price'))).toBe(false);
  });
});
