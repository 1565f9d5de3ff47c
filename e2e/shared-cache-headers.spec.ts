import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What a shared cache may keep (ADR 0017), read from the started build's own answers: a cache
 * (a CDN, nginx, Varnish) stores what says `s-maxage` and hands it to the next visitor, so such an
 * answer never sets a cookie nor holds a token; a trade-variant answer is private; no answer names
 * the internal path the proxy rewrote to. Each visitor is a request context with its own cookie jar,
 * as a browser would be.
 */
const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const LIDO = 'lido-coffee-table-in-amber-murano-glass';

/** One page of each kind, as visitors reach them (bare listings and a listing with state, a locale home). */
const SHARED_PAGES = ['/', '/it-it', `/products/${LIDO}`, '/categories/furniture', '/magazine/shop-the-look/the-amber-hour', '/landing/gifts-from-italy', '/search', '/search?query=sofa', '/login'];
const PER_VISITOR_PAGES = ['/account', '/checkout/cart', '/checkout'];

interface Token {
  access_token: string;
  refresh_token: string;
}

async function passwordGrant(request: APIRequestContext, email: string): Promise<Token> {
  const response = await request.post(`${backend}/spree_oauth/token`, { data: { grant_type: 'password', username: email, password: 'Maestri-2026' } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The session cookies the shop writes, with the access token past its expiry (spec §4: refreshed on the next request that needs it). */
function sessionCookies(token: Token, expiresAt: number) {
  const data = JSON.stringify({ access_token: token.access_token, refresh_token: token.refresh_token, expires_at: expiresAt });
  return { auth_token: token.access_token, auth_token_data: encodeURIComponent(data) };
}

type Visitor = { name: string; cookies: Record<string, string>; secrets: string[]; trade: boolean };

async function contextFor(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, baseURL: string, cookies: Record<string, string>) {
  const url = new URL(baseURL);
  return playwright.request.newContext({
    baseURL,
    maxRedirects: 0,
    storageState: {
      cookies: Object.entries(cookies).map(([name, value]) => ({ name, value, domain: url.hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const })),
      origins: [],
    },
  });
}

/** Every rule an answer must keep, whoever asked. */
async function expectStorableOnlyIfShareable(response: APIResponse, visitor: Visitor, label: string) {
  const headers = response.headersArray();
  const cacheControl = response.headers()['cache-control'] ?? '';
  const body = await response.text();
  // No header names an internal path (the variant segment or a listing's twin).
  expect(headers.map(({ name }) => name.toLowerCase()), label).not.toContain('x-middleware-rewrite');
  for (const { name, value } of headers) {
    if (name.toLowerCase() === 'link') continue; // preloads of the page's own assets
    expect(value, `${label}: ${name}`).not.toMatch(/--(trade|bare)\b|\/filtered(\/|\?|$)/);
  }
  if (/s-maxage|public/.test(cacheControl)) {
    expect(response.headers()['set-cookie'], `${label}: a shareable answer sets no cookie`).toBeUndefined();
    for (const secret of visitor.secrets) expect(body.includes(secret), `${label}: a shareable answer holds no token`).toBe(false);
    expect(body, `${label}: a shareable answer holds no trade price`).not.toMatch(/Trade price \$\d/);
    expect(body, `${label}: a shareable answer is not the trade variant`).not.toContain('data-document="home-trade"');
  }
  // Tokens are never in what the browser receives, private answers included.
  for (const secret of visitor.secrets) expect(body.includes(secret), `${label}: token in body`).toBe(false);
}

test.describe('what a shared cache may store', { tag: '@browserless' }, () => {
  test('every page kind, for every kind of visitor: no cookie or token on a shareable answer, trade answers private, no internal path', async ({ playwright, request, baseURL }) => {
    test.setTimeout(180_000);
    const consumer = await passwordGrant(request, 'consumer@casamaestri.test');
    const trade = await passwordGrant(request, 'trade@casamaestri.test');
    const expired = Math.floor(Date.now() / 1000) - 60;
    const visitors: Visitor[] = [
      { name: 'guest', cookies: {}, secrets: [], trade: false },
      { name: 'consumer with an expired access token', cookies: sessionCookies(consumer, expired), secrets: [consumer.access_token, consumer.refresh_token], trade: false },
      { name: 'trade user', cookies: { ...sessionCookies(trade, Math.floor(Date.now() / 1000) + 3600), shop_audience: 'trade' }, secrets: [trade.access_token, trade.refresh_token], trade: true },
      { name: 'forged audience cookie', cookies: { shop_audience: 'trade' }, secrets: [], trade: false },
      { name: 'forged audience and token', cookies: { shop_audience: 'trade', auth_token: 'forged-token' }, secrets: [], trade: false },
    ];
    for (const visitor of visitors) {
      const context = await contextFor(playwright, baseURL!, visitor.cookies);
      for (const path of [...SHARED_PAGES, ...PER_VISITOR_PAGES]) {
        const label = `${visitor.name} ${path}`;
        const response = await context.get(path);
        expect(response.status(), label).toBeLessThan(500);
        await expectStorableOnlyIfShareable(response, visitor, label);
        const cacheControl = response.headers()['cache-control'] ?? '';
        if (PER_VISITOR_PAGES.includes(path)) expect(cacheControl, label).toMatch(/private/);
        // The trade variant (a session and the trade audience cookie) is for its visitor only.
        else if (visitor.cookies.shop_audience === 'trade' && visitor.cookies.auth_token) expect(cacheControl, label).toBe('private, no-store');
        // Guests, consumers and a lone forged cookie share the consumer page, with Next's s-maxage.
        else if (path !== '/search?query=sofa') expect(cacheControl, label).toMatch(/s-maxage=\d+/);
      }
      // Flight data for a soft navigation follows the same rules (a page of the variant, a listing's twin).
      for (const path of ['/', '/search?query=sofa']) {
        const flight = await context.get(path, { headers: { rsc: '1' }, maxRedirects: 1 });
        await expectStorableOnlyIfShareable(flight, visitor, `${visitor.name} ${path} (flight data)`);
        if (visitor.trade) expect(flight.headers()['cache-control'], path).toBe('private, no-store');
      }
      await context.dispose();
    }
  });

  test('the trade home goes to the trade user only; a guest and a forged cookie get the consumer home', async ({ playwright, request, baseURL }) => {
    const trade = await passwordGrant(request, 'trade@casamaestri.test');
    const home = async (cookies: Record<string, string>) => {
      const context = await contextFor(playwright, baseURL!, cookies);
      const response = await context.get('/');
      const result = { cacheControl: response.headers()['cache-control'], body: await response.text() };
      await context.dispose();
      return result;
    };
    const tradeHome = await home({ ...sessionCookies(trade, Math.floor(Date.now() / 1000) + 3600), shop_audience: 'trade' });
    expect(tradeHome.body).toContain('data-document="home-trade"');
    expect(tradeHome.cacheControl).toBe('private, no-store');
    for (const cookies of [{}, { shop_audience: 'trade' }] as Record<string, string>[]) {
      const consumerHome = await home(cookies);
      expect(consumerHome.body).toContain('data-document="home"');
      expect(consumerHome.cacheControl).toMatch(/s-maxage/);
    }
  });

  test('hp=consumer is stored on a private redirect to the clean address, never on the cached page', async ({ playwright, baseURL }) => {
    const context = await contextFor(playwright, baseURL!, {});
    const response = await context.get('/?hp=consumer&utm_source=news');
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe('/?utm_source=news');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(response.headers()['set-cookie']).toMatch(/^hp=consumer;.*Max-Age=86400/);
    const page = await context.get('/?utm_source=news');
    expect(page.headers()['set-cookie']).toBeUndefined();
    await context.dispose();
  });

  test('a shopper whose access token expired browses cached pages and is still signed in on /account', async ({ playwright, request, baseURL }) => {
    const token = await passwordGrant(request, 'consumer@casamaestri.test');
    const context = await contextFor(playwright, baseURL!, sessionCookies(token, Math.floor(Date.now() / 1000) - 60));
    for (const path of ['/', `/products/${LIDO}`, '/categories/furniture']) {
      const page = await context.get(path);
      expect(page.headers()['cache-control'], path).toMatch(/s-maxage/);
      expect(page.headers()['set-cookie'], path).toBeUndefined();
      // What every page reads after load: private, and where the refresh happens.
      const visitor = await context.get('/api/visitor?locale=en-us');
      expect(visitor.headers()['cache-control']).toBe('private, no-store');
      expect((await visitor.json()).signedIn, path).toBe(true);
    }
    const jar = Object.fromEntries((await context.storageState()).cookies.map(({ name, value }) => [name, value]));
    expect(jar.auth_token).toBeTruthy();
    expect(jar.auth_token).not.toBe(token.access_token);
    expect(JSON.parse(decodeURIComponent(jar.auth_token_data)).expires_at).toBeGreaterThan(Date.now() / 1000);

    const account = await context.get('/account');
    expect(account.status()).toBe(200);
    expect(account.headers()['cache-control']).toMatch(/private/);
    expect(await account.text()).toContain('Olivia');
    await context.dispose();
  });

  test('an expired access token is refreshed before a per-visitor page, on its private answer', async ({ playwright, request, baseURL }) => {
    const token = await passwordGrant(request, 'consumer@casamaestri.test');
    const context = await contextFor(playwright, baseURL!, sessionCookies(token, Math.floor(Date.now() / 1000) - 60));
    const account = await context.get('/account');
    expect(account.status()).toBe(200);
    expect(account.headers()['cache-control']).toBe('private, no-store');
    expect(account.headers()['set-cookie']).toMatch(/auth_token=/);
    expect(await account.text()).toContain('Olivia');
    await context.dispose();
  });
});

test.describe('soft navigation without the internal headers', () => {
  test('links between pages and a locale’s pages navigate in place, and no flight answer names an internal path', { tag: '@desktop-only' }, async ({ page }) => {
    test.setTimeout(240_000); // five first renders of cached pages on a fresh server
    const leaks: string[] = [];
    page.on('response', async (response) => {
      if (!(await response.request().headerValue('rsc'))) return;
      for (const { name, value } of await response.headersArray()) {
        if (/^x-(middleware-rewrite|nextjs-rewritten-)/i.test(name) || /--(trade|bare)\b|\/filtered(\/|\?|$)/.test(value)) leaks.push(`${response.url()} ${name}: ${value}`);
      }
    });
    /** Follows the first link matching `selector` and says whether the document stayed the same (a soft navigation). */
    const follow = async (from: string, selector: string) => {
      await page.goto(from);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const link = page.locator(selector).first();
      const href = (await link.getAttribute('href'))!;
      // A DOM click: the sign-up layer may open over the page, and this is about the router, not the pointer.
      await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
      await page.waitForURL((url) => url.pathname === href.split('?')[0]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), `${from} → ${href}`).toBe(true);
      return href;
    };
    // The header's menu and logo: links every page has, whatever the services answer.
    await follow('/', 'header a[href^="/categories/"]:visible');
    await follow('/categories/furniture', 'header a[href="/"]:visible');
    await follow('/it-it', 'header a[href^="/it-it/categories/"]:visible');
    const home = await follow('/it-it/categories/arredamento', 'header a[href="/it-it"]:visible');
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    expect(leaks).toEqual([]);
  });
});
