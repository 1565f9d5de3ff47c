import { describe, expect, it } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { proxy as runProxy } from '@/proxy';
import { SHELL_HEADER, rendersWithoutShell } from '@/lib/shell-visibility';
import { DRAFT_MODE_COOKIE, PREVIEW_MENU_HEADER, previewMenuIdFor } from '@/lib/content/preview-menu';

/** The proxy answers synchronously unless a session needs a token refresh (none here). */
const proxy = (req: NextRequest) => runProxy(req) as NextResponse;

const request = (path: string, init?: { headers?: Record<string, string> }) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), init);

/** The request headers the proxy forwards to the app (Next's x-middleware-request-* convention). */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe('shell visibility', () => {
  it('hides the shell on the three bare routes and with ?nolayout', () => {
    const none = new URLSearchParams();
    expect(rendersWithoutShell('/countries', none)).toBe(true);
    expect(rendersWithoutShell('/sanity-algolia-filters', none)).toBe(true);
    expect(rendersWithoutShell('/checkout/login', none)).toBe(true);
    expect(rendersWithoutShell('/checkout/cart', none)).toBe(false);
    expect(rendersWithoutShell('/', new URLSearchParams('nolayout'))).toBe(true);
    expect(rendersWithoutShell('/products/x', new URLSearchParams('nolayout=1'))).toBe(true);
    expect(rendersWithoutShell('/', none)).toBe(false);
  });
});

describe('proxy', () => {
  it('serves en-us at / without a prefix and rewrites it internally', () => {
    const response = proxy(request('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-us');
  });

  it('keeps other locales under their prefix and redirects /en-us to /', () => {
    expect(proxy(request('/it-it/countries')).headers.get('x-middleware-rewrite')).toBeNull();
    const redirect = proxy(request('/en-us/countries'));
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('http://localhost:3000/countries');
  });

  it('never redirects by Accept-Language or sets a locale cookie', () => {
    const response = proxy(request('/', { headers: { 'accept-language': 'it-IT,it;q=0.9' } }));
    expect(response.status).toBe(200);
    expect(response.cookies.get('NEXT_LOCALE')).toBeUndefined();
  });

  it('treats an unknown prefix as a path of the default locale (which no route matches: a 404)', () => {
    expect(proxy(request('/xx-zz')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-us/xx-zz');
  });

  it('tells the layout to drop the shell for ?nolayout and /countries, and ignores a forged header', () => {
    expect(forwarded(proxy(request('/?nolayout')), SHELL_HEADER)).toBe('none');
    expect(forwarded(proxy(request('/it-it/countries')), SHELL_HEADER)).toBe('none');
    expect(forwarded(proxy(request('/', { headers: { [SHELL_HEADER]: 'none' } })), SHELL_HEADER)).toBeNull();
  });

  it('stores hp=consumer for one day', () => {
    const cookie = proxy(request('/?hp=consumer')).cookies.get('hp');
    expect(cookie?.value).toBe('consumer');
    expect(cookie?.maxAge).toBe(86400);
    expect(proxy(request('/?hp=trade')).cookies.get('hp')).toBeUndefined();
  });
});

describe('menu-id in preview (spec §2, §6)', () => {
  const draft = { cookie: `${DRAFT_MODE_COOKIE}=abc123` };

  it('takes the menu id from the query only with the draft-mode cookie, and only a plausible id', () => {
    expect(previewMenuIdFor(new URLSearchParams('menu-id=holiday-menu'), true)).toBe('holiday-menu');
    expect(previewMenuIdFor(new URLSearchParams('menu-id=holiday-menu'), false)).toBeNull();
    expect(previewMenuIdFor(new URLSearchParams(''), true)).toBeNull();
    expect(previewMenuIdFor(new URLSearchParams('menu-id='), true)).toBeNull();
    expect(previewMenuIdFor(new URLSearchParams('menu-id=a"]|*[_id'), true)).toBeNull();
  });

  it('passes it on to the layout as a request header in preview, never outside, and drops a forged one', () => {
    expect(forwarded(proxy(request('/?menu-id=holiday-menu', { headers: draft })), PREVIEW_MENU_HEADER)).toBe('holiday-menu');
    expect(forwarded(proxy(request('/it-it/magazine?menu-id=holiday-menu', { headers: draft })), PREVIEW_MENU_HEADER)).toBe('holiday-menu');
    expect(forwarded(proxy(request('/?menu-id=holiday-menu')), PREVIEW_MENU_HEADER)).toBeNull();
    expect(forwarded(proxy(request('/', { headers: { [PREVIEW_MENU_HEADER]: 'holiday-menu' } })), PREVIEW_MENU_HEADER)).toBeNull();
  });
});
