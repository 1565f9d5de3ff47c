/** The search service inside the whole embedded backend, indexing the commerce catalogue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { startBackend, type RunningBackend } from '../../helpers/backend';

let backend: RunningBackend;
let client: Algoliasearch;

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 200 });
  client = algoliasearch('casamaestri', 'embedded-search-key', {
    hosts: [{ url: backend.url.replace('http://', ''), protocol: 'http', accept: 'readWrite' }],
  });
});

afterAll(async () => {
  await backend.stop();
});

describe('search over the commerce catalogue', () => {
  it('indexes every seeded product in every language and sort', async () => {
    const { results } = await client.search({
      requests: ['production_products', 'production_products_it', 'production_products_price_asc_de', 'production_products_new_arrivals_fr']
        .map((indexName) => ({ indexName, hitsPerPage: 0 })),
    });
    expect(results.map((r) => (r as { nbHits: number }).nbHits)).toEqual([200, 200, 200, 200]);
    const artisans = await client.searchSingleIndex({ indexName: 'production_artisans_most_recent', searchParams: { hitsPerPage: 1 } });
    expect(artisans.nbHits).toBeGreaterThan(0);
    expect(artisans.hits[0]).toMatchObject({ url: expect.stringMatching(/^\/artisans\//), product_count: expect.any(Number) });
  });

  it('returns spec §3 search-index records, localized, without trade prices for the search key', async () => {
    const res = await client.searchSingleIndex({ indexName: 'production_products_it', searchParams: { hitsPerPage: 1 } });
    const hit = res.hits[0] as Record<string, unknown>;
    for (const field of ['objectID', 'title', 'categories', 'artisan_name', 'customizable', 'sku', 'url', 'main_image', 'alternative_images',
      'price_USD', 'price_EUR', 'price_GBP', 'full_price_EUR', 'lead_time', 'shipping_message', 'shipping_cost_EUR', 'can_supply', 'vendor_program_level']) {
      expect(hit).toHaveProperty(field);
    }
    expect(hit).not.toHaveProperty('trade_price_EUR');
    expect(hit.url).toMatch(/^\/products\//);
    const en = await client.getObjects({ requests: [{ indexName: 'production_products', objectID: hit.objectID as string }] });
    expect((en.results[0] as Record<string, unknown>).price_EUR).toBe(hit.price_EUR);
  });

  it('looks products up by id the way the storefront does (objectID filter, hitsPerPage = ids)', async () => {
    const ids = ['5', '17', '3'];
    const res = await client.searchSingleIndex({
      indexName: 'production_products',
      searchParams: { filters: ids.map((id) => `objectID:${id}`).join(' OR '), hitsPerPage: ids.length },
    });
    expect(res.hits.map((h) => h.objectID).sort()).toEqual([...ids].sort());
  });

  it('finds visually similar products from the media recipes of the commerce images', async () => {
    const res = await fetch(`${backend.url}/1/embedded/visual-search`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'casamaestri', 'x-algolia-api-key': 'embedded-search-key' },
      body: JSON.stringify({ objectID: '5', hitsPerPage: 4 }),
    });
    const { hits } = (await res.json()) as { hits: { objectID: string; main_image: string }[] };
    const me = await client.getObject({ indexName: 'production_products', objectID: '5' });
    const subject = (url: string) => new URL(url).pathname.split('/')[2];
    expect(hits).toHaveLength(4);
    expect(hits.map((h) => h.objectID)).not.toContain('5');
    // Same kind of object first: once a hit of another kind appears, no same-kind hit follows.
    const same = hits.map((h) => subject(h.main_image) === subject(me.main_image as string));
    expect(same[0]).toBe(true);
    expect(same.indexOf(false) === -1 || !same.slice(same.indexOf(false)).includes(true)).toBe(true);
  });

  it('keeps Algolia\'s error shape inside the composed backend', async () => {
    await expect(client.searchSingleIndex({ indexName: 'production_products', searchParams: { filters: 'price >' } }))
      .rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^filters: /) });
    const res = await fetch(`${backend.url}/1/indexes/production_products/query`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
  });

  it('answers a CORS preflight from the storefront origin', async () => {
    const res = await fetch(`${backend.url}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-algolia-api-key,x-algolia-application-id,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/x-algolia-api-key/);
  });
});
