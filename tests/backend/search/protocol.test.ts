/**
 * Contract tests: the official Algolia clients (full and lite, as react-instantsearch uses it) against
 * the search service served over HTTP, plus raw requests for the shapes the clients do not send.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { createSearchService } from '../../../backend/search';
import { fixtureFeed, generateCatalogue } from '../../../backend/search/fixture';
import type { Service } from '../../../backend/contracts';

const APP = 'casamaestri';
const SEARCH_KEY = 'embedded-search-key';
const ADMIN_KEY = 'embedded-admin-key';

let service: Service;
let server: ServerType;
let base = '';
let client: Algoliasearch;
let admin: Algoliasearch;

const hosts = () => [{ url: base.replace('http://', ''), protocol: 'http' as const, accept: 'readWrite' as const }];

beforeAll(async () => {
  service = createSearchService(fixtureFeed(generateCatalogue(300)), { publicUrl: 'http://127.0.0.1', dataDir: '/tmp' });
  server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = algoliasearch(APP, SEARCH_KEY, { hosts: hosts() });
  admin = algoliasearch(APP, ADMIN_KEY, { hosts: hosts() });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  service.close?.();
});

async function raw(path: string, init: RequestInit & { json?: unknown } = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
    headers: { 'x-algolia-application-id': APP, 'x-algolia-api-key': SEARCH_KEY, ...(init.headers as Record<string, string>) },
  });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
}

describe('algoliasearch v5 against the embedded service', () => {
  it('multi-query answers in request order with Algolia fields', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: 'production_products', query: 'lamp', hitsPerPage: 3, facets: ['categories.lvl0', 'price_USD'] },
        { indexName: 'production_products_it', query: 'tavolo', hitsPerPage: 2 },
        { indexName: 'production_artisans', query: '', hitsPerPage: 1 },
      ],
    });
    expect(results.map((r) => ('index' in r ? r.index : null))).toEqual(['production_products', 'production_products_it', 'production_artisans']);
    const lamp = results[0] as Record<string, unknown> & { hits: Record<string, unknown>[] };
    expect(lamp).toMatchObject({ page: 0, hitsPerPage: 3, query: 'lamp', exhaustiveFacetsCount: true });
    expect(lamp.nbHits).toBeGreaterThan(3);
    expect(lamp.nbPages).toBe(Math.ceil((lamp.nbHits as number) / 3));
    expect(typeof lamp.processingTimeMS).toBe('number');
    expect(lamp.params).toBe('query=lamp&hitsPerPage=3&facets=%5B%22categories.lvl0%22%2C%22price_USD%22%5D');
    expect(lamp.hits[0]).toHaveProperty('objectID');
    expect(lamp.hits[0]).toHaveProperty('_highlightResult.title.matchLevel', 'full');
    expect(lamp.facets).toHaveProperty(['categories.lvl0', 'Lighting']);
    expect(lamp.facets_stats).toHaveProperty('price_USD.min');
  });

  it('searches one index with filters, facetFilters and numericFilters; sorts on replicas', async () => {
    const res = await client.searchSingleIndex({
      indexName: 'production_products_price_desc',
      searchParams: {
        filters: 'price_EUR:200 TO 5000 AND NOT customizable:true',
        facetFilters: [['categories.lvl0:Furniture', 'categories.lvl0:Lighting']],
        numericFilters: ['lead_time<=12'],
        hitsPerPage: 50,
        attributesToRetrieve: ['price_USD', 'price_EUR', 'customizable', 'lead_time', 'categories'],
      },
    });
    expect(res.nbHits).toBeGreaterThan(0);
    const prices = res.hits.map((h) => (h as Record<string, unknown>).price_USD as number);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    for (const h of res.hits as Record<string, unknown>[]) {
      expect(h.price_EUR).toBeGreaterThanOrEqual(200);
      expect(h.customizable).toBe(false);
      expect(h.lead_time).toBeLessThanOrEqual(12);
    }
  });

  it('gets objects by id, null for unknown ones; no trade price in product records', async () => {
    const pub = await client.getObjects({
      requests: [
        { indexName: 'production_products', objectID: 'prod-2' },
        { indexName: 'production_products_fr', objectID: 'nope' },
        { indexName: 'production_products_fr', objectID: 'prod-1', attributesToRetrieve: ['title', 'trade_price_EUR'] },
      ],
    });
    expect(pub.results[0]).toMatchObject({ objectID: 'prod-2', price_EUR: expect.any(Number) });
    expect(pub.results[0]).not.toHaveProperty('trade_price_EUR');
    expect(pub.results[1]).toBeNull();
    expect(pub.results[2]).toEqual({ objectID: 'prod-1', title: expect.stringMatching(/ en /) });
    const one = await admin.getObject({ indexName: 'production_products', objectID: 'prod-2' });
    expect(one).not.toHaveProperty('trade_price_EUR');
    const trade = await admin.getObject({ indexName: 'production_trade_prices', objectID: 'prod-2' });
    expect(trade.trade_price_EUR).toBeCloseTo((pub.results[0] as Record<string, number>).price_EUR * 0.85, 0);
    await expect(client.getObject({ indexName: 'production_products', objectID: 'nope' })).rejects.toMatchObject({ status: 404, message: 'ObjectID does not exist' });
  });

  it('searches facet values, alone and inside a multi-query', async () => {
    const res = await client.searchForFacetValues({ indexName: 'production_products', facetName: 'materials', searchForFacetValuesRequest: { facetQuery: 'wal' } });
    expect(res.facetHits).toEqual([expect.objectContaining({ value: 'walnut', highlighted: '<em>wal</em>nut', count: expect.any(Number) })]);
    const multi = await client.search({ requests: [{ indexName: 'production_products', type: 'facet', facet: 'colors', facetQuery: 'bl' }] });
    expect((multi.results[0] as { facetHits: { value: string }[] }).facetHits.map((h) => h.value).sort()).toEqual(['Black', 'Blue'].filter((c) => generateCatalogue(300).products.some((p) => p.colors.en.includes(c))));
    await expect(client.searchForFacetValues({ indexName: 'production_products', facetName: 'artisan_slug', searchForFacetValuesRequest: { facetQuery: 'x' } }))
      .rejects.toMatchObject({ status: 400 });
  });

  it('the lite client (react-instantsearch) gets the same answers, legacy signature included', async () => {
    const lite = liteClient(APP, SEARCH_KEY, { hosts: hosts() });
    const a = await lite.search({ requests: [{ indexName: 'production_products', query: 'velvet armchair', hitsPerPage: 5 }] });
    const b = await lite.search([{ indexName: 'production_products', params: { query: 'velvet armchair', hitsPerPage: 5 } }]);
    const ids = (r: typeof a) => (r.results[0] as { hits: { objectID: string }[] }).hits.map((h) => h.objectID);
    expect(ids(a).length).toBeGreaterThan(1);
    expect(ids(b)).toEqual(ids(a));
  });

  it('refuses wrong credentials with 403 and bad filters with 400, as Algolia words them', async () => {
    const wrong = algoliasearch(APP, 'stolen-key', { hosts: hosts() });
    await expect(wrong.searchSingleIndex({ indexName: 'production_products' })).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
    await expect(client.searchSingleIndex({ indexName: 'production_products', searchParams: { filters: 'a:1 OR (b:2 AND c:3)' } }))
      .rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^filters: /) });
    // The search-only key may open the catalogue's indexes only (Algolia's `indexes` restriction).
    await expect(client.searchSingleIndex({ indexName: 'no_such_index' })).rejects.toMatchObject({ status: 403, message: 'Index not allowed with this API key' });
    await expect(admin.searchSingleIndex({ indexName: 'no_such_index' })).rejects.toMatchObject({ status: 404, message: 'Index does not exist' });
    await expect(client.searchSingleIndex({ indexName: 'production_products_no_such_sort' })).rejects.toMatchObject({ status: 404, message: 'Index does not exist' });
  });
});

describe('raw protocol details', () => {
  it('takes params as a url-encoded string and echoes it back', async () => {
    const params = 'query=lamp&hitsPerPage=2&facets=%5B%22materials%22%5D&facetFilters=%5B%5B%22colors%3ABlue%22%5D%5D&attributesToRetrieve=title,colors';
    const res = await raw('/1/indexes/*/queries', { method: 'POST', json: { requests: [{ indexName: 'production_products', params }] } });
    expect(res.status).toBe(200);
    const result = (res.body.results as Record<string, unknown>[])[0];
    expect(result.params).toBe(params);
    expect(result.hitsPerPage).toBe(2);
    expect((result.hits as Record<string, unknown>[]).every((h) => (h.colors as string[]).includes('Blue') && Object.keys(h).sort().join() === '_highlightResult,colors,objectID,title')).toBe(true);
  });

  it('reads credentials from the query string and JSON sent as text/plain (browsers)', async () => {
    const res = await fetch(`${base}/1/indexes/production_products/query?x-algolia-agent=Algolia%20for%20JavaScript&x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=${APP}`, {
      method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: 'vase', hitsPerPage: 1 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });

  it('answers errors as {message, status}', async () => {
    expect(await raw('/1/indexes/production_products/query', { method: 'POST', body: '{oops' })).toMatchObject({ status: 400, body: { message: 'Invalid JSON', status: 400 } });
    expect(await raw('/1/indexes/production_products/query', { method: 'POST', json: { hitsPerPage: 'many' } })).toMatchObject({ status: 400, body: { status: 400 } });
    expect(await raw('/1/indexes/production_products/query', { method: 'POST', json: { colour: 'red' } })).toMatchObject({ status: 400, body: { message: 'Unknown parameter: colour' } });
    expect(await raw('/1/indexes/production_products/query', { method: 'POST', json: {}, headers: { 'x-algolia-api-key': '' } })).toMatchObject({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } });
    expect(await raw('/1/indexes/production_products/settings')).toMatchObject({ status: 403 });
    const settings = await raw('/1/indexes/production_products/settings', { headers: { 'x-algolia-api-key': ADMIN_KEY } });
    expect(settings.body).toMatchObject({ unretrievableAttributes: [], replicas: expect.arrayContaining(['production_products_price_asc']) });
    expect(JSON.stringify(settings.body)).not.toMatch(/trade/);
  });

  it('accepts the parameters InstantSearch widgets send, including those without effect here', async () => {
    // A disjunctive-facet request as algoliasearch-helper builds it, with Configure-style extras.
    const res = await raw('/1/indexes/*/queries', { method: 'POST', json: { requests: [{
      indexName: 'production_products', query: 'lamp', hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false,
      facets: 'materials', facetFilters: [['colors:Blue']], ruleContexts: ['pdp'], optionalFilters: ['editors_pick:true'],
      queryLanguages: ['en'], removeStopWords: true, ignorePlurals: true, distinct: false, userToken: 'anon-1',
      attributesToSnippet: ['title:3'], snippetEllipsisText: '…', enablePersonalization: false,
    }] } });
    expect(res.status).toBe(200);
    const result = (res.body.results as Record<string, unknown>[])[0];
    expect(result).toMatchObject({ hitsPerPage: 0, hits: [] });
    expect(Object.keys(result.facets as object)).toEqual(['materials']);
  });

  it('searches with GET and query-string parameters', async () => {
    const res = await raw('/1/indexes/production_products_de?query=leuchte&hitsPerPage=1');
    expect(res.body).toMatchObject({ index: 'production_products_de', query: 'leuchte', hitsPerPage: 1 });
    expect(res.body.nbHits).toBeGreaterThan(0);
  });
});
