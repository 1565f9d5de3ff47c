import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { placeOrderThroughApi } from './support/api-order';

/**
 * Pages cached whole and shared (ADR 0012): what one visitor causes never reaches another's page,
 * each locale and currency is its own page, and a product change reaches the cached page once the
 * commerce service calls the revalidation route (which the embedded one does itself after an order
 * changes stock; a price changed in its database by hand needs the call made by hand).
 */
const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const LIDO = 'lido-coffee-table-in-amber-murano-glass';

async function signIn(request: APIRequestContext, context: BrowserContext, baseURL: string, email: string) {
  const token = await (await request.post(`${backend}/spree_oauth/token`, { data: { grant_type: 'password', username: email, password: 'Maestri-2026' } })).json();
  await context.addCookies([{ name: 'auth_token', value: token.access_token, url: baseURL }]);
}

/** The commerce service's call after a product changes, with its embedded secret. */
function revalidateProduct(request: APIRequestContext, id: number, slug: string) {
  return request.post('/api/revalidate/commerce', {
    headers: { authorization: 'Bearer embedded-commerce-revalidate-secret' },
    data: { products: [String(id), slug] },
  });
}

/** The search service's call once its indexes changed, with its embedded secret. */
function revalidateListings(request: APIRequestContext) {
  return request.post('/api/revalidate/search', {
    headers: { authorization: 'Bearer embedded-search-revalidate-secret' },
    data: { indexes: ['products', 'artisans'] },
  });
}

/** A product's US dollar price in the commerce database (cents), read and changed as its operator would. */
function usdPrices(db: Database.Database) {
  const select = db.prepare("SELECT amount FROM prices WHERE currency = 'USD' AND variant_id = (SELECT id FROM variants WHERE product_id = ?)");
  const update = db.prepare("UPDATE prices SET amount = ? WHERE currency = 'USD' AND variant_id = (SELECT id FROM variants WHERE product_id = ?)");
  return {
    get: (id: number) => (select.get(id) as { amount: number }).amount,
    set: (id: number, amount: number) => update.run(amount, id),
  };
}

/** How the product page shows a dollar amount given in cents. */
const shownUsd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);

test.describe('pages served from the shared cache', () => {
  test('a trade user sees trade prices, and the guest served the same page afterwards never does', async ({ page, context, request, baseURL, browser, isMobile }) => {
    await signIn(request, context, baseURL!, 'trade@casamaestri.test');
    await page.goto(`/products/${LIDO}`);
    // The visitor answer moves a trade account to the trade pages; its browser then reads the trade price.
    await expect(page.getByTestId('trade-price')).toHaveText(/^Trade price \$[\d,]+/);
    const tradeHtml = await (await page.request.get(`/products/${LIDO}`)).text();
    // Even the trade variant's HTML holds no trade price: it is shared by every trade visitor.
    expect(tradeHtml).not.toMatch(/Trade price \$\d/);

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const response = await guestPage.goto(`/products/${LIDO}`);
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const html = await response!.text();
    expect(html).not.toMatch(/Trade price \$\d/);
    expect(html).not.toMatch(/tradePrice\\*":\d/);
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(/Lido coffee table/);
    await expect(guestPage.getByTestId('trade-price')).toHaveCount(0);
    if (!isMobile) await expect(guestPage.getByRole('banner').getByRole('link', { name: 'Trade' })).toBeVisible();
    await guest.close();
  });

  test('a signed-in shopper and a guest get the same cached page; the account shows after load', async ({ page, context, request, baseURL }) => {
    const guestResponse = await request.get('/it-it');
    const guestHtml = await guestResponse.text();
    expect(guestResponse.headers()['cache-control']).toMatch(/s-maxage/);

    await signIn(request, context, baseURL!, 'consumer@casamaestri.test');
    const signedIn = await page.request.get('/it-it');
    expect(signedIn.headers()['cache-control']).toMatch(/s-maxage/);
    const html = await signedIn.text();
    // Nothing of the shopper is in the shared HTML.
    expect(html).not.toContain('consumer@casamaestri.test');
    expect(html.length).toBeGreaterThan(guestHtml.length * 0.9);
    expect(html.length).toBeLessThan(guestHtml.length * 1.1);

    await page.goto('/it-it');
    // (Phones show it in the menu's foot; the header keeps the element either way.)
    await expect(page.getByTestId('header-account')).toBeAttached();
    await expect(page.getByTestId('header-login')).toHaveCount(0);
  });

  test('each locale is its own cached page, in its own language and currency', { tag: '@browserless' }, async ({ request }) => {
    const expectations: [string, RegExp, string][] = [
      [`/products/${LIDO}`, /\$[\d,]+/, 'lang="en-US"'],
      ['/it-it/products/tavolino-lido-in-vetro-di-murano-ambra', /[\d.]+\s€/, 'lang="it-IT"'],
      [`/en-gb/products/${LIDO}`, /£[\d,]+/, 'lang="en-GB"'],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [url, price, lang] of expectations) {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(lang);
        expect(html).toMatch(price);
      }
    }
  });

  test('a price change reaches the cached product page after the commerce service calls the revalidation route', { tag: '@browserless' }, async ({ request, isMobile }) => {
    // One piece per project (they run in parallel), shown by no other journey.
    const id = isMobile ? 9 : 7;
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'));
    try {
      const { slug } = (await (await request.get(`${backend}/api/v2/storefront/products/${id}`)).json()).data.attributes as { slug: string };
      const url = `/products/${slug}`;
      const prices = usdPrices(db);
      // A dollar more, so no listing's order changes; amounts are cents.
      const newAmount = prices.get(id) + 100;
      const shown = shownUsd(newAmount);
      expect(await (await request.get(url)).text()).not.toContain(shown);
      // Cached: a second read is the same page.
      expect((await request.get(url)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

      // The operator changes the price in the commerce service …
      prices.set(id, newAmount);
      expect(await (await request.get(url)).text()).not.toContain(shown);

      // … which calls the storefront with the product's id and slugs (with its secret), and the next visitor sees it.
      const refused = await request.post('/api/revalidate/commerce', { data: { products: [String(id), slug] } });
      expect(refused.status()).toBe(401);
      const revalidated = await revalidateProduct(request, id, slug);
      expect(await revalidated.json()).toEqual({ revalidated: [`commerce:product:${id}`, `commerce:product:${slug}`] });
      // The page may have been regenerating when the call came (a prefetch in another journey made it
      // stale): that render read the old price and is stored after the call. The route expires the
      // tags again once such a render is done (EXPIRE_AGAIN_AFTER_MS), so the wait allows for it.
      await expect.poll(async () => (await (await request.get(url)).text()).includes(shown), { timeout: 30_000 }).toBe(true);
    } finally {
      db.close();
    }
  });

  test('a price change announced while the page is regenerating still reaches it', { tag: '@browserless' }, async ({ request, isMobile }) => {
    test.setTimeout(180_000);
    // One piece per project, shown by no other journey.
    const id = isMobile ? 10 : 8;
    const { slug } = (await (await request.get(`${backend}/api/v2/storefront/products/${id}`)).json()).data.attributes as { slug: string };
    const url = `/products/${slug}`;
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'));
    try {
      const prices = usdPrices(db);
      // The change lands at several moments of a regeneration: one of them falls after the render
      // read the price and before it stored the page (on a quiet machine, about 20 to 50 ms in).
      for (const delayMs of [0, 15, 30, 45, 60, 90]) {
        await request.get(url);
        await revalidateProduct(request, id, slug);
        // This visitor is served the stale page and starts its regeneration.
        const staleRead = request.get(url);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        const newAmount = prices.get(id) + 100;
        prices.set(id, newAmount);
        await revalidateProduct(request, id, slug);
        await staleRead;
        const shown = shownUsd(newAmount);
        await expect.poll(async () => (await (await request.get(url)).text()).includes(shown), { message: `${delayMs} ms into a regeneration`, timeout: 30_000 }).toBe(true);
      }
    } finally {
      db.close();
    }
  });

  test('an order that buys the last piece reaches the cached product page: the commerce service calls the revalidation route itself', { tag: '@browserless' }, async ({ request, isMobile }) => {
    // One piece per project (they run in parallel), from the end of the catalogue, where no other journey shops.
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'));
    let piece: { id: number; variantId: number };
    try {
      piece = db.prepare(`SELECT p.id, v.id AS variantId FROM products p JOIN variants v ON v.product_id = p.id
        WHERE p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND p.excluded_countries = '[]'
          AND v.backorderable = 0 AND v.count_on_hand > 0
        ORDER BY p.id DESC LIMIT 1 OFFSET ?`).get(isMobile ? 1 : 0) as { id: number; variantId: number };
      // The last one left.
      db.prepare('UPDATE variants SET count_on_hand = 1 WHERE id = ?').run(piece.variantId);
    } finally {
      db.close();
    }
    const { slug } = (await (await request.get(`${backend}/api/v2/storefront/products/${piece.id}`)).json()).data.attributes as { slug: string };
    const url = `/products/${slug}`;
    const soldOut = 'Every piece of this edition has found a home';
    // The build's page cache outlives the database: a run before this one may have left the page sold
    // out. Start from the page as the database has it now (one piece left).
    await revalidateProduct(request, piece.id, slug);
    await expect.poll(async () => (await (await request.get(url)).text()).includes(soldOut), { timeout: 30_000 }).toBe(false);
    expect((await request.get(url)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

    // A guest buys it through the commerce API; nobody calls the storefront by hand.
    await placeOrderThroughApi({ backend, variantId: piece.variantId, email: 'last-piece@example.test' });

    // The commerce service told the storefront, so the next visitors get the page afresh (without the
    // call, the cached page would keep offering the piece until its product read expires, minutes later).
    await expect.poll(async () => (await (await request.get(url)).text()).includes(soldOut), { timeout: 30_000 }).toBe(true);
  });
});

test.describe('listings served from the search cache', () => {
  test('a price change reaches a cached listing once the search service has indexed it: it calls the revalidation route itself', { tag: '@browserless' }, async ({ request, isMobile }) => {
    // One piece per project, in stock, from a part of the catalogue no other journey shops or reprices.
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'));
    try {
      const piece = db.prepare(`SELECT p.id, v.id AS variantId FROM products p JOIN variants v ON v.product_id = p.id
        WHERE p.id < 300 AND p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND p.excluded_countries = '[]'
          AND v.backorderable = 0
        ORDER BY p.id DESC LIMIT 1 OFFSET ?`).get(isMobile ? 1 : 0) as { id: number; variantId: number };
      db.prepare('UPDATE variants SET count_on_hand = 5 WHERE id = ?').run(piece.variantId);
      const prices = usdPrices(db);
      const oldAmount = prices.get(piece.id);
      const newAmount = oldAmount + 100;
      const { name } = (await (await request.get(`${backend}/api/v2/storefront/products/${piece.id}`)).json()).data.attributes as { name: string };
      const listing = `/search?query=${encodeURIComponent(name)}`;
      const shows = async (text: string) => (await (await request.get(listing)).text()).includes(text);
      // The search cache outlives the database: a run before this one may have left the listing with
      // another price. Then start from the listing as the database has it now, and let the route's
      // second expiry (10 s later, lib/cache/expire.ts) pass, or it would refresh the listing below.
      if (!(await shows(shownUsd(oldAmount)))) {
        await revalidateListings(request);
        await expect.poll(() => shows(shownUsd(oldAmount)), { timeout: 30_000 }).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 11_000));
      }

      // The operator raises the price by a dollar; the listing is cached, so it still shows the old one.
      prices.set(piece.id, newAmount);
      expect(await shows(shownUsd(newAmount))).toBe(false);

      // An order of that piece makes the commerce service announce it; the search service reads it
      // afresh, and once its indexes hold the new price it tells the storefront. Nobody calls by hand.
      await placeOrderThroughApi({ backend, variantId: piece.variantId, email: 'last-piece@example.test' });
      await expect.poll(() => shows(shownUsd(newAmount)), { timeout: 30_000 }).toBe(true);
    } finally {
      db.close();
    }
  });
});

