import { describe, expect, it, vi } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { proxy as runProxy } from '@/proxy';
import { rendersWithoutShell } from '@/lib/shell-visibility';
import { DRAFT_MODE_COOKIE, PREVIEW_MENU_HEADER, previewMenuIdFor } from '@/lib/content/preview-menu';
import { DRAFT_SESSION_COOKIE, newDraftSession } from '@/lib/content/draft-session';
import { forgetRefreshes } from '@/lib/auth/refresh';

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

  it('stores hp=consumer for one day on a private redirect to the address without it, never on the page', () => {
    const response = proxy(request('/?hp=consumer&utm_source=news'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/?utm_source=news');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = response.cookies.get('hp');
    expect(cookie?.value).toBe('consumer');
    expect(cookie?.maxAge).toBe(86400);
    expect(proxy(request('/?hp=trade')).cookies.get('hp')).toBeUndefined();
    expect(proxy(request('/?hp=trade')).headers.get('set-cookie')).toBeNull();
  });
});

describe('who may store the answer (ADR 0017)', () => {
  const expired = encodeURIComponent(JSON.stringify({ access_token: 'old', refresh_token: 'refresh', expires_at: 10 }));
  const dueSession = `auth_token=old; auth_token_data=${expired}`;

  it('leaves a shared page to Next (s-maxage) and never refreshes a due token on it, so it sets no cookie', () => {
    for (const path of ['/', '/products/lido', '/it-it/magazine', '/categories/furniture', '/search', '/login']) {
      const response = runProxy(request(path, { headers: { cookie: dueSession } }));
      // Synchronous: no call to the commerce service was even started.
      expect(response, path).not.toBeInstanceOf(Promise);
      expect((response as NextResponse).headers.get('set-cookie'), path).toBeNull();
      expect((response as NextResponse).headers.get('cache-control'), path).toBeNull();
      // The page gets the browser's cookies as they are; `/api/visitor` refreshes after load.
      expect(forwarded(response as NextResponse, 'cookie'), path).toBe(dueSession);
    }
  });

  it('refreshes a due token before a per-visitor page renders, on a private answer', async () => {
    forgetRefreshes();
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ access_token: 'new', refresh_token: 'r2', expires_in: 7200, created_at: 2_000_000_000 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const pending = runProxy(request('/account', { headers: { cookie: dueSession } }));
      expect(pending).toBeInstanceOf(Promise);
      const response = await pending;
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(response.cookies.get('auth_token')?.value).toBe('new');
      expect(forwarded(response, 'cookie')).toContain('auth_token=new');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      vi.unstubAllGlobals();
      forgetRefreshes();
    }
  });

  it('marks every trade-variant answer private, and a forged audience cookie alone gets the shared consumer page', () => {
    const trade = proxy(request('/products/lido', { headers: { cookie: 'shop_audience=trade; auth_token=abc' } }));
    expect(trade.headers.get('cache-control')).toBe('private, no-store');
    const forged = proxy(request('/products/lido', { headers: { cookie: 'shop_audience=trade' } }));
    expect(forged.headers.get('cache-control')).toBeNull();
    expect(forged.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-us/products/lido');
  });

  it('marks per-visitor pages private', () => {
    for (const path of ['/account', '/it-it/checkout', '/checkout/cart', '/account/orders/R1']) {
      expect(proxy(request(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('clears a draft-mode cookie without a preview session only on a private answer', async () => {
    const response = await proxy(request('/products/lido', { headers: { cookie: `${DRAFT_MODE_COOKIE}=forged` } }));
    expect(response.cookies.get(DRAFT_MODE_COOKIE)?.maxAge).toBe(0);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
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

describe('card pictures’ short addresses (lib/images/card-image-address.ts)', () => {
  const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite');
  const waitFor = (answer: NextResponse | Promise<NextResponse>) => Promise.resolve(answer);

  it('rewrites /img/<width><path> to the optimiser’s request for the commerce picture, under the image limit', async () => {
    const { serviceConfig } = await import('@/lib/config');
    const response = await waitFor(runProxy(request('/img/750/media/sofa/velvet-blush+brass/front-47179.jpg')));
    expect(response.status).toBe(200);
    const target = new URL(rewrite(response)!);
    expect(target.pathname).toBe('/_next/image');
    expect(Object.fromEntries(target.searchParams)).toEqual({ url: `${serviceConfig.spree.url}/media/sofa/velvet-blush+brass/front-47179.jpg`, w: '750', q: '75' });
  });

  it('answers 404, never the optimiser, for an address the loader does not write', async () => {
    for (const path of ['/img/700/media/a.jpg', '/img/750/media/%2e%2e/api/session', '/img/750']) {
      const response = await waitFor(runProxy(request(path)));
      expect(response.status, path).toBe(404);
      expect(rewrite(response), path).toBeNull();
    }
  });
});

describe('content pictures’ short addresses (lib/content/image-address.ts)', () => {
  const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite');
  const waitFor = (answer: NextResponse | Promise<NextResponse>) => Promise.resolve(answer);
  const FILE = '32a0422c0b2c4f6f8e1f6f2a9d7c1e5b3a4f6c8c-2400x1600.jpg';

  it('rewrites /cms/<width>/<file> to the content CDN’s picture, with the Accept header only', async () => {
    const { serviceConfig } = await import('@/lib/config');
    const { projectId, dataset, apiHost } = serviceConfig.sanity;
    const response = await waitFor(
      runProxy(request(`/cms/750/${FILE}?rect=0,100,2400,1400`, { headers: { accept: 'image/avif,image/webp,*/*', cookie: 'cm_session=secret; cm_auth=token', authorization: 'Bearer x' } })),
    );
    expect(response.status).toBe(200);
    expect(rewrite(response)).toBe(`${apiHost}/images/${projectId}/${dataset}/${FILE}?rect=0,100,2400,1400&w=750&auto=format`);
    // Next replaces the request's headers by the listed ones: the shopper's cookies never reach the CDN.
    expect(response.headers.get('x-middleware-override-headers')).toBe('accept');
    expect(forwarded(response, 'accept')).toBe('image/avif,image/webp,*/*');
    expect(forwarded(response, 'cookie')).toBeNull();
    // Next's server hands the proxy the query written again: a cut's commas as %2C.
    expect(rewrite(await waitFor(runProxy(request(`/cms/360/${FILE}?rect=0%2C100%2C2400%2C1400`))))).toBe(`${apiHost}/images/${projectId}/${dataset}/${FILE}?rect=0,100,2400,1400&w=360&auto=format`);
  });

  it('answers 404, never the CDN, for an address the loader does not write', async () => {
    for (const path of [`/cms/700/${FILE}`, `/cms/750/${FILE}?w=4000`, '/cms/750/a1b2c3d4e5f6-100x100.svg', `/cms/750/x/production/${FILE}`, `/cms/750/%2e%2e/x/${FILE}`, '/cms/750']) {
      const response = await waitFor(runProxy(request(path)));
      expect(response.status, path).toBe(404);
      expect(rewrite(response), path).toBeNull();
    }
    // A dot segment is resolved before the proxy sees the path: out of /cms/, it is a page's address like any other.
    expect(rewrite(await waitFor(runProxy(request('/cms/750/%2e%2e/%2e%2e/health'))))).toBe('http://localhost:3000/en-us/health');
  });
});
