import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures';

type Page = import('@playwright/test').Page;
const grid = (page: Page) => page.locator('main ul').filter({ has: page.locator('article') }).first();
const count = (page: Page) => page.getByText(/^\d+ pieces$/);
const pieces = async (page: Page) => Number((await count(page).textContent())!.split(' ')[0]);

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('[data-hydrated]').waitFor();
  return response;
}

async function filters(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
  return isMobile ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
}

test.describe('listing interactions', () => {
  test('the first filter changes the listing in place: same elements, the drawer stays open, the URL follows', async ({ page, isMobile, a11y }) => {
    await open(page, '/categories/furniture');
    const total = await pieces(page);
    // Marks on the server-rendered elements: a remount would lose them.
    await page.locator('[data-listing]').evaluate((el) => el.setAttribute('data-mark', 'first-render'));
    await page.getByLabel('Sort by').evaluate((el) => el.setAttribute('data-mark', 'first-render'));

    const panel = await filters(page, isMobile);
    await panel.getByText('Shipping time').click();
    await panel.getByLabel('Within 4 weeks').check();
    await expect(page).toHaveURL(/\/categories\/furniture\?shipping=4w$/);
    await expect(count(page)).not.toHaveText(`${total} pieces`);
    await expect(page.getByRole('button', { name: 'Remove Within 4 weeks' })).toBeVisible();
    await expect(page.locator('[data-listing]')).toHaveAttribute('data-mark', 'first-render');
    await expect(page.getByLabel('Sort by')).toHaveAttribute('data-mark', 'first-render');
    // The drawer is still open for the next choice, which is added to the first.
    await expect(panel).toBeVisible();
    await panel.getByText('More', { exact: true }).click();
    const toggle = panel.getByRole('checkbox', { name: /Customisable/ });
    if (await toggle.isEnabled()) {
      await toggle.check();
      await expect(page).toHaveURL(/shipping=4w&customizable=1/);
    }
    if (isMobile) {
      await a11y.check(page);
      await page.keyboard.press('Escape');
    }
    // The cards still show the listing's choice.
    for (const text of (await grid(page).locator('article').allInnerTexts()).slice(0, 12)) expect(text).toMatch(/Ready to ship|Ships in [1-4] weeks?/);
    await a11y.check(page);
  });

  test('a filter ticked while the sort is still being rendered holds: the latest state wins', async ({ page, isMobile }) => {
    // The sort's answer is held until the tick is made, as a slow server or a busy phone would (CI once lost such a tick on /artisans).
    let releaseSort: () => void = () => {};
    const sortHeld = new Promise<void>((resolve) => (releaseSort = resolve));
    let actions = 0;
    await page.route('**/artisans?*', async (route) => {
      if (route.request().method() === 'POST' && route.request().headers()['next-action'] && actions++ === 0) await sortHeld;
      await route.continue();
    });
    await open(page, '/artisans');
    const artisans = page.getByText(/^\d+ artisans$/);
    const total = await artisans.textContent();
    await page.getByLabel('Sort by').selectOption({ label: 'Most recent' });
    await expect(page).toHaveURL(/\?sort=most_recent$/);
    await expect(page.locator('[data-listing]')).toHaveAttribute('aria-busy', 'true');

    const panel = await filters(page, isMobile);
    await panel.getByText('City').click();
    const city = panel.getByRole('checkbox').first();
    await city.check();
    await expect(page).toHaveURL(/\?city=[^&]+&sort=most_recent$/);
    releaseSort();
    await expect(page.locator('[data-listing]')).not.toHaveAttribute('aria-busy', 'true');
    await expect(city).toBeChecked();
    await expect(page).toHaveURL(/\?city=[^&]+&sort=most_recent$/);
    if (isMobile) await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await expect(artisans).not.toHaveText(total!);
    await expect(page.getByLabel('Sort by')).toHaveValue('most_recent');
  });

  test('back and forward across the first interaction restore each state, and so does a reload', async ({ page }) => {
    await open(page, '/categories/furniture');
    const total = await pieces(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/sort=price_desc/);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/sort=price_desc&ppage=2/);
    // The current page is a <span aria-current> whose name is visually hidden text, its figure hidden from screen readers.
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(/^Page 2, current page\s*2$/);

    await page.goBack();
    await expect(page).toHaveURL(/sort=price_desc$/);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(/^Page 1, current page\s*1$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/categories\/furniture$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('recommended');
    await expect(count(page)).toHaveText(`${total} pieces`);
    await page.goForward();
    await expect(page).toHaveURL(/sort=price_desc$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await page.goForward();
    await expect(page).toHaveURL(/ppage=2/);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(/^Page 2, current page\s*2$/);
    await page.reload();
    await page.locator('[data-hydrated]').waitFor();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(/^Page 2, current page\s*2$/);
  });

  test('the search field: typing searches, the suggestions come back when it is cleared', async ({ page }) => {
    await open(page, '/search');
    const field = page.getByRole('searchbox', { name: 'Search the collection' });
    await field.fill('table');
    await expect(page).toHaveURL(/\/search\?query=table$/);
    await expect(grid(page).locator('article').first()).toContainText(/table/i);
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
  });
});

test.describe('ppage out of range', () => {
  test('is answered at once with the canonical state, never sent to the search service', async ({ page }) => {
    for (const bad of ['1000002', 'abc', '0', '-3', '2.5']) {
      const response = await page.goto(`/categories/decor?ppage=${bad}`);
      expect(response?.status(), bad).toBe(200);
      await expect(page).toHaveURL(/\/categories\/decor$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Decor' })).toBeVisible();
      await expect(grid(page).locator('article').first()).toBeVisible();
    }
    // Within what the service answers but past the last page of these results: the last page.
    await page.goto('/categories/decor?shipping=ready&ppage=17');
    await expect(page).not.toHaveURL(/ppage=17/);
    await expect(page).toHaveURL(/shipping=ready/);
    await expect(grid(page).locator('article').first()).toBeVisible();
  });
});

/** A search service that accepts connections and never answers (or answers 503 when asked for "refuse"). */
function deadSearchService(): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      socket.on('data', (chunk) => {
        if (chunk.toString().includes('refuse')) socket.end('HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
      });
      socket.on('error', () => {});
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test.describe('search outage', () => {
  test.describe.configure({ mode: 'serial' });
  let dead: net.Server;
  let storefront: ChildProcess;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dead = await deadSearchService();
    const port = await freePort();
    const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
    // The same build and services (as scripts/serve-e2e.mjs starts them), but a search service that never answers.
    const root = path.resolve(__dirname, '..');
    storefront = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', 'localhost', '-p', String(port)], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        SPREE_API_URL: backend,
        SANITY_API_HOST: backend,
        ALGOLIA_HOST: `http://127.0.0.1:${(dead.address() as net.AddressInfo).port}`,
      },
    });
    origin = `http://localhost:${port}`;
    await expect.poll(() => fetch(`${origin}/countries`).then((r) => r.status, () => 0), { timeout: 120_000 }).toBe(200);
  });

  test.afterAll(() => {
    storefront?.kill('SIGTERM');
    dead?.close();
  });

  test('every listing answers "search unavailable" with a way back, in its language', async ({ page, a11y }) => {
    // States no other journey asks for, so no cached answer stands in for the dead service.
    const unique = `${Date.now()}${test.info().project.name}`;
    const cases = [
      { url: `/categories/decor?material=outage-${unique}`, text: 'Search is taking a rest. Please try again in a moment.', back: 'Back to the home page' },
      { url: `/search?query=refuse-${unique}`, text: 'Search is taking a rest. Please try again in a moment.', back: 'Back to the home page' },
      { url: `/artisans?city=outage-${unique}`, text: 'Search is taking a rest. Please try again in a moment.', back: 'Back to the home page' },
      { url: `/it-it/search?query=outage-${unique}`, text: 'La ricerca si sta riposando. Riprova tra un momento.', back: 'Torna alla home page' },
    ];
    for (const { url, text, back } of cases) {
      const response = await page.goto(`${origin}${url}`, { timeout: 30_000 });
      expect(response?.status(), url).toBe(200);
      const alert = page.getByRole('alert').filter({ hasText: text });
      await expect(alert, url).toBeVisible();
      await expect(alert.getByRole('link', { name: back })).toBeVisible();
    }
    await a11y.check(page);
  });
});
