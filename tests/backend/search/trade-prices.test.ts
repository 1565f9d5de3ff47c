/**
 * Issue 17 item 4: the public search-only key learns nothing of trade prices, by any parameter. The
 * oracle was a filter on the (unretrievable but filterable) trade price: two thresholds around the
 * true price gave 1 hit then 0. Trade prices now live in their own index, which only the server-side
 * keys may open (docs/adr/0011); here the official client with the public key tries every way in.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { createSearchService } from '../../../backend/search';
import { fixtureFeed, generateCatalogue } from '../../../backend/search/fixture';
import type { Service } from '../../../backend/contracts';

const APP = 'casamaestri';
const catalogue = generateCatalogue(200);

let service: Service;
let server: ServerType;
let publicClient: Algoliasearch;
let tradeClient: Algoliasearch;
let adminClient: Algoliasearch;
let base = '';

beforeAll(async () => {
  service = createSearchService(fixtureFeed(catalogue), { publicUrl: 'http://127.0.0.1', dataDir: '/tmp' });
  server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const hosts = [{ url: base, protocol: 'http' as const, accept: 'readWrite' as const }];
  publicClient = algoliasearch(APP, 'embedded-search-key', { hosts });
  tradeClient = algoliasearch(APP, 'embedded-trade-key', { hosts });
  adminClient = algoliasearch(APP, 'embedded-admin-key', { hosts });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  service.close?.();
});

const product = catalogue.products[7];
const id = product.id;
const trade = Number(product.prices.USD.tradePrice);

type Answer = Record<string, unknown> & { hits: Record<string, unknown>[]; nbHits: number };

/** A search answer without what varies between two identical searches (timings, echoed params). */
function comparable(answer: Answer) {
  const { processingTimeMS: _p, serverTimeMS: _s, params: _params, ...rest } = answer;
  return rest;
}

async function searchWith(params: Record<string, unknown>, indexName = 'production_products'): Promise<Answer> {
  const { results } = await publicClient.search({ requests: [{ indexName, ...params }] });
  return results[0] as unknown as Answer;
}

/** The same question just below and at the true trade price: an oracle answers differently. */
async function oracle(build: (threshold: number) => Record<string, unknown>) {
  const [below, at] = [await searchWith(build(trade - 1)), await searchWith(build(trade))];
  return { below, at };
}

describe('the public search key and trade prices', () => {
  it('knows the price the oracle looks for (the trade key reads it by id)', async () => {
    const { results } = await tradeClient.getObjects({ requests: [{ indexName: 'production_trade_prices', objectID: id }] });
    expect(results[0]).toMatchObject({ objectID: id, trade_price_USD: trade });
    expect(trade).toBeGreaterThan(0);
  });

  it('filters on trade_price_* match nothing, whatever the threshold (filters, numericFilters, facetFilters)', async () => {
    for (const build of [
      (x: number) => ({ filters: `objectID:${id} AND trade_price_USD > ${x}`, hitsPerPage: 1 }),
      (x: number) => ({ filters: `objectID:${id} AND trade_price_USD:${x} TO ${x + 1_000_000}`, hitsPerPage: 1 }),
      (x: number) => ({ filters: `objectID:${id} AND NOT trade_price_USD < ${x}`, hitsPerPage: 1 }),
      (x: number) => ({ filters: `objectID:${id}`, numericFilters: [`trade_price_USD>${x}`], hitsPerPage: 1 }),
      (x: number) => ({ filters: `objectID:${id}`, facetFilters: [`trade_price_USD:${x}`], hitsPerPage: 1 }),
      (x: number) => ({ filters: `objectID:${id}`, facetFilters: [`trade_price_USD:-${x}`], hitsPerPage: 1 }),
    ]) {
      const { below, at } = await oracle(build);
      expect(comparable(at)).toEqual(comparable(below));
      expect(JSON.stringify(comparable(at))).not.toMatch(/trade_price/);
    }
    // The pair: the same nbHits (none) on both sides of the price.
    const { below, at } = await oracle((x) => ({ filters: `objectID:${id} AND trade_price_USD > ${x}`, hitsPerPage: 1 }));
    expect([below.nbHits, at.nbHits]).toEqual([0, 0]);
  });

  it('facets, facet stats, facet search and optional filters carry nothing of trade prices', async () => {
    const faceted = await searchWith({ filters: `objectID:${id}`, facets: ['trade_price_USD', 'trade_price_EUR', '*'], hitsPerPage: 1 });
    expect(faceted.nbHits).toBe(1);
    // Only `params` echoes the request's own words.
    expect(JSON.stringify(comparable(faceted))).not.toMatch(/trade_price|display_trade/);
    await expect(publicClient.searchForFacetValues({ indexName: 'production_products', facetName: 'trade_price_USD', searchForFacetValuesRequest: { facetQuery: String(trade).slice(0, 2) } }))
      .rejects.toMatchObject({ status: 400 });
    // optionalFilters and sumOrFiltersScores would re-rank by a filter on Algolia: the order stays that of no filter.
    const plain = await searchWith({ hitsPerPage: 20, getRankingInfo: true });
    const ranked = await searchWith({ hitsPerPage: 20, getRankingInfo: true, optionalFilters: [`trade_price_USD:${trade}`], sumOrFiltersScores: true });
    expect(comparable(ranked)).toEqual(comparable(plain));
  });

  it('retrieves no trade price: attributesToRetrieve, highlight, snippet, getObjects, getObject', async () => {
    const asked = await searchWith({
      filters: `objectID:${id}`, hitsPerPage: 1, attributesToRetrieve: ['*', 'trade_price_USD'], attributesToHighlight: ['*'], attributesToSnippet: ['*'], query: '',
    });
    expect(JSON.stringify(comparable(asked))).not.toMatch(/trade_price/);
    const { results } = await publicClient.getObjects({ requests: [{ indexName: 'production_products', objectID: id, attributesToRetrieve: ['trade_price_USD', '*'] }] });
    expect(JSON.stringify(results)).not.toMatch(/trade_price/);
    expect(await publicClient.getObject({ indexName: 'production_products_it', objectID: id })).not.toHaveProperty('trade_price_EUR');
  });

  it('has no replica sorted by trade price, and cannot change the ranking', async () => {
    for (const indexName of ['production_products_trade_price_asc', 'production_products_trade_price_desc']) {
      await expect(publicClient.searchSingleIndex({ indexName })).rejects.toMatchObject({ status: 404 });
    }
    await expect(publicClient.setSettings({ indexName: 'production_products', indexSettings: { customRanking: ['asc(trade_price_USD)'] } }))
      .rejects.toMatchObject({ status: expect.any(Number) });
    const ranked = await searchWith({ hitsPerPage: 20, ranking: ['asc(trade_price_USD)'] });
    expect(comparable(ranked)).toEqual(comparable(await searchWith({ hitsPerPage: 20 })));
  });

  it('cannot open the trade-price index in any way', async () => {
    const notAllowed = { status: 403, message: 'Index not allowed with this API key' };
    const indexName = 'production_trade_prices';
    await expect(publicClient.searchSingleIndex({ indexName, searchParams: { filters: `objectID:${id}` } })).rejects.toMatchObject(notAllowed);
    await expect(publicClient.search({ requests: [{ indexName: 'production_products' }, { indexName }] })).rejects.toMatchObject(notAllowed);
    await expect(publicClient.getObjects({ requests: [{ indexName, objectID: id }] })).rejects.toMatchObject(notAllowed);
    await expect(publicClient.getObject({ indexName, objectID: id })).rejects.toMatchObject(notAllowed);
    await expect(publicClient.searchForFacetValues({ indexName, facetName: 'trade_price_USD' })).rejects.toMatchObject(notAllowed);
    await expect(publicClient.getSettings({ indexName })).rejects.toMatchObject({ status: 403 });
    const raw = await fetch(`http://${base}/1/indexes/${indexName}?query=&x-algolia-application-id=${APP}&x-algolia-api-key=embedded-search-key`);
    expect(raw.status).toBe(403);
  });

  it('the trade key reads trade prices and nothing else; the admin key reads all', async () => {
    await expect(tradeClient.searchSingleIndex({ indexName: 'production_products' })).rejects.toMatchObject({ status: 403 });
    const { results } = await tradeClient.getObjects({
      requests: catalogue.products.slice(0, 5).map((p) => ({ indexName: 'production_trade_prices', objectID: p.id, attributesToRetrieve: ['trade_price_GBP'] })),
    });
    expect(results).toEqual(catalogue.products.slice(0, 5).map((p) => ({ objectID: p.id, trade_price_GBP: Number(p.prices.GBP.tradePrice) })));
    expect((await adminClient.getObject({ indexName: 'production_trade_prices', objectID: id })).trade_price_EUR).toBe(Number(product.prices.EUR.tradePrice));
  });

  it('refuses a lone UTF-16 surrogate with a 400, not a 500', async () => {
    const res = await fetch(`http://${base}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': APP, 'x-algolia-api-key': 'embedded-search-key' },
      body: '{"requests":[{"indexName":"production_products","params":{"query":"lamp \\ud800"}}]}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, message: expect.stringMatching(/query.*surrogate/) });
  });
});
