import type { Page } from '@playwright/test';
import { expect, openLoginPanel, signInInPanel, test } from './fixtures';

/**
 * A signed-in checkout offers the account's saved addresses (spec §7 account/addresses): choosing one
 * fills the address step, and the order ships there. Each run signs up its own shopper with one saved
 * address through the commerce API, so the two widths never share a cart.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const API = `${BACKEND}/api/v2/storefront`;
const PASSWORD = 'Atelier-Como-2026';
const LIDO = 'lido-coffee-table-in-amber-murano-glass';

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect(response.ok, `${url} answered ${response.status}`).toBe(true);
  return (await response.json()) as { access_token?: string };
}

async function shopperWithASavedAddress(street: string): Promise<string> {
  const email = `saved-address-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await post(`${API}/account`, { user: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Elena', last_name: 'Ferri' } });
  const { access_token } = await post(`${BACKEND}/spree_oauth/token`, { grant_type: 'password', username: email, password: PASSWORD });
  await post(
    `${API}/account/addresses`,
    { address: { firstname: 'Elena', lastname: 'Ferri', address1: street, city: 'Milano', zipcode: '20123', phone: '+39 02 555 0101', state_name: 'MI', country_iso: 'IT' } },
    { authorization: `Bearer ${access_token}` },
  );
  return email;
}

async function logIn(page: Page, email: string, isMobile: boolean) {
  await openLoginPanel(page, isMobile);
  await signInInPanel(page.getByRole('dialog'), email, PASSWORD);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in or create an account' })).toBeHidden();
}

test('a signed-in shopper checks out to a saved address', async ({ page, isMobile, a11y }) => {
  const street = `Corso Magenta ${Math.floor(Math.random() * 900) + 10}`;
  const email = await shopperWithASavedAddress(street);

  await page.goto(`/products/${LIDO}`);
  await logIn(page, email, isMobile);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Your bag' }).getByRole('link', { name: /Lido coffee table/ })).toBeVisible();

  await page.goto('/checkout');
  const main = page.locator('main');
  const saved = main.getByRole('group', { name: 'Your saved addresses' });
  // The account's address is offered first and already fills the form; a new one empties it.
  const choice = saved.getByRole('radio', { name: new RegExp(street) });
  await expect(choice).toBeChecked();
  await expect(main.getByLabel('Address', { exact: true })).toHaveValue(street);
  await a11y.check(page);
  await expect(async () => {
    await saved.getByRole('radio', { name: 'Use a new address' }).check();
    await expect(main.getByLabel('Address', { exact: true })).toHaveValue('', { timeout: 1_000 });
  }).toPass();
  await choice.check();
  await expect(main.getByLabel('City', { exact: true })).toHaveValue('Milano');
  await main.getByRole('button', { name: 'Continue to delivery' }).click();

  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await main.getByLabel('Name on card').fill('Elena Ferri');
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry date').fill('12/30');
  await main.getByLabel('Security code').fill('123');
  await main.getByRole('button', { name: 'Continue to review' }).click();
  await main.getByRole('button', { name: /^Place order/ }).click();

  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/);
  await expect(page.locator('main address').first()).toContainText(street);
  await a11y.check(page);
});
