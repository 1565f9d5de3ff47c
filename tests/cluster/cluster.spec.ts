import fs from 'node:fs';
import path from 'node:path';
import { expect, openLoginPanel, test } from '../../e2e/fixtures';
import { addressFormReady, fillGuestAddress, payByTestCard } from '../../e2e/support/checkout';
import { buyablePiece, buyAsGuest, clusterState, commerceDb, control, get, msUntil, shareable, storedAnswers, tokensFor, upstreamOf } from './support';

/**
 * Issue 34 item 3: two storefront instances behind nginx (load balancer and shared cache) sharing
 * Redis, proved through nginx as shoppers reach the shop — and on each instance directly where only
 * that tells the instances apart. In file order, on one worker: the last two kill an instance and
 * stop Redis (global-setup.ts starts and stops the cluster).
 */

/** The embedded services' webhook secrets (public defaults, accepted from the backend the cluster started). */
const SECRETS = {
  content: 'embedded-revalidate-secret',
  commerce: 'embedded-commerce-revalidate-secret',
  search: 'embedded-search-revalidate-secret',
};
/** A change must reach every instance within this (issue 34). */
const PROPAGATION_MS = 2_000;
/**
 * Through nginx, what its own copy may add: it keeps a page one second (deploy/nginx/cluster.conf,
 * CLUSTER_EDGE_SECONDS), counted in whole seconds, so a copy stored just before the change may live
 * almost two (measured: 0.4–2.07 s through nginx where the instances took 0.3–0.6 s).
 */
const THROUGH_NGINX_MS = PROPAGATION_MS + 1_000;
/** The trade variant of a page names its internal locale segment (`en-us--trade`) in its payload; a consumer page never does. */
const TRADE_VARIANT = /\b[a-z]{2}-[a-z]{2}--trade\b/;
const SOLD_OUT = 'Every piece of this edition has found a home';

function post(url: string, body: unknown, secret?: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret !== undefined ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Each instance serves `pagePath` from its own cache (so a change can only show through a revalidation). */
async function cachedOnEveryInstance(pagePath: string) {
  for (const origin of clusterState().instanceUrls) {
    await expect.poll(async () => (await get(`${origin}${pagePath}`)).headers.get('x-nextjs-cache'), { message: `${origin}${pagePath} from its cache`, timeout: 30_000 }).toBe('HIT');
  }
}

/**
 * How long `pagePath` took to show the change on each instance and through nginx, measured from now
 * (up to 15 s, so a miss says by how much); fails unless every one made it within the budget.
 */
async function propagation(pagePath: string, shows: (body: string) => boolean) {
  const { url, instanceUrls } = clusterState();
  const origins = [...instanceUrls, url];
  const times = await Promise.all(origins.map((origin) => msUntil(async () => shows((await get(`${origin}${pagePath}`)).body), 15_000)));
  const summary = origins.map((origin, i) => `${origin === url ? 'nginx' : origin} ${times[i] === null ? 'not within 15 s' : `${times[i]} ms`}`).join(', ');
  test.info().annotations.push({ type: 'propagation', description: summary });
  console.log(`propagation of ${pagePath}: ${summary}`);
  expect(times.every((ms, i) => ms !== null && ms <= (origins[i] === url ? THROUGH_NGINX_MS : PROPAGATION_MS)), summary).toBe(true);
}

/** A trade price as the page would write it (never in a shared page: only after load, for a trade account). */
const TRADE_PRICE = /Trade price \$\d|tradePrice\\*":\d/;

test('revalidation calls without the right secret are refused on every instance and through nginx', { tag: '@browserless' }, async () => {
  const { url, instanceUrls } = clusterState();
  const routes: [string, unknown, string][] = [
    ['/api/revalidate', { _type: 'homePage' }, SECRETS.content],
    ['/api/revalidate/commerce', { all: true }, SECRETS.commerce],
    ['/api/revalidate/search', { all: true }, SECRETS.search],
  ];
  for (const origin of [url, ...instanceUrls]) {
    for (const [route, body, secret] of routes) {
      const wrong = [undefined, '', 'wrong-secret', `${secret}x`, ...Object.values(SECRETS).filter((other) => other !== secret)];
      for (const attempt of wrong) {
        const response = await post(`${origin}${route}`, body, attempt);
        expect(response.status, `${origin}${route} with ${attempt === undefined ? 'no secret' : `"${attempt}"`}`).toBe(401);
        expect(response.headers.get('x-cache-status') ?? 'none', 'nginx never answers a webhook from its cache').not.toBe('HIT');
      }
    }
    // A secret in the address is refused even when it is right: addresses end up in access logs.
    expect((await post(`${origin}/api/revalidate?secret=${SECRETS.content}`, { _type: 'homePage' })).status).toBe(400);
  }
});

test('an order placed through one instance shows the piece sold out on both within 2 s, and through nginx within its one-second copy more', { tag: '@browserless' }, async () => {
  const { url } = clusterState();
  const piece = await buyablePiece(0);
  const db = commerceDb();
  try {
    // The last one left.
    db.prepare('UPDATE variants SET count_on_hand = 1 WHERE id = ?').run(piece.variantId);
  } finally {
    db.close();
  }
  const pagePath = `/products/${piece.slug}`;
  // Start from the page as the database has it now: in stock, and cached by both instances.
  expect((await post(`${url}/api/revalidate/commerce`, { products: [String(piece.id), piece.slug] }, SECRETS.commerce)).status).toBe(200);
  for (const origin of clusterState().instanceUrls) {
    await expect.poll(async () => (await get(`${origin}${pagePath}`)).body.includes('Add to bag') && !(await get(`${origin}${pagePath}`)).body.includes(SOLD_OUT), { timeout: 30_000 }).toBe(true);
  }
  await cachedOnEveryInstance(pagePath);
  expect((await get(`${url}${pagePath}`)).body.includes(SOLD_OUT), 'sold out through nginx before the order').toBe(false);

  // A guest buys it through the commerce API; the service tells the storefront through nginx, which
  // hands the call to one instance. Nobody calls either instance by hand.
  await buyAsGuest(piece.variantId, `cluster-order-${Date.now()}@example.test`);
  await propagation(pagePath, (body) => body.includes(SOLD_OUT));
});

test('a content change announced to one instance shows on both within 2 s, and through nginx within its one-second copy more', { tag: '@browserless' }, async () => {
  const { url, instanceUrls, dataDir } = clusterState();
  await cachedOnEveryInstance('/');
  const title = `Made by Hand, in Italy, edition ${Date.now()}`;

  // The editor publishes a new home-page title: the content service's dataset changes (the embedded
  // service reads its dataset when it starts)…
  const file = path.join(dataDir, 'content/production.ndjson');
  const documents = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const home = documents.find((doc) => doc._id === 'home');
  expect(home?.hero?.title?.en).toBeTruthy();
  home.hero.title.en = title;
  fs.writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  await control('/backend/restart');
  // …which no page shows until the webhook comes: each instance serves its cached home.
  for (const origin of [...instanceUrls, url]) expect((await get(`${origin}/`)).body.includes(title), `${origin} before the webhook`).toBe(false);

  // The webhook reaches one instance.
  const response = await post(`${instanceUrls[0]}/api/revalidate`, { _type: 'homePage' }, SECRETS.content);
  expect(await response.json()).toEqual({ revalidated: ['content:homePage'] });
  await propagation('/', (body) => body.includes(title));
});

test('a trade user, a guest, a trade user: each gets its own variant, and nginx stores nothing of a visitor', { tag: '@browserless' }, async () => {
  const { url } = clusterState();
  const tokens = await tokensFor('trade@casamaestri.test');
  const trade = `auth_token=${tokens.access_token}; shop_audience=trade`;
  const piece = await buyablePiece(5);
  const pages = ['/', `/products/${piece.slug}`, '/it-it'];
  const tradePrices = `/api/search/trade-prices?ids=${piece.id}&currency=USD`;

  for (const pagePath of pages) {
    const first = await get(`${url}${pagePath}`, { cookie: trade });
    expect(first.status).toBe(200);
    expect(TRADE_VARIANT.test(first.body), `trade ${pagePath} is the trade variant`).toBe(true);
    expect((await get(`${url}${tradePrices}`, { cookie: trade })).body).toMatch(/"prices"/);

    // Guests, one with a forged audience cookie, get the consumer page, from nginx's cache or not.
    for (const cookie of [undefined, 'shop_audience=trade', 'shop_audience=trade; hp=trade']) {
      const guest = await get(`${url}${pagePath}`, { cookie });
      expect(guest.status).toBe(200);
      expect(TRADE_VARIANT.test(guest.body), `guest (${cookie ?? 'no cookie'}) ${pagePath} is the trade variant`).toBe(false);
      expect(TRADE_PRICE.test(guest.body), `guest (${cookie ?? 'no cookie'}) ${pagePath} shows a trade price`).toBe(false);
      expect(guest.setCookies, 'a guest is given no cookie of anyone').toEqual([]);
      const prices = await get(`${url}${tradePrices}`, { cookie });
      expect(prices.status, 'trade prices are for trade accounts only').toBe(403);
    }

    const again = await get(`${url}${pagePath}`, { cookie: trade });
    expect(TRADE_VARIANT.test(again.body), `trade again ${pagePath} is the trade variant`).toBe(true);
    if (pagePath === '/') expect(again.body.includes('data-document="home-trade"'), 'the trade home').toBe(true);
  }
  expect((await get(`${url}/`)).body.includes('data-document="home"'), 'the consumer home').toBe(true);

  const stored = storedAnswers();
  expect(stored.map((s) => s.key).filter((key) => pages.some((p) => key.endsWith(p))).length, 'nginx keeps the guest pages').toBeGreaterThan(0);
  for (const answer of stored) {
    expect(answer.head, `stored ${answer.key}`).not.toMatch(/^set-cookie:/im);
    expect((answer.head + answer.body).includes(tokens.access_token), `stored ${answer.key} holds the token`).toBe(false);
    expect(TRADE_VARIANT.test(answer.body), `stored ${answer.key} is a trade page`).toBe(false);
    expect(TRADE_PRICE.test(answer.body) || answer.body.includes('"prices"'), `stored ${answer.key} holds trade prices`).toBe(false);
  }
});

test('a token refreshed while browsing cached pages keeps the shopper signed in, and reaches no one else', { tag: '@browserless' }, async () => {
  const { url, backendUrl } = clusterState();
  const tokens = await tokensFor('consumer@casamaestri.test');
  const piece = await buyablePiece(6);
  const pages = ['/', `/products/${piece.slug}`, '/it-it'];
  for (const pagePath of pages) await get(`${url}${pagePath}`); // cached for guests, in nginx and the instances

  // The access token expires in 30 s: due for refresh (a minute early). The shopper browses cached
  // pages and the page reads the visitor after load, as a browser does; wherever the refresh
  // happens, the answer that carries the new pair is the shopper's alone.
  const jar = new Map([
    ['auth_token', tokens.access_token],
    ['auth_token_data', JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_at: Math.floor(Date.now() / 1000) + 30 })],
  ]);
  const cookie = () => [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const answersWithCookies: string[] = [];
  for (const pagePath of [...pages, '/api/visitor?locale=en-us', ...pages]) {
    const answer = await get(`${url}${pagePath}`, { cookie: cookie() });
    expect(answer.status, pagePath).toBe(200);
    if (answer.setCookies.length === 0) continue;
    answersWithCookies.push(pagePath);
    expect(shareable(answer.headers.get('cache-control')), `${pagePath} sets cookies with Cache-Control: ${answer.headers.get('cache-control')}`).toBe(false);
    expect(answer.headers.get('x-cache-status'), `${pagePath} sets cookies`).not.toBe('HIT');
    for (const line of answer.setCookies) {
      const [name, ...value] = line.split(';')[0].split('=');
      if (name === 'auth_token' || name === 'auth_token_data') jar.set(name, decodeURIComponent(value.join('=')));
    }
  }
  expect(jar.get('auth_token'), `refreshed by ${answersWithCookies.join(', ') || 'no answer'}`).not.toBe(tokens.access_token);
  const newTokens = [jar.get('auth_token')!, JSON.parse(jar.get('auth_token_data')!).refresh_token as string];

  // Still signed in: the visitor read says so, the account page is the account's, the service knows the token.
  expect((await (await fetch(`${url}/api/visitor?locale=en-us`, { headers: { cookie: cookie() } })).json()).signedIn).toBe(true);
  expect((await get(`${url}/account`, { cookie: cookie() })).status, '/account signed in').toBe(200);
  expect((await fetch(`${backendUrl}/api/v2/storefront/account`, { headers: { authorization: `Bearer ${newTokens[0]}` } })).status, 'the refreshed token is the account').toBe(200);

  // Guests after them get the pages without a cookie or a token, and nginx stores none.
  const secrets = [tokens.access_token, tokens.refresh_token, ...newTokens];
  for (const pagePath of pages) {
    const guest = await get(`${url}${pagePath}`);
    expect(guest.setCookies).toEqual([]);
    for (const token of secrets) expect(guest.body.includes(token), `guest ${pagePath} holds a token`).toBe(false);
  }
  for (const answer of storedAnswers()) {
    expect(answer.head, `stored ${answer.key}`).not.toMatch(/^set-cookie:/im);
    for (const token of secrets) expect((answer.head + answer.body).includes(token), `stored ${answer.key} holds a token`).toBe(false);
  }
});

test('the sign-in limit holds across instances: attempts spread over both count together', async ({ page }) => {
  const email = `cluster-limit-${Date.now()}@example.test`;
  await page.addInitScript(() => window.localStorage.setItem('cm_signup_layer_dismissed', '1'));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await openLoginPanel(page, false);
  const panel = page.getByRole('dialog');
  await panel.getByLabel('E-mail').fill(email);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByLabel('Password').fill('wrong-password');
  const [first] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && !!response.request().headers()['next-action']),
    panel.getByRole('button', { name: 'Log in', exact: true }).click(),
  ]);
  await expect(panel.getByText('The e-mail or the password is not correct.')).toBeVisible();

  // The same sign-in sent ten times more at once, through nginx, which spreads them over both
  // instances. Ten attempts a quarter of an hour per e-mail from one client (RATE_RULES.signIn):
  // the eleventh is refused, whichever instance counts it.
  const request = first.request();
  const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !['host', 'content-length', 'connection'].includes(name) && !name.startsWith(':')));
  const body = new Uint8Array(request.postDataBuffer()!);
  const answers = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const response = await fetch(request.url(), { method: 'POST', headers, body });
      return { upstream: response.headers.get('x-upstream'), status: response.status, body: await response.text() };
    }),
  );
  const upstreams = new Set(answers.map((answer) => answer.upstream));
  expect(upstreams.size, `attempts answered by ${[...upstreams].join(', ')}`).toBe(clusterState().instanceUrls.length);
  const outcomes = answers.map((answer) => (answer.body.includes('"rateLimited"') ? 'rateLimited' : answer.body.includes('"invalidCredentials"') ? 'invalidCredentials' : 'other'));
  const told = answers.map((a, i) => `${a.upstream} ${outcomes[i]}${outcomes[i] === 'other' ? ` (${a.status}: ${a.body.slice(0, 160)})` : ''}`).join(', ');
  expect(outcomes.toSorted(), `attempts 2–11: ${told}`).toEqual([...Array(9).fill('invalidCredentials'), 'rateLimited']);
});

test('one instance killed: shoppers keep browsing and checking out through nginx, with no error page', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const { url, instanceUrls } = clusterState();
  const survivor = `127.0.0.1:${new URL(instanceUrls[0]).port}`;
  const failures: string[] = [];
  const upstreams = new Set<string>();
  page.on('response', (response) => {
    if (!response.url().startsWith(url)) return;
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
    const upstream = response.headers()['x-upstream'];
    if (upstream) upstreams.add(upstream);
  });
  await page.addInitScript(() => window.localStorage.setItem('cm_signup_layer_dismissed', '1'));
  await control('/instances/1/kill');

  const piece = await buyablePiece(10);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/products/${piece.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The bag opens at once; its line is the service's answer, which the shopper waits for before
  // going on (leaving earlier, the answer and its cart cookie never reached the browser).
  const added = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/cart/items');
  await page.getByRole('button', { name: 'Add to bag' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  expect((await added).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Your bag' }).locator(`a[href$="/products/${piece.slug}"]`).first()).toBeVisible();
  await page.goto('/checkout/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/login$/);
  await page.getByRole('link', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const main = page.locator('main');
  await addressFormReady(main);
  await fillGuestAddress(main, {
    email: `cluster-survivor-${Date.now()}@example.test`, firstName: 'Giulia', lastName: 'Conti', address1: '62 Greene Street',
    zipcode: '10012', city: 'New York', state: 'NY', country: 'US', phone: '+1 212 555 0142',
  });
  const place = await payByTestCard(main, 'Giulia Conti');
  await place.click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await a11y.check(page);

  expect(failures, 'no answer of 500 or more').toEqual([]);
  // nginx names every instance it tried: the dead one at most before the survivor, never alone.
  for (const upstream of upstreams) expect(upstream.split(', ').at(-1)).toBe(survivor);
});

test('Redis stopped: pages still answer, through nginx and on the instance', { tag: '@browserless' }, async () => {
  const { url, instanceUrls } = clusterState();
  await control('/redis/stop');
  const tokens = await tokensFor('consumer@casamaestri.test');
  // A page no test rendered yet (rendered now, without Redis), and pages already cached.
  const fresh = await buyablePiece(20);
  const pages = [`/products/${fresh.slug}`, '/', '/it-it', '/en-gb'];
  for (const pagePath of pages) {
    // Through nginx from its cache or not (a shop_audience cookie always reaches an instance), and on the instance.
    for (const [origin, cookie] of [[url, undefined], [url, `auth_token=${tokens.access_token}; shop_audience=consumer`], [instanceUrls[0], undefined]] as const) {
      const answer = await get(`${origin}${pagePath}`, { cookie });
      expect(answer.status, `${origin}${pagePath}${cookie ? ' signed in' : ''}`).toBe(200);
      expect(/<h1[\s>]/.test(answer.body), `${origin}${pagePath} has its heading`).toBe(true);
    }
  }
  // Revalidation still answers (the tags expire where they can).
  expect((await post(`${url}/api/revalidate`, { _type: 'homePage' }, SECRETS.content)).status).toBe(200);
  expect(upstreamOf(await get(`${url}/api/visitor`))).toBeTruthy();
});
