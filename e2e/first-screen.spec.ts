import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { expect, layoutShiftSoFar, test } from './fixtures';

/**
 * Issue 39 item 1: on a 390 × 844 phone the product's first picture, its name, its price and its
 * main button are on the first screen, without scrolling, in every state of the piece — measured by
 * their boxes, on the piece of each state with the longest name (the worst case), chosen from the
 * commerce database the journey runs against.
 */
const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const SHOTS = '/work/shots/firstscreen';

/** Pieces a US visitor may buy (or could, but for stock): not on request, not trade or private only, shipped to the US. */
const SELLABLE = `p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND p.excluded_countries NOT LIKE '%"US"%'`;
const LONGEST = `ORDER BY length(t.name) DESC, p.id LIMIT 1`;
const FROM = `FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en' JOIN variants v ON v.product_id = p.id JOIN prices pr ON pr.variant_id = v.id AND pr.currency = 'USD'`;

function slugsByState() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'), { readonly: true });
  const one = (where: string) => (db.prepare(`SELECT t.slug AS slug ${FROM} WHERE ${where} ${LONGEST}`).get() as { slug: string }).slug;
  try {
    return {
      sale: one(`${SELLABLE} AND pr.compare_at_amount > pr.amount AND (v.count_on_hand > 0 OR v.backorderable = 1)`),
      madeToOrder: one(`${SELLABLE} AND v.backorderable = 1 AND v.count_on_hand <= 0 AND p.shipping_time BETWEEN 1 AND 16`),
      soldOut: one(`${SELLABLE} AND v.count_on_hand <= 0 AND v.backorderable = 0`),
      tradeOnly: one(`p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 1 AND p.excluded_countries NOT LIKE '%"US"%'`),
    };
  } finally {
    db.close();
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  // An island (components/ui/island.tsx) may put its part in place of the server's markup between the
  // two reads, leaving the old element detached for a moment: the locator then finds the part's.
  let box: Box | null = null;
  await expect.poll(async () => (box = await locator.boundingBox()), { message: 'a box on screen' }).not.toBeNull();
  return box!;
}

/** The first picture (loaded), the name, the price and the main button, each wholly inside the first screen. */
async function expectFirstScreen(page: Page, button: string, label: string, { wholePicture = true } = {}) {
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => window.scrollY), 'not scrolled').toBe(0);
  const main = page.getByRole('main');
  const picture = main.locator('img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  const parts = {
    picture,
    name: main.getByRole('heading', { level: 1 }),
    price: main.locator('section[aria-labelledby="product-title"] p').filter({ hasText: /\$[\d,]+/ }).first(),
    button: main.getByRole('button', { name: button, exact: true }),
  };
  const boxes: Record<string, Box> = {};
  for (const [part, locator] of Object.entries(parts)) {
    const box = await boxOf(locator);
    boxes[part] = box;
    expect(box.y, `${label}: the ${part}'s top (${Math.round(box.y)}) is on screen`).toBeGreaterThanOrEqual(0);
    // On a wide screen the picture is the page's tall left column: it starts on the first screen.
    if (part === 'picture' && !wholePicture) {
      expect(box.y, `${label}: the picture starts on the first screen`).toBeLessThan(viewport.height / 2);
      continue;
    }
    expect(box.y + box.height, `${label}: the ${part}'s bottom (${Math.round(box.y + box.height)}) is above the fold (${viewport.height})`).toBeLessThanOrEqual(viewport.height);
    expect(box.x, `${label}: the ${part} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label}: the ${part} ends on screen`).toBeLessThanOrEqual(viewport.width);
  }
  // The picture is a picture, not a sliver: a third of the screen's height at least.
  expect(boxes.picture!.height, `${label}: the picture's height`).toBeGreaterThanOrEqual(viewport.height / 4);
  return boxes;
}

// The 390 × 844 first screen: the phone project only (playwright.config.ts reads the tag).
test.describe('the product’s first screen on a phone (issue 39)', { tag: '@phone-only' }, () => {
  test('picture, name, price and Add to bag are above the fold for a piece on sale, made to order and sold out, without a shift', async ({ page, a11y }) => {
    test.setTimeout(120_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    const slugs = slugsByState();
    const cases = [
      { slug: slugs.sale, state: 'buy', label: 'on sale' },
      { slug: slugs.madeToOrder, state: 'buy', label: 'made to order' },
      { slug: slugs.soldOut, state: 'soldOut', label: 'sold out' },
    ];
    for (const { slug, state, label } of cases) {
      await page.goto(`/products/${slug}`);
      await expect(page.getByRole('main')).toHaveAttribute('data-purchase-state', state);
      if (label === 'on sale') await expect(page.getByRole('main').locator('section[aria-labelledby="product-title"] s')).toBeVisible();
      const boxes = await expectFirstScreen(page, 'Add to bag', label);
      test.info().annotations.push({ type: label, description: `${slug}: ${Object.entries(boxes).map(([k, b]) => `${k} ${Math.round(b.y)}–${Math.round(b.y + b.height)}`).join(', ')}` });
      // The frame's size is reserved before the picture arrives, the strip and breadcrumb keep their row: nothing moves.
      expect(await layoutShiftSoFar(page), `${label}: layout shift`).toBeLessThan(0.01);
      await page.screenshot({ path: `${SHOTS}/product-${label.replaceAll(' ', '-')}-390.png` });
    }
    await a11y.check(page);
  });

  test('a trade user sees the trade price and Add to bag above the fold; a trade-only piece shows its request button there', async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const slugs = slugsByState();
    // A guest on a trade-only piece: the request is the main button.
    await page.goto(`/products/${slugs.tradeOnly}`);
    await expect(page.getByRole('main')).toHaveAttribute('data-purchase-state', 'onRequest');
    await expectFirstScreen(page, 'Request this piece', 'trade only');
    await page.screenshot({ path: `${SHOTS}/product-trade-only-390.png` });

    const token = await (await request.post(`${backend}/spree_oauth/token`, { data: { grant_type: 'password', username: 'trade@casamaestri.test', password: 'Maestri-2026' } })).json();
    await context.addCookies([{ name: 'auth_token', value: token.access_token, url: baseURL! }]);
    await page.goto(`/products/${slugs.sale}`);
    const tradePrice = page.getByTestId('trade-price');
    await expect(tradePrice).toHaveText(/^Trade price \$[\d,]+/);
    const boxes = await expectFirstScreen(page, 'Add to bag', 'trade');
    const trade = await boxOf(tradePrice);
    expect(trade.y + trade.height, 'the trade price is above the fold').toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(trade.y).toBeGreaterThan(boxes.name!.y);
    await page.screenshot({ path: `${SHOTS}/product-trade-390.png` });
  });

  test('the top strip takes one row and the breadcrumb one line, in English and in Italian', async ({ page }) => {
    for (const [url, crumbsName] of [
      ['/products/lido-coffee-table-in-amber-murano-glass', 'Breadcrumbs'],
      ['/it-it/products/lido-coffee-table-in-amber-murano-glass', 'Percorso di navigazione'],
    ] as const) {
      await page.goto(url);
      // The strip is all there is above the header.
      const header = await boxOf(page.getByRole('banner').first());
      expect(header.y, `${url}: the strip is one row of 36 px`).toBeLessThanOrEqual(37);
      // The crumbs shown (the piece's own name, the heading below, is there for screen readers only).
      const tops = await page
        .getByRole('navigation', { name: crumbsName })
        .locator('li')
        .evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).filter((r) => r.width > 1).map((r) => Math.round(r.top)));
      expect(tops.length).toBeGreaterThan(2);
      expect(new Set(tops).size, `${url}: every crumb on the same line`).toBe(1);
    }
  });
});

test('on a wide screen the picture, name, price and Add to bag are on the first screen too', { tag: '@desktop-only' }, async ({ page }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const { sale, soldOut } = slugsByState();
  for (const [slug, label] of [[sale, 'on-sale'], [soldOut, 'sold-out']] as const) {
    await page.goto(`/products/${slug}`);
    await expectFirstScreen(page, 'Add to bag', label, { wholePicture: false });
    await page.screenshot({ path: `${SHOTS}/product-${label}-1440.png` });
  }
});
