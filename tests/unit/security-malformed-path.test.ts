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
