import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Hardening in a real browser: the Content-Security-Policy lets every page type work with nothing
 * refused, the order token never reaches the browser (answers, HTML, RSC payloads), a malformed path
 * gets the shop's 400 page with its headers, and redirects stay on the shop.
 */
const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const LIDO = 'lido-coffee-table-in-amber-murano-glass'; // has a 3D model

/** Every CSP refusal the page meets: the DOM event, and Chrome's console message. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame|apply|evaluate|create)/i.test(message.text())) violations.push(message.text());
  });
  return async () => [...violations, ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[])];
}

test('home, a listing, a product with its 3D view, the bag and the checkout run under the policy with nothing refused', async ({ page, a11y }) => {
  test.setTimeout(150_000); // five pages, each scanned by axe, on a shared machine
  const refused = await watchCsp(page);

  const home = await page.goto('/');
  const policy = home!.headers()['content-security-policy'];
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(home!.headers()['strict-transport-security']).toBeUndefined(); // http here
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await a11y.check(page);
  expect(await refused()).toEqual([]);

  await page.goto('/categories/furniture/seating');
  await expect(page.locator('main').getByRole('link').filter({ has: page.locator('img') }).first()).toBeVisible();
  await page.locator('main img').first().scrollIntoViewIfNeeded();
  await a11y.check(page);
  expect(await refused()).toEqual([]);

  await page.goto(`/products/${LIDO}`);
  await page.getByRole('tab', { name: 'View in 3D' }).click();
  // The model comes from the commerce service: a 200 for it means connect-src let it through.
  const model = page.waitForResponse((r) => r.url().endsWith('.glb'), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Load the 3D view' }).click();
  expect((await model).status()).toBe(200);
  await a11y.check(page);
  expect(await refused()).toEqual([]);

  const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/items') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add to bag' }).first().click();
  expect((await added).status()).toBe(200); // the add must land before the page changes
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  await page.goto('/checkout/cart');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1 piece');
  await a11y.check(page);
  await page.goto('/checkout');
  await expect(page.getByLabel('First name')).toBeVisible();
  await a11y.check(page);
  expect(await refused()).toEqual([]);
});

test('the order token never reaches the browser: not in the add answer, the bag page, the checkout, nor their RSC payloads', async ({ page, context, a11y }) => {
  await page.goto('/test-cart');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/cart/items') && r.request().method() === 'POST');
  await page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to bag' }) }).first().getByRole('button', { name: 'Add to bag' }).click();
  const added = await (await answer).text();
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  await a11y.check(page);

  const token = (await context.cookies()).find((c) => c.name === 'guest_cart_token');
  expect(token?.httpOnly).toBe(true);
  expect(token!.value.length).toBeGreaterThan(8);
  // The token really is the order's: the commerce service shows the cart with it.
  const cart = await page.request.get(`${backend}/api/v2/storefront/cart`, { headers: { 'X-Spree-Order-Token': token!.value } });
  expect(cart.status()).toBe(200);

  expect(added).toContain('"itemCount":1');
  expect(added).not.toContain(token!.value);
  expect(added).not.toContain('"token"');

  for (const path of ['/checkout/cart', '/checkout']) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('self.__next_f');
    expect(html, path).not.toContain(token!.value);
    const rsc = await (await page.request.get(path, { headers: { RSC: '1' } })).text();
    expect(rsc, `${path} (RSC)`).not.toContain(token!.value);
  }
  await page.goto('/checkout/cart');
  expect(await page.content()).not.toContain(token!.value);
});

test('a malformed address answers the shop’s 400 page with its headers, not a bare 500', async ({ page, a11y }) => {
  for (const path of ['/%25', '/products/%E0%A4%A']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  const shown = await page.goto('/products/%E0%A4%A');
  expect(shown?.status()).toBe(400);
  await expect(page.getByRole('link', { name: 'Casa Maestri' }).first()).toBeVisible(); // the shop's page, not a bare text
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This address is not valid');
  await a11y.check(page);
  // In the language of the address's locale prefix, with the way home.
  await page.goto('/it-it/prodotti/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questo indirizzo non è valido');
  await expect(page.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute('href', '/it-it');
});

test('redirects stay on the shop, and HSTS is sent on https only', { tag: '@browserless' }, async ({ request, baseURL }) => {
  const response = await request.get('/api/preview/disable?redirect=/%09/evil.com/phish', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers()['location'], baseURL).origin).toBe(new URL(baseURL!).origin);
  const https = await request.get('/', { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
  expect(https.headers()['strict-transport-security']).toContain('max-age=');
});
