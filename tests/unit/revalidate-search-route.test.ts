/**
 * POST /api/revalidate/search: the job that feeds the search service (the embedded one does it
 * itself) names the indexes it changed; every cached listing of them is searched afresh. Only with
 * its own secret, and the embedded default only while the search service is the embedded one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: () => {} }));

const { searchTagsToRevalidate } = await import('@/lib/cache/tags');

async function post(body: unknown, authorization?: string) {
  const { POST } = await import('@/app/api/revalidate/search/route');
  const { NextRequest } = await import('next/server');
  return POST(new NextRequest('http://localhost:3000/api/revalidate/search', {
    method: 'POST',
    headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }));
}

describe('searchTagsToRevalidate', () => {
  it('names the listing tags of the indexes given, or of all of them', () => {
    expect(searchTagsToRevalidate({ indexes: ['products'] })).toEqual(['search:products']);
    expect(searchTagsToRevalidate({ indexes: ['products', 'artisans', 'products'] })).toEqual(['search:products', 'search:artisans']);
    expect(searchTagsToRevalidate({ all: true })).toEqual(['search:products', 'search:artisans']);
  });

  it('ignores what is not an index of the shop', () => {
    expect(searchTagsToRevalidate({ indexes: ['trade_prices', 'toString', '__proto__', 7] })).toEqual([]);
    expect(searchTagsToRevalidate({ indexes: 'products' })).toEqual([]);
    expect(searchTagsToRevalidate(null)).toEqual([]);
  });
});

describe('POST /api/revalidate/search', () => {
  beforeEach(() => {
    revalidateTag.mockClear();
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('expires the listings of the indexes named, with the embedded secret against the embedded search service', async () => {
    const response = await post({ indexes: ['products', 'artisans'] }, 'Bearer embedded-search-revalidate-secret');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['search:products', 'search:artisans'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['search:products', 'max'],
      ['search:artisans', 'max'],
    ]);
  });

  it('refuses a missing or wrong secret, and the commerce service’s, expiring nothing', async () => {
    for (const authorization of [undefined, 'Bearer nope', 'Bearer embedded-commerce-revalidate-secret']) {
      expect((await post({ all: true }, authorization)).status).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that names no index', async () => {
    for (const body of [{}, { indexes: ['orders'] }, 'not json']) {
      const response = await post(body, 'Bearer embedded-search-revalidate-secret');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Give indexes or all' });
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('against Algolia itself, accepts only SEARCH_REVALIDATE_SECRET, never the public default', async () => {
    vi.stubEnv('ALGOLIA_HOST', '');
    expect((await post({ all: true }, 'Bearer embedded-search-revalidate-secret')).status).toBe(401);
    vi.stubEnv('SEARCH_REVALIDATE_SECRET', 'a-long-random-secret');
    vi.resetModules();
    expect((await post({ all: true }, 'Bearer a-long-random-secret')).status).toBe(200);
  });
});
