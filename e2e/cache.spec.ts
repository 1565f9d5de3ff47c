import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Pages cached whole and shared (ADR 0012): what one visitor causes never reaches another's page,
 * each locale and currency is its own page, and a product change reaches the cached page once the
 * commerce service calls the revalidation route.
 */
const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const LIDO = 'lido-coffee-table-in-amber-murano-glass';

async function signIn(request: APIRequestContext, context: BrowserContext, baseURL: string, email: string) {
  const token = await (await request.post(`${backend}/spree_oauth/token`, { data: { grant_type: 'password', username: email, password: 'Maestri-2026' } })).json();
  await context.addCookies([{ name: 'auth_token', value: token.access_token, url: baseURL }]);
}

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

  test('each locale is its own cached page, in its own language and currency', async ({ request }) => {
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

  test('a price change reaches the cached product page after the commerce service calls the revalidation route', async ({ request, isMobile }) => {
    // One piece per project (they run in parallel), shown by no other journey.
    const id = isMobile ? 9 : 7;
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'));
    try {
      const { slug } = (await (await request.get(`${backend}/api/v2/storefront/products/${id}`)).json()).data.attributes as { slug: string };
      const url = `/products/${slug}`;
      const price = db.prepare("SELECT amount FROM prices WHERE currency = 'USD' AND variant_id = (SELECT id FROM variants WHERE product_id = ?)");
      // A dollar more, so no listing's order changes; amounts are cents.
      const newAmount = (price.get(id) as { amount: number }).amount + 100;
      const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(newAmount / 100);
      expect(await (await request.get(url)).text()).not.toContain(shown);
      // Cached: a second read is the same page.
      expect((await request.get(url)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

      // The operator changes the price in the commerce service …
      db.prepare("UPDATE prices SET amount = ? WHERE currency = 'USD' AND variant_id = (SELECT id FROM variants WHERE product_id = ?)").run(newAmount, id);
      expect(await (await request.get(url)).text()).not.toContain(shown);

      // … which calls the storefront with the product's id and slugs (with its secret), and the next visitor sees it.
      const refused = await request.post('/api/revalidate/commerce', { data: { products: [String(id), slug] } });
      expect(refused.status()).toBe(401);
      const revalidated = await request.post('/api/revalidate/commerce', {
        headers: { authorization: 'Bearer embedded-commerce-revalidate-secret' },
        data: { products: [String(id), slug] },
      });
      expect(await revalidated.json()).toEqual({ revalidated: [`commerce:product:${id}`, `commerce:product:${slug}`] });
      await expect.poll(async () => (await (await request.get(url)).text()).includes(shown)).toBe(true);
    } finally {
      db.close();
    }
  });
});
