import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every URL in the shop's Cache Storage, as path + query. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls;
  });
}

test('the service worker registers after load, keeps static assets, and shows the offline page in the visitor\'s language', async ({ page, context, a11y }) => {
  test.slow(); // many pages, and the page's load event waits for every image
  await page.goto('/it-it');
  // Registered once the page has loaded and the browser is idle; it then takes control of the open page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/service-worker\.js$/);

  // Personal pages and answers, visited online while the worker is in control.
  await page.goto('/it-it/categories/furniture/seating?sort=price_asc');
  await page.goto('/account');
  await page.goto('/it-it/checkout');
  expect(await page.evaluate(() => fetch('/api/visitor').then((r) => r.ok))).toBe(true);
  await page.goto('/de-de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  const cached = await cachedUrls(page);
  expect(cached.some((url) => url.startsWith('/_next/static/'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/offline.html')).sort()).toEqual(['de', 'en', 'es', 'fr', 'it'].map((l) => `/offline.html?lang=${l}`));
  // Only static assets, icons and the offline pages: no page, no API answer, nothing personal.
  expect(cached.filter((url) => !/^\/(_next\/static\/|offline\.html\?lang=[a-z]{2}$|icon\.svg|apple-icon|favicon\.ico)/.test(url))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/it-it/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sei offline');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('link', { name: 'Riprova' })).toBeVisible();
  await a11y.check(page);

  await page.goto('/de-de/magazine');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind offline');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');

  // Back online, the same address is the shop again: the offline page was never stored in its place.
  await context.setOffline(false);
  await page.goto('/it-it/about');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sei offline');
  expect((await cachedUrls(page)).some((url) => url.includes('about'))).toBe(false);
});

test('the service worker and its offline page are served uncached, with the shop\'s security headers', { tag: '@browserless' }, async ({ request }) => {
  const worker = await request.get('/service-worker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
  expect(await worker.text()).toMatch(/casa-maestri-static-/);

  const offline = await request.get('/offline.html?lang=fr');
  expect(offline.status()).toBe(200);
  expect(offline.headers()['x-robots-tag']).toBe('noindex');
  expect(await offline.text()).toContain('Vous êtes hors ligne');
});
