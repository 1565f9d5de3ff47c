/**
 * Time from a click on "Add to bag" to the bag drawer showing the new line, in Chromium, over N
 * clicks (default 20), each on a fresh page of a fresh guest. Prints p50/p95 (and the first click,
 * which also loads the drawer's code). Needs the test build (the one `node scripts/serve-e2e.mjs` makes)
 * running with STOREFRONT_TEST_ROUTES=1:
 *
 *   node scripts/bench-add-to-cart.mjs --origin http://localhost:3810 --clicks 20
 */
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const origin = option('origin', 'http://localhost:3000');
const clicks = Number(option('clicks', 20));

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
/** Clicks "Add to bag" on the n-th piece and resolves with the ms until its line is in the open drawer. */
async function timedAdd(page, n) {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to bag' }) }).nth(n);
  const name = (await item.getByRole('heading').textContent()).trim();
  await item.getByRole('button', { name: 'Add to bag' }).hover();
  // Measured in the page: from the click to the frame where the line's link is in the drawer.
  return page.evaluate(
    ([productName]) =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.closest('li')?.querySelector('h2')?.textContent?.trim() === productName);
        const start = performance.now();
        const check = () => {
          const dialog = document.querySelector('dialog[open]');
          const link = dialog && [...dialog.querySelectorAll('a')].find((a) => a.textContent?.trim() === productName);
          if (link) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        button.click();
        requestAnimationFrame(check);
      }),
    [name],
  );
}

// Each sample is a fresh guest: the first add creates the cart (and its cookie), the second adds to it.
const firstAdd = [];
const nextAdd = [];
for (let i = 0; i < clicks; i += 1) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cm_signup_layer_dismissed', '1'));
  const page = await context.newPage();
  await page.goto(`${origin}/test-cart`, { waitUntil: 'networkidle' });
  firstAdd.push(await timedAdd(page, i % 4));
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  nextAdd.push(await timedAdd(page, (i + 1) % 4));
  await context.close();
}
await browser.close();

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: Math.round(pct(50)), p95: Math.round(pct(95)), min: Math.round(sorted[0]), max: Math.round(sorted.at(-1)) };
}
console.log(JSON.stringify({ clicks, newCart: summary(firstAdd), existingCart: summary(nextAdd) }));
