import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Search and filtered listings from the shared cache (issue 35, ADR 0018), as the server answers
 * them: one canonical URL per state (any other writing, bad input included, is a 308 there at
 * once), a state with results served from Next's cache from its third request on (the first
 * renders it per request and admits it, the second renders it into the cache), expired by the
 * search revalidation route; a state without results is never cached.
 */

const get = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });
const cacheOf = (response: APIResponse) => response.headers()['x-nextjs-cache'];
const cacheControl = (response: APIResponse) => response.headers()['cache-control'] ?? '';

/** Asks until the state is served from the cache (at most a handful of requests). */
async function untilCached(request: APIRequestContext, url: string): Promise<APIResponse[]> {
  const answers: APIResponse[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await get(request, url);
    answers.push(response);
    if (cacheOf(response) === 'HIT') break;
  }
  return answers;
}

test.describe('listing states from the shared cache', { tag: '@browserless' }, () => {
  test('a state with results: per request first, then from the cache with s-maxage, expired by the search revalidation', async ({ request }) => {
    // A state no other journey opens.
    const url = '/categories/furniture?shipping=8w&sort=new_arrivals';
    const first = await get(request, url);
    expect(first.status()).toBe(200);
    const html = await first.text();
    expect(html).toMatch(/\d+ pieces/);

    const answers = await untilCached(request, url);
    const last = answers.at(-1)!;
    expect(cacheOf(last)).toBe('HIT');
    // First the per-request render that admitted it, then one render into the cache: never more.
    expect(answers.length).toBeLessThanOrEqual(2);
    expect(cacheControl(last)).toMatch(/s-maxage=\d+/);
    expect(cacheControl(last)).not.toMatch(/private|no-store/);
    expect(last.headers()['set-cookie']).toBeUndefined();
    const cached = await last.text();
    expect(cached.match(/\d+ pieces/)?.[0]).toBe(html.match(/\d+ pieces/)?.[0]);

    // Tracking parameters are no part of the state: the same cached page.
    expect(cacheOf(await get(request, `${url}&utm_source=newsletter&gclid=abc`))).toBe('HIT');

    // The search service's call once its indexes changed expires it with the bare listings.
    const revalidated = await request.post('/api/revalidate/search', {
      headers: { authorization: 'Bearer embedded-search-revalidate-secret' },
      data: { indexes: ['products'] },
    });
    expect(revalidated.status()).toBe(200);
    expect(cacheOf(await get(request, url))).toMatch(/STALE|MISS/);
    await expect.poll(async () => cacheOf(await get(request, url)), { timeout: 15_000 }).toBe('HIT');
  });

  test('the same state written another way is moved to its one URL, and shares its entry', async ({ request }) => {
    const canonical = '/search?query=walnut+table';
    await untilCached(request, canonical);
    for (const variant of ['/search?query=%20Walnut%20%20TABLE%20', '/search?query=walnut%09table&sort=recommended&ppage=1', '/SEARCH?query=Walnut+Table']) {
      const moved = await get(request, variant);
      expect(moved.status(), variant).toBe(308);
      expect(new URL(moved.headers().location!, 'http://x').pathname + new URL(moved.headers().location!, 'http://x').search, variant).toBe(canonical);
    }
    expect(cacheOf(await get(request, canonical))).toBe('HIT');
  });

  test('a state without results is rendered per request every time and never cached', async ({ request }) => {
    const url = `/search?query=zzxqv${test.info().workerIndex}${Date.now()}`;
    for (let i = 0; i < 4; i++) {
      const response = await get(request, url);
      expect(response.status()).toBe(200);
      expect(cacheOf(response)).toBeUndefined();
      expect(cacheControl(response)).toMatch(/private/);
      expect(cacheControl(response)).toMatch(/no-store/);
      expect(await response.text()).toContain('No results');
    }
  });

  test('bad input is answered at once with a redirect to the clean URL, never a 500, never a cache entry', async ({ request }) => {
    const many = Array.from({ length: 500 }, (_, i) => `material=Material${String(i).padStart(3, '0')}`).join('&');
    const cases: [string, (location: URL) => void][] = [
      [`/search?query=${'sofa'.repeat(2_500)}`, (to) => expect(to.searchParams.get('query')).toBe('sofa'.repeat(25))],
      ['/search?query=so%00fa%07%1B%5B31m%0D%0Abed', (to) => expect(to.searchParams.get('query')).toBe('so fa [31m bed')],
      [`/categories/furniture?${many}`, (to) => expect(to.searchParams.getAll('material')).toHaveLength(20)],
      ['/categories/furniture?sort=cheapest_first', (to) => expect(to.search).toBe('')],
      ['/categories/furniture?ppage=-2', (to) => expect(to.search).toBe('')],
      ['/categories/furniture?ppage=two', (to) => expect(to.search).toBe('')],
      ['/artisans?sort=price_asc&city=Firenze&city=Firenze', (to) => expect(to.search).toBe('?city=Firenze')],
    ];
    for (const [url, check] of cases) {
      const started = Date.now();
      const response = await get(request, url);
      expect(Date.now() - started, url.slice(0, 80)).toBeLessThan(1_000);
      expect(response.status(), url.slice(0, 80)).toBe(308);
      expect(cacheOf(response)).toBeUndefined();
      const location = new URL(response.headers().location!, 'http://localhost');
      check(location);
      // The clean URL is an answer, not a second redirect.
      const landed = await get(request, `${location.pathname}${location.search}`);
      expect(landed.status(), url.slice(0, 80)).toBe(200);
    }
  });

  test('a state too long to be a cache key is still answered, per request', async ({ request }) => {
    const query = 'a very long search for a walnut dining table with six matching chairs and a sideboard in the hall';
    const url = `/search?query=${query.replaceAll(' ', '+')}&material=Ash&material=Oak&material=Walnut&color=Brown&color=Green&sort=price_asc`;
    for (let i = 0; i < 3; i++) {
      const response = await get(request, url);
      expect(response.status()).toBe(200);
      expect(cacheOf(response)).toBeUndefined();
      expect(cacheControl(response)).toMatch(/no-store/);
    }
  });

  test('the cached state pages are not public URLs', async ({ request }) => {
    for (const url of ['/filtered/s.cXVlcnk9c29mYQ/search', '/filtered/s.cXVlcnk9c29mYQ/search?query=sofa', '/it-it/filtered/search?query=divano']) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });
});
