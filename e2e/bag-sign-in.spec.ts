import type { Page } from '@playwright/test';
import { expect, openLoginPanel, signInInPanel, test } from './fixtures';

/**
 * Where the product page, the bag and accounts meet (issues 7, 8 and 9): adding from the product page
 * opens the bag with the new line, and a guest's bag survives signing in, merged with the account's own
 * cart (spec §4: the guest cart is associated with the account and the guest token cleared).
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const API = `${BACKEND}/api/v2/storefront`;
const PASSWORD = 'Atelier-Como-2026';
const LIDO = 'lido-coffee-table-in-amber-murano-glass';
const SOFA = 'burano-sofa-in-ivory-boucle-and-walnut';

const bag = (page: Page) => page.getByRole('dialog', { name: 'Your bag' });

interface ServiceAnswer {
  access_token?: string;
  data?: { attributes: { variant_id: string } };
}

async function json(response: Response): Promise<ServiceAnswer> {
  expect(response.ok, `${response.url} answered ${response.status}`).toBe(true);
  return (await response.json()) as ServiceAnswer;
}

/** A new shopper whose account cart already holds one sofa, made through the commerce API. */
async function shopperWithASofaInTheirCart(tag: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await json(
    await fetch(`${API}/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Marta', last_name: 'Ricci' } }),
    }),
  );
  const token = await json(
    await fetch(`${BACKEND}/spree_oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: email, password: PASSWORD }),
    }),
  );
  const auth = { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' };
  const sofa = await json(await fetch(`${API}/products/${SOFA}?currency=USD&country=US&locale=en`));
  await json(await fetch(`${API}/cart`, { method: 'POST', headers: auth, body: JSON.stringify({ currency: 'USD' }) }));
  await json(
    await fetch(`${API}/cart/add_item`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ variant_id: sofa.data!.attributes.variant_id, quantity: 1, currency: 'USD' }),
    }),
  );
  return email;
}

async function openLogin(page: Page, isMobile: boolean) {
  await openLoginPanel(page, isMobile);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in or create an account' })).toBeVisible();
}

test('adding from the product page opens the bag with the piece and counts it on the badge', async ({ page, a11y }) => {
  await page.goto(`/products/${LIDO}`);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(bag(page)).toBeVisible();
  await expect(bag(page).getByRole('link', { name: /Lido coffee table/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bag, 1 item' }).first()).toBeVisible();
  await a11y.check(page);

  // The bag is the shopper's, not the page's: it is still there on the next page.
  await page.goto('/checkout/cart');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1 piece');
  await expect(page.locator('main').getByRole('link', { name: /Lido coffee table/ }).first()).toBeVisible();
  // The summary, the code and estimate fields fit the screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test("a guest's bag joins the account's cart on signing in, nothing lost", async ({ page, isMobile, a11y }) => {
  const email = await shopperWithASofaInTheirCart('bag-sign-in');

  await page.goto(`/products/${LIDO}`);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(bag(page).getByRole('link', { name: /Lido coffee table/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bag(page)).toBeHidden();

  await openLogin(page, isMobile);
  await signInInPanel(page.getByRole('dialog'), email, PASSWORD);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in or create an account' })).toBeHidden();

  // Both the guest's coffee table and the sofa already in the account's cart.
  await page.goto('/checkout/cart');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2 pieces');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: /Lido coffee table/ }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /Burano sofa/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bag, 2 items' }).first()).toBeVisible();
  await a11y.check(page);

  // The guest token is gone: only the httpOnly auth cookies hold the session now.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'guest_cart_token')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'auth_token')?.httpOnly).toBe(true);
});
