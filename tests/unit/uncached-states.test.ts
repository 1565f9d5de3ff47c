/**
 * The bench's uncached listing states (scripts/lib/uncached-states.mjs): which states it asks for, and
 * that only a first request rendered per request (`private`) is timed, never an answer from the cache.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { measureUncachedStates, uncachedStates, wordsOfProductLinks } from '../../scripts/lib/uncached-states.mjs';

describe('uncached listing states (bench)', () => {
  it('takes distinct words of the product links, with or without a locale prefix, none shorter than four letters', () => {
    const html = '<a href="/products/lido-coffee-table-in-amber-murano-glass">x</a><a href="/it-it/products/oak-table-no-2">y</a><a href="/magazine/lido-story">z</a>';
    expect(wordsOfProductLinks(html, 10)).toEqual(['lido', 'coffee', 'table', 'amber', 'murano', 'glass']);
    expect(wordsOfProductLinks(html, 2)).toEqual(['lido', 'coffee']);
    expect(uncachedStates(['lido'])).toEqual(['/search?query=lido', '/search?query=lido&sort=price_asc']);
  });

  it('times only the states rendered per request and counts the rest apart', async () => {
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(req.url!);
      if (req.url === '/icon.svg') return res.end('<svg/>');
      res.setHeader('cache-control', req.url!.includes('cached') ? 's-maxage=3600' : 'private, no-store');
      res.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const figures = await measureUncachedStates(origin, ['/search?query=new', '/search?query=cached'], '/icon.svg');
      expect(figures).toMatchObject({ states: 2, rendered: 1, cachedAlready: 1, statuses: { 200: 2 } });
      expect(figures.p50Ms).toBeGreaterThan(0);
      expect(figures.static.p50Ms).toBeGreaterThan(0);
      expect(asked).toEqual(['/search?query=new', '/icon.svg', '/search?query=cached', '/icon.svg']);
    } finally {
      server.close();
    }
  });
});
