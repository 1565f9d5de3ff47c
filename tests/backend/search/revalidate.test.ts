/**
 * The search service tells the storefront once its indexes changed, so cached listings are searched
 * afresh: it POSTs /api/revalidate/search with the product and artisan indexes and its secret, after
 * the change is in the indexes, and only when an indexed field changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSearchService } from '../../../backend/search';
import { fixtureFeed, generateCatalogue, type FixtureFeed } from '../../../backend/search/fixture';
import { searchRevalidateConfigFromEnv } from '../../../backend/search/revalidate';
import type { FeedProduct } from '../../../backend/contracts';

const KEYS = { appId: 'casamaestri', searchKey: 'search-key', tradeKey: 'trade-key', adminKey: 'admin-key' };

interface Call { url: string; authorization: string | null; body: unknown; priceSeenByIndex: number | null }

describe('search service → storefront revalidation', () => {
  let feed: FixtureFeed;
  let dataDir: string;
  let calls: Call[];
  let answer: number;
  let lines: string[];
  let service: ReturnType<typeof createSearchService>;

  /** The lowest USD price of the products index, as a listing would search it. */
  async function priceOf(objectID: string): Promise<number | null> {
    const response = await service.app.request('/1/indexes/production_products/query', {
      method: 'POST',
      headers: { 'x-algolia-application-id': KEYS.appId, 'x-algolia-api-key': KEYS.searchKey, 'content-type': 'application/json' },
      body: JSON.stringify({ params: `filters=objectID:${objectID}&hitsPerPage=1` }),
    });
    const hit = ((await response.json()) as { hits: { price_USD?: number }[] }).hits[0];
    return hit?.price_USD ?? null;
  }

  beforeEach(() => {
    feed = fixtureFeed(generateCatalogue(40));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-revalidate-'));
    calls = [];
    answer = 200;
    lines = [];
    service = createSearchService(feed, { publicUrl: 'http://127.0.0.1:4999', dataDir }, KEYS, {
      storefrontUrl: 'http://localhost:3000',
      secret: 'search-secret',
      log: (line) => lines.push(line),
      fetch: (async (url: URL, init: RequestInit) => {
        // What a listing searched at the moment of the call would find.
        calls.push({ url: String(url), authorization: new Headers(init.headers).get('authorization'), body: JSON.parse(String(init.body)), priceSeenByIndex: await priceOf('prod-3') });
        return new Response('{}', { status: answer });
      }) as typeof fetch,
    });
  });

  afterEach(() => {
    service.close?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('calls once an indexed field changed, and the indexes already answer with the change', async () => {
    const before = await priceOf('prod-3');
    expect(before).not.toBeNull();
    const product = feed.listProducts(['prod-3'])[0];
    // A dollar more (prices are decimal strings, as commerce gives them).
    const prices = Object.fromEntries(Object.entries(product.prices).map(([c, p]) => [c, { ...p, price: (Number(p.price) + 1).toFixed(2) }])) as FeedProduct['prices'];
    feed.update('prod-3', { prices });
    await service.revalidations();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: 'http://localhost:3000/api/revalidate/search',
      authorization: 'Bearer search-secret',
      body: { indexes: ['products', 'artisans'] },
    });
    expect(calls[0].priceSeenByIndex).toBe(before! + 1);
  });

  it('does not call for a change that leaves every indexed field as it was (a stock movement)', async () => {
    await priceOf('prod-3'); // the indexes are built
    feed.update('prod-3', {});
    await service.revalidations();
    expect(calls).toEqual([]);
  });

  it('logs one line when the storefront refuses, and goes on answering searches', async () => {
    await priceOf('prod-3');
    answer = 401;
    feed.update('prod-3', { popularity: 123_456 });
    await service.revalidations();
    expect(lines).toEqual([expect.stringMatching(/^storefront revalidation failed: http:\/\/localhost:3000\/api\/revalidate\/search answered 401 for the products and artisans indexes$/)]);
    expect(await priceOf('prod-3')).not.toBeNull();
  });
});

describe('searchRevalidateConfigFromEnv', () => {
  it('is off without STOREFRONT_URL', () => {
    expect(searchRevalidateConfigFromEnv({})).toBeNull();
  });

  it('sends the embedded default only to a storefront on loopback', () => {
    expect(searchRevalidateConfigFromEnv({ STOREFRONT_URL: 'http://localhost:3000' })).toEqual({ storefrontUrl: 'http://localhost:3000', secret: 'embedded-search-revalidate-secret' });
    expect(searchRevalidateConfigFromEnv({ STOREFRONT_URL: 'https://shop.example' })).toBeNull();
    expect(searchRevalidateConfigFromEnv({ STOREFRONT_URL: 'https://shop.example', SEARCH_REVALIDATE_SECRET: 's3' })).toEqual({ storefrontUrl: 'https://shop.example', secret: 's3' });
  });
});
