import { describe, expect, it } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { proxy as runProxy } from '@/proxy';
import { isMalformedPath, malformedPathLocale, MALFORMED_PATH_TARGET } from '@/lib/security/malformed-path';

const proxy = (path: string) => runProxy(new NextRequest(new URL(path, 'http://localhost:3000'))) as NextResponse;

describe('malformed paths', () => {
  it.each(['/%25', '/products/%E0%A4%A', '/%E0', '/it-it/%E0%A4', '/categories/a/%', '/%25E0'])('%s is malformed', (path) => {
    expect(isMalformedPath(path)).toBe(true);
  });

  it.each(['/', '/products/lido-sofa', '/it-it/prodotti/caff%C3%A8', '/search', '/%2525', '/a%20b'])('%s is not', (path) => {
    expect(isMalformedPath(path)).toBe(false);
  });

  it('the proxy sends them to the shop’s 400 page, in the language of their locale prefix', () => {
    expect(proxy('/%25').headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000${MALFORMED_PATH_TARGET}?locale=en-us`);
    expect(proxy('/products/%E0%A4%A').headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000${MALFORMED_PATH_TARGET}?locale=en-us`);
    expect(proxy('/it-it/%E0').headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000${MALFORMED_PATH_TARGET}?locale=it-it`);
    expect(malformedPathLocale('/xx-yy/%E0')).toBe('en-us');
  });

  it('and leaves good paths to the locale routing', () => {
    expect(proxy('/products/caff%C3%A8').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-us/products/caff%C3%A8');
  });
});

describe('malformed API addresses (issue 36: a plain-text 500 without the security headers)', () => {
  it('answer a JSON 400 from the proxy, for every dynamic API route', async () => {
    const { NextRequest } = await import('next/server');
    const { proxy, config } = await import('@/proxy');
    for (const route of ['/api/digitals/:path*', '/api/messages/:path*', '/api/product-requests/:path*']) expect(config.matcher).toContain(route);
    for (const path of ['/api/digitals/%E0%A4%A', '/api/messages/it/%E0%A4%A', '/api/product-requests/%25']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'Bad request: the address has a broken percent-encoding' });
    }
    // A well-formed API address goes on untouched.
    const fine = await proxy(new NextRequest('http://localhost:3000/api/digitals/abcdefgh12'));
    expect(fine.headers.get('x-middleware-next')).toBe('1');
  });
});
