import type { Locator, Page } from '@playwright/test';
import { expect, openLoginPanel, signInInPanel, test } from './fixtures';
import { addressFormReady, fillGuestAddress, payByTestCard, type GuestAddress } from './support/checkout';

/**
 * Money that adds up: on the bag, the checkout review and the thank-you page, the lines add up to
 * the subtotal (price × quantity, Spree's item_total), and taxes sit on a row of their own — in a
 * US state where sales tax is added and in Italy where VAT is included in the prices.
 */
/** "$3,734.41", "€3,430" → cents. The English locales here write 1,234.56. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** The value of a row of a totals list, by its label. */
const row = (list: Locator, label: string) => list.locator('div').filter({ has: list.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function amountsOf(lines: Locator): Promise<number[]> {
  return (await lines.allTextContents()).map(cents);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function fillBag(page: Page, prefix: string, pieces: [number, number]) {
  await page.goto(`${prefix}/test-cart`);
  const bag = page.getByRole('dialog', { name: 'Your bag' });
  for (const index of pieces) {
    if (index !== pieces[0]) await page.keyboard.press('Escape');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to bag' }) }).nth(index);
    const name = (await item.getByRole('heading').textContent())!.trim();
    // Retried while the bag stays shut: a click before hydration is lost.
    await expect(async () => {
      if (!(await bag.isVisible())) await item.getByRole('button', { name: 'Add to bag' }).click();
      await expect(bag.getByRole('link', { name })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 40_000 });
  }
  await bag.getByRole('link', { name: 'View bag' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  // One unit of each: journeys share the database and its stock, so none buys more than it must
  // (the quantity's part, price × quantity, is proven by tests/unit/cart.test.ts).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2 pieces');
}

type Address = Pick<GuestAddress, 'address1' | 'zipcode' | 'city' | 'state' | 'country' | 'phone'>;

async function checkoutAsGuest(page: Page, address: Address) {
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/login$/);
  await page.getByRole('link', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const main = page.locator('main');
  await addressFormReady(main);
  await fillGuestAddress(main, { email: 'giulia.conti@example.com', firstName: 'Giulia', lastName: 'Conti', ...address });
  await payByTestCard(main, 'Giulia Conti');
}

/** Lines add up to the subtotal; the tax row is there, non-zero; the total is the sum of its rows. */
async function expectSums(lines: Locator, totals: Locator, taxLabel: string, taxAdded: boolean) {
  const subtotal = cents((await row(totals, 'Subtotal').textContent())!);
  const amounts = await amountsOf(lines);
  expect(amounts).toHaveLength(2);
  expect(sum(amounts)).toBe(subtotal);
  const tax = cents((await row(totals, taxLabel).textContent())!);
  expect(tax).toBeGreaterThan(0);
  const shippingText = (await row(totals, 'Shipping').textContent())!;
  const shipping = /free/i.test(shippingText) ? 0 : cents(shippingText);
  const total = cents((await row(totals, 'Order total').textContent())!);
  expect(total).toBe(subtotal + shipping + (taxAdded ? tax : 0));
}

const CASES = [
  {
    name: 'a US order, sales tax added on its own row',
    prefix: '',
    // Journeys running side by side buy different pieces of the test page, so neither takes the other's last unit.
    pieces: [2, 3] as [number, number],
    address: { address1: '62 Greene Street', zipcode: '10012', city: 'New York', state: 'NY', country: 'US', phone: '+1 212 555 0142' },
    taxLabel: 'Sales taxes',
    taxAdded: true,
  },
  {
    name: 'an Italian order, VAT included in the prices and shown on its own row',
    prefix: '/en-it',
    pieces: [0, 1] as [number, number],
    address: { address1: 'Via Solferino 11', zipcode: '20121', city: 'Milano', state: 'MI', country: 'IT', phone: '+39 02 1234 5678' },
    taxLabel: 'VAT included',
    taxAdded: false,
  },
];

for (const c of CASES) {
  test(`lines add up to the subtotal on the bag, review and thank-you: ${c.name}`, async ({ page, a11y }) => {
    // A whole checkout, twice rendered per request: give a loaded machine its time.
    test.setTimeout(150_000);
    await fillBag(page, c.prefix, c.pieces);
    const main = page.locator('main');
    const summary = page.getByRole('region', { name: 'Order summary' });
    // The bag: the lines' amounts add up to the subtotal.
    const bagLines = main.locator('li button[aria-label^="Remove "] + p');
    await expect(bagLines).toHaveCount(2);
    await expect.poll(async () => sum(await amountsOf(bagLines)) - cents((await row(summary, 'Subtotal').textContent())!)).toBe(0);

    await checkoutAsGuest(page, c.address);
    const reviewLines = main.getByRole('region', { name: /Review/ }).locator('li > span:last-child');
    await expectSums(reviewLines, summary, c.taxLabel, c.taxAdded);
    await a11y.check(page);

    await main.getByRole('button', { name: /^Place order · / }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const details = main.getByRole('region', { name: /^Order details/ });
    await expectSums(details.locator('li > span:last-child'), details.locator('dl'), c.taxLabel, c.taxAdded);
  });
}

/**
 * Store credit lowers the amount due (issue 36): a signed-in consumer applies $250 of store credit;
 * the summary shows the order total, the credit and the amount due, the "Place order" button names
 * the amount due, the card is charged it, the thank-you page shows both payments, and the placed
 * order's payments, read back from the commerce service, add up to its total. Desktop only: the
 * journey spends its account's credit.
 */
test('store credit pays part of the order: review, button and card charge show the amount due @desktop-only', async ({ page, a11y, request, isMobile }) => {
  test.setTimeout(150_000);
  const email = 'credit@casamaestri.test';
  const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
  await page.goto('/');
  await openLoginPanel(page, isMobile);
  await signInInPanel(page.getByRole('dialog'), email, 'Maestri-2026');
  await expect(page.getByRole('complementary', { name: 'Store credit' })).toContainText('You have $250 of store credit.');

  // One piece (the test page's last): the other journeys here buy the first ones.
  await page.goto('/test-cart');
  const bag = page.getByRole('dialog', { name: 'Your bag' });
  const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to bag' }) }).last();
  const name = (await item.getByRole('heading').textContent())!.trim();
  await expect(async () => {
    if (!(await bag.isVisible())) await item.getByRole('button', { name: 'Add to bag' }).click();
    await expect(bag.getByRole('link', { name })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
  await page.goto('/checkout');
  const main = page.locator('main');
  await fillGuestAddress(main, {
    firstName: 'Henry', lastName: 'Walsh', address1: '62 Greene Street', zipcode: '10012', city: 'New York', country: 'US', state: 'NY', phone: '+1 212 555 0142',
  });
  await main.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(main.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await main.getByRole('button', { name: 'Continue to payment' }).click();

  await main.getByRole('button', { name: 'Use store credit' }).click();
  await expect(main.getByText(/^\$250(\.00)? of store credit applied to this order\.$/)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  const total = cents((await row(summary, 'Order total').textContent())!);
  expect(total).toBeGreaterThan(25_000);
  expect(cents((await row(summary, 'Store credit').textContent())!)).toBe(-25_000);
  const due = cents((await row(summary, 'Amount due').textContent())!);
  expect(due).toBe(total - 25_000);
  // The card is charged the amount due, and says so before the card is given.
  expect(cents((await main.getByText(/^Your card will be charged /).textContent())!.replace(/\.$/, ''))).toBe(due);
  await main.getByLabel('Name on card').fill('Henry Walsh');
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry date').fill('12/30');
  await main.getByLabel('Security code').fill('123');
  await main.getByRole('button', { name: 'Continue to review' }).click();

  // The review: total, credit and amount due; the button names the amount due, not the total.
  const place = main.getByRole('button', { name: /^Place order · / });
  await expect(place).toBeVisible();
  expect(cents((await row(summary, 'Order total').textContent())!)).toBe(total);
  expect(cents((await row(summary, 'Amount due').textContent())!)).toBe(due);
  expect(cents((await place.textContent())!.replace(/^Place order · /, ''))).toBe(due);
  await a11y.check(page);

  await place.click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
  const number = new URL(page.url()).searchParams.get('order')!;
  // The thank-you page says how it was paid: the store credit, and the amount due charged to the card.
  const paid = main.getByRole('region', { name: 'Payment' });
  expect(cents((await row(paid, 'Paid with store credit').textContent())!)).toBe(25_000);
  const charged = paid.locator('div').filter({ has: page.locator('dt', { hasText: /^Charged to your card · Visa ending in 4242$/ }) }).locator('dd');
  expect(cents((await charged.textContent())!)).toBe(due);
  await a11y.check(page);

  // Read back from the commerce service: the payments add up to the order's total.
  const token = await request.post(`${backend}/spree_oauth/token`, { data: { grant_type: 'password', username: email, password: 'Maestri-2026' } });
  const { access_token } = await token.json();
  const order = await (await request.get(`${backend}/api/v2/storefront/account/orders/${number}?include=payments`, {
    headers: { Authorization: `Bearer ${access_token}` },
  })).json();
  const payments = (order.included as { type: string; attributes: { amount: string; state: string; source_type: string } }[])
    .filter((r) => r.type === 'payment' && r.attributes.state === 'completed')
    .map((r) => [r.attributes.source_type, cents(r.attributes.amount)] as const);
  expect(cents(order.data.attributes.total)).toBe(total);
  expect([...payments].sort()).toEqual([['Spree::CreditCard', due], ['Spree::StoreCredit', 25_000]]);
  expect(sum(payments.map(([, amount]) => amount))).toBe(total);
});

/**
 * A promotion added after payment (issue 36): the order at review, a code applied in another tab
 * voids the payment on the commerce service; "Place order" is refused, the shopper is back at the
 * payment step with the reason, pays again and the order is placed for the new, lower total.
 */
test('a code applied after paying sends the shopper back to pay the new total', async ({ page, a11y }) => {
  test.setTimeout(150_000);
  await fillBag(page, '', [1, 2]);
  await checkoutAsGuest(page, CASES[0].address);
  const main = page.locator('main');
  const place = main.getByRole('button', { name: /^Place order · / });
  const paid = cents((await place.textContent())!.replace(/^Place order · /, ''));

  const other = await page.context().newPage();
  await other.goto('/checkout/cart');
  await other.getByLabel('Promotion or gift code').fill('WELCOME10');
  await other.getByRole('button', { name: 'Apply' }).click();
  await expect(other.getByRole('button', { name: 'Remove code WELCOME10' })).toBeVisible();
  await other.close();

  await place.click();
  await expect(main.getByRole('alert')).toHaveText('Your order changed after you paid, so nothing has been charged. Please enter your payment again for the new total.');
  await expect(main.getByRole('button', { name: 'Continue to review' })).toBeVisible();
  await a11y.check(page);
  await main.getByLabel('Name on card').fill('Giulia Conti');
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry date').fill('12/30');
  await main.getByLabel('Security code').fill('123');
  await main.getByRole('button', { name: 'Continue to review' }).click();
  await expect(place).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  const total = cents((await row(summary, 'Order total').textContent())!);
  expect(total).toBeLessThan(paid);
  expect(cents((await place.textContent())!.replace(/^Place order · /, ''))).toBe(total);
  await place.click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
  const details = main.getByRole('region', { name: /^Order details/ });
  expect(cents((await row(details.locator('dl'), 'Order total').textContent())!)).toBe(total);
});
