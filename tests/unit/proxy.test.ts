import { describe, expect, it } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { proxy as runProxy } from '@/proxy';
import { rendersWithoutShell } from '@/lib/shell-visibility';
import { DRAFT_MODE_COOKIE, PREVIEW_MENU_HEADER, previewMenuIdFor } from '@/lib/content/preview-menu';
import { DRAFT_SESSION_COOKIE, newDraftSession } from '@/lib/content/draft-session';

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
  const rewrite = (response: NextResponse) => response.headers.get('x-middleware-rewrite');

  it('serves en-us at / without a prefix and rewrites it internally', () => {
    const response = proxy(request('/'));
    expect(response.status).toBe(200);
    expect(rewrite(response)).toBe('http://localhost:3000/en-us');
    expect(forwarded(response, 'x-next-intl-locale')).toBe('en-us');
  });

  it('keeps other locales under their prefix and redirects /en-us to / for good (308)', () => {
    expect(rewrite(proxy(request('/it-it/countries')))).toBe('http://localhost:3000/it-it--bare/countries');
    const redirect = proxy(request('/en-us/countries?x=1'));
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('http://localhost:3000/countries?x=1');
  });

  it('never redirects off the shop from the default prefix', () => {
    const redirect = proxy(request('/en-us//evil.com/phish'));
    expect(redirect.headers.get('location')).toBe('http://localhost:3000/evil.com/phish');
  });

  it('never redirects by Accept-Language or sets a locale cookie', () => {
    const response = proxy(request('/', { headers: { 'accept-language': 'it-IT,it;q=0.9' } }));
    expect(response.status).toBe(200);
    expect(response.cookies.get('NEXT_LOCALE')).toBeUndefined();
  });

  it('treats an unknown prefix as a path of the default locale (which no route matches: a 404)', () => {
    expect(rewrite(proxy(request('/xx-zz')))).toBe('http://localhost:3000/en-us/xx-zz');
  });

  it('serves the bare variant for ?nolayout and /countries', () => {
    expect(rewrite(proxy(request('/?nolayout')))).toBe('http://localhost:3000/en-us--bare?nolayout=');
    expect(rewrite(proxy(request('/it-it/countries')))).toBe('http://localhost:3000/it-it--bare/countries');
  });

  it('serves a trade account the trade variant, and the consumer home after hp=consumer', () => {
    const trade = { cookie: 'shop_audience=trade; auth_token=abc' };
    expect(rewrite(proxy(request('/products/lido', { headers: trade })))).toBe('http://localhost:3000/en-us--trade/products/lido');
    expect(rewrite(proxy(request('/', { headers: { cookie: `${trade.cookie}; hp=consumer` } })))).toBe('http://localhost:3000/en-us');
    // The audience cookie alone, without a session, is not a trade visitor.
    expect(rewrite(proxy(request('/products/lido', { headers: { cookie: 'shop_audience=trade' } })))).toBe('http://localhost:3000/en-us/products/lido');
  });

  it('sends a listing with state to its per-request twin, a bare listing to the cached page', () => {
    expect(rewrite(proxy(request('/categories/furniture')))).toBe('http://localhost:3000/en-us/categories/furniture');
    expect(rewrite(proxy(request('/categories/furniture?utm_source=news')))).toBe('http://localhost:3000/en-us/categories/furniture?utm_source=news');
    expect(rewrite(proxy(request('/it-it/categories/arredamento?material=Noce')))).toBe('http://localhost:3000/it-it/filtered/categories/arredamento?material=Noce');
    expect(rewrite(proxy(request('/search?query=sofa')))).toBe('http://localhost:3000/en-us/filtered/search?query=sofa');
    expect(rewrite(proxy(request('/filtered/search?query=sofa')))).toBe('http://localhost:3000/en-us/filtered?query=sofa');
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
  const withSession = async () => ({ cookie: `${DRAFT_MODE_COOKIE}=abc123; ${DRAFT_SESSION_COOKIE}=${await newDraftSession('embedded-preview-secret')}` });

  it('takes the menu id from the query only with the draft-mode cookie, and only a plausible id', () => {
    expect(previewMenuIdFor(new URLSearchParams('menu-id=holiday-menu'), true)).toBe('holiday-menu');
    expect(previewMenuIdFor(new URLSearchParams('menu-id=holiday-menu'), false)).toBeNull();
    expect(previewMenuIdFor(new URLSearchParams(''), true)).toBeNull();
    expect(previewMenuIdFor(new URLSearchParams('menu-id='), true)).toBeNull();
    expect(previewMenuIdFor(new URLSearchParams('menu-id=a"]|*[_id'), true)).toBeNull();
  });

  it('passes it on to the layout as a request header in preview, never outside, and drops a forged one', async () => {
    expect(forwarded(await proxy(request('/?menu-id=holiday-menu', { headers: await withSession() })), PREVIEW_MENU_HEADER)).toBe('holiday-menu');
    expect(forwarded(await proxy(request('/it-it/magazine?menu-id=holiday-menu', { headers: await withSession() })), PREVIEW_MENU_HEADER)).toBe('holiday-menu');
    // The draft-mode cookie alone (the build-wide value, without a preview session) is not preview.
    expect(forwarded(await proxy(request('/?menu-id=holiday-menu', { headers: draft })), PREVIEW_MENU_HEADER)).toBeNull();
    expect(forwarded(proxy(request('/?menu-id=holiday-menu')), PREVIEW_MENU_HEADER)).toBeNull();
    expect(forwarded(proxy(request('/', { headers: { [PREVIEW_MENU_HEADER]: 'holiday-menu' } })), PREVIEW_MENU_HEADER)).toBeNull();
  });
});
