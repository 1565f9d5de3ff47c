import { expect, layoutShiftSoFar, signInInPanel, test } from './fixtures';

type Page = import('@playwright/test').Page;

/**
 * The wedding registry end to end (spec §2 registry edit and shared page, §3, §4, §8, §9): the owner's
 * page from the header or menu, the set-up form, a guest buying a gift, adding a piece from a
 * product page. The demo registry (registry@) is only read; every journey that changes a registry
 * makes its own shopper, so the mobile and desktop runs never share state.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const API = `${BACKEND}/api/v2/storefront`;
const PASSWORD = 'Atelier-Como-2026';
const DEMO_PASSWORD = 'Maestri-2026';
const SEEDED_TOKEN = 'sofia-and-james-2027-rinaldi-carter';
const MIX = "You can't mix wedding registry items and other items in the same order.";

const uniqueEmail = (tag: string, project: string) => `${tag}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const dialog = (page: Page) => page.getByRole('dialog');

async function createShopper(email: string) {
  const response = await fetch(`${API}/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Giulia', last_name: 'Conti' } }),
  });
  expect(response.ok).toBe(true);
}

async function bearerFor(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${BACKEND}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function api(bearer: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}/${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.status === 204 ? null : ((await response.json()) as { data: { id: string; attributes: Record<string, unknown> } });
}

/** Products anyone can buy, with their variant ids and slugs (the 400-product e2e seed). */
async function buyable(): Promise<{ variantId: string; slug: string; title: string }[]> {
  const fields = 'variant_id,slug,title,purchasable,in_stock,not_shoppable,can_supply,excluded_countries,b2b_only,b2c_only';
  const response = await fetch(`${API}/products?per_page=60&fields[product]=${fields}`);
  const body = (await response.json()) as { data: { attributes: Record<string, unknown> }[] };
  return body.data
    .map((p) => p.attributes)
    .filter((a) => a.purchasable && a.in_stock && !a.not_shoppable && a.can_supply && !a.b2b_only && !a.b2c_only && !(a.excluded_countries as string[]).length)
    .map((a) => ({ variantId: String(a.variant_id), slug: String(a.slug), title: String(a.title) }));
}

/** A fresh shopper with a registry (and, optionally, pieces in it), created through the commerce API. */
async function shopperWithRegistry(tag: string, project: string, pieces: string[] = []) {
  const email = uniqueEmail(tag, project);
  await createShopper(email);
  const bearer = await bearerFor(email);
  await api(bearer, 'POST', 'account/wedding_registry', { wedding_registry: { your_name: 'Giulia Conti', partner_name: 'Marco Bassi', wedding_date: '2028-09-16' } });
  for (const variantId of pieces) await api(bearer, 'POST', 'account/wedding_registry/add_item', { variant_id: variantId, quantity: 1 });
  return email;
}

async function signInFromPage(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await signInInPanel(dialog(page), email, password);
  await expect(dialog(page)).toBeHidden();
}

test('an unknown registry link is a 404', async ({ page }) => {
  const response = await page.goto('/wedding_registry/no-such-registry-token-anywhere');
  expect(response?.status()).toBe(404);
});

test.describe('wedding registry', () => {
  test('the couple open their registry from the header or menu: to buy, purchased and the share link', async ({ page, context, isMobile, a11y }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/account/wedding_registry/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Wedding registry' })).toBeVisible();
    await a11y.check(page); // the guest's prompt
    await signInFromPage(page, 'registry@casamaestri.test', DEMO_PASSWORD);
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await dialog(page).getByRole('link', { name: 'Wedding registry' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Wedding registry' }).click();
    }
    await expect(page).toHaveURL(/\/account\/wedding_registry\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sofia Rinaldi & James Carter' })).toBeVisible();
    await expect(page.getByText('Wedding day: June 12, 2027')).toBeVisible();
    const toBuy = page.getByTestId('registry-to-buy');
    const purchased = page.getByTestId('registry-purchased');
    await expect(toBuy.getByRole('heading', { level: 2, name: /To buy/ })).toBeVisible();
    await expect(purchased.getByRole('heading', { level: 2, name: /Purchased/ })).toBeVisible();
    // The seed: four pieces, one of the first two already given by a guest's completed order.
    await expect(toBuy.getByTestId('registry-item')).toHaveCount(4);
    await expect(toBuy.getByTestId('registry-item').first()).toContainText('1 of 2 purchased');
    // Issue 39: the gift bought is under "Purchased" too, never "No gifts have been bought yet".
    await expect(purchased.getByTestId('registry-item')).toHaveCount(1);
    await expect(purchased.getByTestId('registry-item')).toContainText('1 of 2 purchased');
    await expect(purchased.getByText('No gifts have been bought yet.')).toHaveCount(0);

    const link = page.getByTestId('registry-share-link');
    await expect(link).toHaveText(new RegExp(`/wedding_registry/${SEEDED_TOKEN}$`));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/wedding_registry/${SEEDED_TOKEN}$`));
    await a11y.check(page);
  });

  test('the owner changes a quantity and the wedding date', async ({ page, a11y }, info) => {
    const [piece] = await buyable();
    const email = await shopperWithRegistry('owner', info.project.name, [piece.variantId]);
    await page.goto('/account/wedding_registry/edit');
    await signInFromPage(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Giulia Conti & Marco Bassi' })).toBeVisible();
    const item = page.getByTestId('registry-to-buy').getByTestId('registry-item');
    await expect(item).toHaveCount(1);
    await expect(page.getByTestId('registry-purchased').getByText('No gifts have been bought yet.')).toBeVisible();

    // Typed before hydration, the field saves nothing; the save is idempotent, so the whole
    // type-save-reload is retried until the reloaded page reads the new quantity.
    await expect(async () => {
      const quantity = page.getByTestId('registry-item').getByRole('spinbutton');
      await quantity.fill('4');
      const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().headers()['next-action'] !== undefined, { timeout: 5_000 });
      await quantity.press('Enter');
      await saved;
      await page.reload();
      await expect(page.getByTestId('registry-item').getByRole('spinbutton')).toHaveValue('4', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Edit the details' }).click();
    const date = page.getByLabel('Wedding date');
    await expect(date).toHaveValue('2028-09-16');
    await date.fill('2001-05-20');
    await page.getByRole('button', { name: 'Save the details' }).click();
    await expect(page.getByText('The wedding date cannot be in the past')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Giulia Conti'); // nothing typed is lost
    await a11y.check(page);
    await date.fill('2028-10-07');
    await page.getByRole('button', { name: 'Save the details' }).click();
    await expect(page.getByText('Your registry has been updated.')).toBeVisible();
    await expect(page.getByText('Wedding day: October 7, 2028')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Wedding day: October 7, 2028')).toBeVisible();
  });

  test('a shopper without a registry: the how-to, "This field is required", then the registry and its header link', async ({ page, isMobile, a11y }, info) => {
    const email = uniqueEmail('new-couple', info.project.name);
    await createShopper(email);
    await page.goto('/account/wedding_registry/edit');
    await signInFromPage(page, email);
    await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Share the link' })).toBeVisible();
    await page.getByRole('button', { name: 'Create the registry' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await a11y.check(page);
    await page.getByLabel('Your name').fill('Giulia Conti');
    await page.getByLabel("Partner's name").fill('Marco Bassi');
    await page.getByLabel('Wedding date').fill('2028-09-16');
    await page.getByRole('button', { name: 'Create the registry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Giulia Conti & Marco Bassi' })).toBeVisible();
    await expect(page.getByText('Your registry is empty. Add pieces from any product page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discover the collection' })).toBeVisible();
    // The shell now offers the registry (header on desktop, menu on phones).
    if (isMobile) {
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect(dialog(page).getByRole('link', { name: 'Wedding registry' })).toBeVisible();
    } else {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Wedding registry' })).toBeVisible();
    }
  });

  test('a guest buys a gift from the shared registry; another piece cannot join it', async ({ page, a11y }) => {
    await page.goto(`/wedding_registry/${SEEDED_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sofia Rinaldi & James Carter' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The seeded gift: one of two still wished for (no piece is fully given, so no "Gifted" group).
    await expect(page.getByTestId('registry-to-buy').getByTestId('registry-item').first()).toContainText('1 still wished for');
    await a11y.check(page);

    const first = page.getByTestId('registry-to-buy').getByTestId('registry-item').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    await first.getByRole('button', { name: `Buy ${name} as a gift` }).click();
    const bag = page.getByRole('dialog', { name: 'Your bag' });
    await expect(bag.getByRole('link', { name })).toBeVisible();
    await page.keyboard.press('Escape');

    // The hint cookie (spec §9) brings the way back from anywhere in the shop.
    const [other] = (await buyable()).filter((p) => p.title !== name);
    await page.goto(`/products/${other.slug}`);
    const bar = page.getByTestId('registry-bar');
    await expect(bar).toContainText('You are choosing a gift for Sofia & James');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
    await page.getByRole('main').getByRole('button', { name: 'Add to bag' }).first().click();
    await expect(page.getByRole('main').getByRole('alert').first()).toHaveText(MIX);
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Back to their registry' }).click();
    await expect(page).toHaveURL(new RegExp(`/wedding_registry/${SEEDED_TOKEN}$`));
  });

  test('the owner adds a piece from a product page through the list panel', async ({ page, a11y }, info) => {
    const [piece] = await buyable();
    const email = await shopperWithRegistry('adder', info.project.name);
    await page.goto('/account/wedding_registry/edit');
    await signInFromPage(page, email);
    await expect(page.getByText('Your registry is empty. Add pieces from any product page.')).toBeVisible();

    await page.goto(`/products/${piece.slug}`);
    await page.getByRole('main').getByRole('button', { name: /Add to list/ }).first().click();
    const panel = dialog(page);
    await expect(panel.getByRole('heading', { name: 'Wedding registry' })).toBeVisible();
    await expect(panel.getByTestId('registry-panel-row')).toContainText('Giulia Conti & Marco Bassi');
    await a11y.check(page);
    await panel.getByRole('button', { name: 'Add to your wedding registry' }).click();
    await expect(panel.getByText('Added to your wedding registry.')).toBeVisible();
    await expect(panel.getByTestId('registry-panel-row')).toContainText('In your registry (1)');
    await page.keyboard.press('Escape');

    await page.goto('/account/wedding_registry/edit');
    const item = page.getByTestId('registry-to-buy').getByTestId('registry-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(piece.title);
  });
});
