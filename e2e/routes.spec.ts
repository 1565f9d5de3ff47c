import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * The remaining screens of spec §2 (issue 20 items 6 and 7): /login, ?pid= on a listing, the guest
 * order-status lookup, the internal filters page, and visual search that finds the piece in its own
 * photo. Both widths, axe on every page.
 */
type Page = import('@playwright/test').Page;

const authPanel = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Log in or create an account' }) });

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('[data-hydrated]').first().waitFor();
  return response;
}

test.describe('/login', () => {
  test('opens the authentication panel over the home page when reached from elsewhere', async ({ page, a11y }) => {
    const response = await page.goto('/login', { referer: 'https://elsewhere.example/newsletter' });
    // A cached page like the others: nothing of the visitor is read on the server.
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    await expect(page).toHaveURL(/\/$/);
    await expect(authPanel(page)).toBeVisible();
    await a11y.check(page);
  });

  test('opens it over the page of the shop it was reached from, in that page’s language', async ({ page, baseURL }) => {
    test.slow();
    await page.goto('/it-it/login', { referer: `${baseURL}/it-it/artisans` });
    await expect(page).toHaveURL(/\/it-it\/artisans$/, { timeout: 30_000 });
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Accedi o crea un account' })).toBeVisible();
    // Closing it leaves the shopper on that page.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('pid on a listing', () => {
  test('brings the shopper back to the card, scrolled to and focused, on the cached listing', async ({ page, a11y }) => {
    await open(page, '/categories/furniture');
    const cards = page.locator('[data-listing] article[data-pid]');
    const id = await cards.nth(14).getAttribute('data-pid');
    const response = await open(page, `/categories/furniture?pid=${id}`);
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const card = page.locator(`article[data-pid="${id}"]`);
    await expect(card.getByRole('link').first()).toBeFocused();
    await expect(card).toBeInViewport();
    await expect(page).toHaveURL(/\/categories\/furniture$/);
    await a11y.check(page);
  });

  test('leaving through a card and coming back lands on that card; a card past the first 24 is shown too', async ({ page }) => {
    test.slow();
    await open(page, '/search');
    const cards = page.locator('[data-listing] article[data-pid]');
    await expect(cards).toHaveCount(24);
    const card = cards.nth(9);
    const id = await card.getAttribute('data-pid');
    await card.getByRole('link').first().click();
    // The listing's entry now names the card (pid), so coming back lands on it.
    await expect(page).toHaveURL(/\/products\//, { timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/, { timeout: 30_000 });
    await expect(page.locator(`article[data-pid="${id}"]`).getByRole('link').first()).toBeFocused();
    // A product further down the page's 60 hits: the rest of the page is shown to reach it.
    const far = await page.evaluate(async () => {
      const response = await fetch('/api/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'production_products', params: { query: '', hitsPerPage: 60, attributesToRetrieve: ['objectID'] } }] }),
      });
      const body = (await response.json()) as { results: { hits: { objectID: string }[] }[] };
      return body.results[0].hits[40].objectID;
    });
    await open(page, `/search?pid=${far}`);
    await expect(page.locator(`article[data-pid="${far}"]`).getByRole('link').first()).toBeFocused();
    await expect(page.locator(`article[data-pid="${far}"]`)).toBeInViewport();
  });
});

test.describe('guest order status', () => {
  test('an order number and its e-mail show the order; a wrong e-mail says nothing of it', async ({ page, a11y }) => {
    await page.goto('/order-status');
    await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
    const number = page.getByLabel('Order number');
    const email = page.getByRole('main').getByLabel('E-mail');
    const submit = page.getByRole('button', { name: 'Check the status' });
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: /^Required$/ })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /^Please enter your e-mail$/ })).toBeVisible();
    await number.fill('12345');
    await email.fill('eleanor.hughes@example');
    await submit.click();
    await expect(page.getByText('Order number is invalid (for example R123456789)')).toBeVisible();
    await expect(number).toHaveValue('12345');

    await number.fill('R270612001');
    await email.fill('someone.else@example.com');
    await submit.click();
    await expect(page.locator('#order-status-error')).toHaveText('We could not find an order with this number and e-mail address.');
    await expect(page.getByRole('main').getByRole('status')).not.toContainText('R270612001');

    await email.fill('Eleanor.Hughes@example.com');
    await submit.click();
    const result = page.getByRole('main').getByRole('status');
    await expect(result.getByRole('definition').first()).toHaveText('R270612001');
    await expect(result.getByText('Shipping')).toBeVisible();
    await a11y.check(page);
  });

  test('speaks the visitor’s language', async ({ page }) => {
    await page.goto('/de-de/order-status');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellstatus' })).toBeVisible();
    await page.getByLabel('Bestellnummer').fill('R270612001');
    await page.getByRole('main').getByLabel('E-Mail').fill('niemand@example.com');
    await page.getByRole('button', { name: 'Status prüfen' }).click();
    await expect(page.locator('#order-status-error')).toHaveText('Wir konnten keine Bestellung mit dieser Nummer und E-Mail-Adresse finden.');
  });
});

test.describe('internal filters page', () => {
  test('lists the facets with values, counts, URL parameters and filter strings, without the shell, out of search engines', async ({ page, a11y }) => {
    test.slow();
    await page.goto('/sanity-algolia-filters');
    await expect(page.getByRole('heading', { level: 1, name: 'Search filters for content links' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const material = page.locator('#products-material');
    await expect(material.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^material=/);
    await expect(material.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/^materials:".+"$/);
    await expect(page.locator('#products-editors_pick')).toContainText('filters.editorsPick');
    expect(await page.content()).not.toMatch(/trade_price/);
    await a11y.check(page);
    // The parameter is what a content link carries: the listing it opens is filtered by it.
    const href = await material.getByRole('row').nth(1).getByRole('link').getAttribute('href');
    await open(page, href!);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  });
});

test.describe('visual search', () => {
  test('"See similar pieces" opens the similar search; a product’s own photo finds it among the first three', async ({ page, request, a11y }) => {
    test.setTimeout(150_000);
    await page.goto('/products/lido-coffee-table-in-amber-murano-glass');
    const similarLink = page.getByRole('link', { name: 'See similar pieces' });
    const id = new URL((await similarLink.getAttribute('href'))!, 'http://x').searchParams.get('similar')!;
    const photo = await page.locator('meta[property="og:image"]').getAttribute('content');
    await similarLink.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?similar=${id}$`));
    const similar = page.getByRole('region', { name: 'Visually similar pieces' });
    await expect(similar.locator('article').first()).toBeVisible();
    await expect(similar.locator(`article[data-pid="${id}"]`)).toHaveCount(0);
    // A guest's cards carry no trade price.
    await expect(similar).not.toContainText('Trade');
    await a11y.check(page);

    // The shopper saved the product's photo and uploads it.
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'visual-')), 'IMG_1234.jpg');
    fs.writeFileSync(saved, await (await request.get(photo!)).body());
    await page.goto('/search');
    await page.locator('[data-hydrated]').first().waitFor();
    await page.getByLabel('Search by image').setInputFiles(saved);
    const found = page.getByRole('region', { name: 'Similar to your image' });
    // The first upload after a fresh start waits for the photos' signatures.
    await expect(found.locator('article').first()).toBeVisible({ timeout: 120_000 });
    const firstThree = await found.locator('article').evaluateAll((cards) => cards.slice(0, 3).map((c) => c.getAttribute('data-pid')));
    expect(firstThree).toContain(id);
  });
});

test.describe('prefetching', () => {
  test('product cards are prefetched within 200 px of the viewport, not before', async ({ page }) => {
    test.slow();
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers['next-router-prefetch'] || headers['rsc']) prefetched.add(new URL(request.url()).pathname);
    });
    await open(page, '/categories/furniture');
    const links = page.locator('[data-listing] article[data-pid] a[href^="/products/"]');
    const first = (await links.first().getAttribute('href'))!;
    const last = (await links.last().getAttribute('href'))!;
    await expect.poll(() => prefetched.has(first), { timeout: 30_000 }).toBe(true);
    expect(prefetched.has(last)).toBe(false);
    await links.last().scrollIntoViewIfNeeded();
    await expect.poll(() => prefetched.has(last), { timeout: 30_000 }).toBe(true);
  });
});

