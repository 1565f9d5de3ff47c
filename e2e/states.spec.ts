import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 36 item 4: the state of a US address is chosen from the commerce service's list of the
 * country's states, not typed, and kept by code — so the sales tax the checkout shows for New York
 * is the tax the service charges whichever way the state is named ("new york" typed into the API).
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const API = `${BACKEND}/api/v2/storefront`;
const LIDO = 'lido-coffee-table-in-amber-murano-glass';

/** "$1,234.56" → cents (the English locales here write 1,234.56). */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
const row = (list: Locator, label: string) => list.locator('div').filter({ has: list.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** The sales tax the commerce service charges on one Lido table shipped to New York when the state is typed as `stateName`. */
async function serviceTax(stateName: string): Promise<{ tax: number; state: string }> {
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${API}/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-spree-order-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${path} answered ${response.status}`).toBe(true);
    return (await response.json()) as { data: { attributes: Record<string, string> }; included?: { type: string; attributes: Record<string, string> }[] };
  };
  const product = await call('GET', `products/${LIDO}`, null);
  const token = (await call('POST', 'cart', null, { currency: 'USD' })).data.attributes.token;
  await call('POST', 'cart/add_item', token, { variant_id: product.data.attributes.variant_id, quantity: 1 });
  const address = { firstname: 'Olivia', lastname: 'Bennett', address1: '62 Greene Street', city: 'New York', zipcode: '10012', phone: '+1 212 555 0142', state_name: stateName, country_iso: 'US' };
  const order = await call('PATCH', 'checkout?include=shipping_address', token, { order: { email: 'olivia@example.com', bill_address_attributes: address, ship_address_attributes: address } });
  return { tax: cents(order.data.attributes.additional_tax_total), state: order.included?.find((r) => r.type === 'address')?.attributes.state_code ?? '' };
}

test('a US shopper chooses the state from the list and the checkout shows that state’s tax', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await page.goto(`/products/${LIDO}`);
  const bag = page.getByRole('dialog', { name: 'Your bag' });
  await expect(async () => {
    if (!(await bag.isVisible())) await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect(bag.getByRole('link', { name: /Lido coffee table/ })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
  await bag.getByRole('link', { name: 'View bag' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('link', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const main = page.locator('main');
  await expect(async () => {
    await main.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(main.getByText('Please enter your e-mail')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await main.getByLabel('E-mail').fill('olivia.bennett@example.com');
  await main.getByLabel('First name').fill('Olivia');
  await main.getByLabel('Last name').fill('Bennett');
  await main.getByLabel('Address', { exact: true }).fill('62 Greene Street');
  await main.getByLabel('Postal code').fill('10012');
  await main.getByLabel('City', { exact: true }).fill('New York');
  await main.getByLabel('Phone number').fill('+1 212 555 0142');

  // The state is a list, not a text field, and follows the country: provinces for Canada, nothing for France.
  const country = main.getByLabel('Country', { exact: true });
  await country.selectOption('CA');
  await expect(main.getByLabel('Province', { exact: true }).getByRole('option', { name: 'Ontario' })).toHaveCount(1);
  await country.selectOption('FR');
  await expect(main.getByLabel(/^(State|Province)$/)).toHaveCount(0);
  await country.selectOption('US');
  const state = main.getByLabel('State', { exact: true });
  await expect(state.getByRole('option', { name: 'Ontario' })).toHaveCount(0);
  // Sent without a state: the form asks for one, and keeps what was typed.
  await main.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('City', { exact: true })).toHaveValue('New York');
  await state.selectOption({ label: 'New York' });
  await a11y.check(page);
  await main.getByRole('button', { name: 'Continue to delivery' }).click();

  // The recap names the state; the order summary's sales tax is New York's.
  await expect(main.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await expect(main.getByText(/62 Greene Street, 10012 New York, New York, US/)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  const shown = cents((await row(summary, 'Sales taxes').textContent())!);
  expect(shown).toBeGreaterThan(0);
  const subtotal = cents((await row(summary, 'Subtotal').textContent())!);
  expect(shown).toBe(Math.round(subtotal * 0.08875));

  // The service charges the same whichever way the state is named.
  for (const typed of ['new york', 'NY', 'New York']) expect(await serviceTax(typed)).toEqual({ tax: shown, state: 'NY' });
  await a11y.check(page);
});
