import type { Page } from '@playwright/test';
import { expect, movingBoxes, test } from './fixtures';
import { addressFormReady, fillGuestAddress, MILAN_ADDRESS } from './support/checkout';

/**
 * The bag and the checkout in a real browser. Products are added from the test-only /test-cart page
 * (the product page is built elsewhere); everything after that is the shop's own screens.
 */
const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;

const bag = (page: Page) => page.getByRole('dialog', { name: 'Your bag' });

const SOLD_OUT = 'You already added to your cart all the available units of this item.';

/**
 * Journeys share one database and most of them buy the list's first pieces, so the piece at `index`
 * can sell out between the page's read and the tap. The shop then refuses with the stock message, as
 * it must; the journey reads the list again (sold-out pieces leave it) and taps again, as a shopper
 * would. Any other answer fails at once.
 */
async function addFromTestPage(page: Page, index: number) {
  for (let attempt = 1; ; attempt++) {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to bag' }) }).nth(index);
    const name = (await item.getByRole('heading').textContent())!.trim();
    await item.getByRole('button', { name: 'Add to bag' }).click();
    const added = bag(page).getByRole('link', { name });
    const soldOut = page.getByRole('alert').filter({ hasText: SOLD_OUT });
    await expect(added.or(soldOut).first()).toBeVisible();
    if (!(await soldOut.count()) || attempt === 3) {
      await expect(bag(page)).toBeVisible();
      await expect(added).toBeVisible();
      return name;
    }
    await page.reload();
  }
}

test('a guest fills the bag, edits it, estimates shipping, checks out and prints the order', async ({ page, a11y }) => {
  // The whole purchase in one journey: seven pages and steps, six axe scans. About 35 s on an idle
  // machine and 65 s on a busy one, so 60 s ran out at the last click (issue 40; the button was still).
  test.setTimeout(150_000);
  await page.goto('/test-cart');
  const first = await addFromTestPage(page, 0);
  await expect(page.getByRole('button', { name: 'Bag, 1 item' }).first()).toBeVisible();
  await a11y.check(page);
  await page.keyboard.press('Escape');
  const second = await addFromTestPage(page, 1);
  await expect(bag(page).getByRole('link', { name: first })).toBeVisible();
  await bag(page).getByRole('link', { name: 'View bag' }).click();

  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2 pieces');
  // On the cart page the bag is a link to the page itself (spec §2).
  await expect(page.getByRole('link', { name: 'Bag, 2 items' }).first()).toBeVisible();

  // Quantity: one more of the first piece.
  await page.getByRole('button', { name: `One more: ${first}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('3 pieces');

  // Remove the second piece, after confirming.
  await page.getByRole('button', { name: `Remove ${second}` }).click();
  const confirm = page.getByRole('group', { name: `Remove ${second}?` });
  await expect(confirm).toContainText('Remove this piece from your bag?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('link', { name: second })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2 pieces');

  // Coupons: a refusal, then a code that applies.
  await page.getByLabel('Promotion or gift code').fill('EXPIRED15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('This code has expired.');
  await page.getByLabel('Promotion or gift code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove code WELCOME10' })).toBeVisible();
  await expect(page.getByText('Promotion', { exact: true })).toBeVisible();

  // Shipping estimate for another country.
  await page.getByLabel('Estimate shipping to').selectOption('FR');
  await page.getByRole('button', { name: 'Estimate' }).click();
  await expect(page.getByText(/^Shipping to France: \$[\d,]+/)).toBeVisible();
  await a11y.check(page);

  // Checkout as a guest.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible();
  await a11y.check(page);
  await page.getByRole('link', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const main = page.locator('main');
  // Submitting the empty form shows the spec §5 messages (retried: a click before hydration is lost).
  await addressFormReady(main);
  await fillGuestAddress(main, MILAN_ADDRESS);
  await a11y.check(page);
  await main.getByRole('button', { name: 'Continue to delivery' }).click();

  await expect(main.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await main.getByRole('button', { name: 'Continue to payment' }).click();

  await main.getByLabel('Name on card').fill('Giulia Conti');
  await main.getByLabel('Card number').fill('4000 0000 0000 0002');
  await main.getByLabel('Expiry date').fill('12/30');
  await main.getByLabel('Security code').fill('123');
  await main.getByRole('button', { name: 'Continue to review' }).click();
  await expect(main.getByRole('alert')).toHaveText('Your card was declined.');
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByRole('button', { name: 'Continue to review' }).click();

  const place = main.getByRole('button', { name: /^Place order · \$[\d,]+/ });
  await expect(place).toBeVisible();
  await expect(main.getByText(`${first} × 2`)).toBeVisible();
  await a11y.check(page);
  // Once the totals are in, the review step is still: no part of the summary and not the button moves
  // (a moving button is one a click waits for and a shopper chases; issue 40).
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Promotion');
  const still = await movingBoxes(summary.locator('*').or(summary).or(place), 1_000);
  expect(still.frames, 'animation frames sampled').toBeGreaterThan(4);
  expect(still.moved).toEqual([]);
  await place.click();

  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('A confirmation is on its way to giulia.conti@example.com')).toBeVisible();
  await expect(page.locator('main address')).toContainText('Via Solferino 11');
  await expect(page.getByRole('button', { name: /^Bag/ }).or(page.getByRole('link', { name: /^Bag/ })).first()).toHaveAccessibleName('Bag');
  await a11y.check(page);

  // Print: the button prints, and the print layout keeps the order and drops the shell and buttons.
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await page.getByRole('button', { name: 'Print order details' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print order details' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Casa Maestri, home' }).first()).toBeHidden();
});

test('a wedding registry gift cannot join a bag of other pieces', async ({ page, a11y, request }) => {
  const token = await request.post(`${backend}/spree_oauth/token`, {
    data: { grant_type: 'password', username: 'registry@casamaestri.test', password: 'Maestri-2026' },
  });
  const { access_token } = await token.json();
  const account = await (await request.get(`${backend}/api/v2/storefront/account`, { headers: { Authorization: `Bearer ${access_token}` } })).json();
  const registryId = String(account.data.attributes.wedding_registry_id);

  await page.goto(`/test-cart?registry=${registryId}`);
  await addFromTestPage(page, 0);
  await page.keyboard.press('Escape');
  await page.getByTestId('registry-gift').getByRole('button', { name: 'Add to bag' }).click();
  const message = "You can't mix wedding registry items and other items in the same order.";
  await expect(bag(page).getByRole('alert')).toHaveText(message);
  await a11y.check(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('registry-gift').getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('button', { name: 'Bag, 1 item' }).first()).toBeVisible();
});

test('the empty bag invites the shopper back to the shop', async ({ page, a11y }) => {
  await page.goto('/checkout/cart');
  await expect(page.getByText('Your bag is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await a11y.check(page);
});

test('the quantity stepper in the bag counts up at once and goes back to the stock when the service refuses', async ({ page, a11y }) => {
  await page.goto('/test-cart');
  const name = await addFromTestPage(page, 2);
  const line = bag(page).getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  const quantity = line.getByRole('group', { name: `Quantity of ${name}` }).locator('output');
  const more = line.getByRole('button', { name: `One more: ${name}` });
  const total = async () => (await line.getByText(/^\$[\d,.]+$/).last().textContent())!;
  const unitTotal = await total();

  // Stock is 1–20 units of a piece that is not made to order: add one at a time until the §8 refusal.
  let shown = 1;
  for (let asked = 2; asked <= 25; asked += 1) {
    await more.click();
    await expect(line).not.toHaveAttribute('aria-busy', 'true');
    if ((await line.getByRole('alert').count()) > 0) break;
    await expect(quantity).toHaveText(String(asked));
    shown = asked;
  }
  await expect(line.getByRole('alert')).toHaveText('You already added to your cart all the available units of this item.');
  // Back to what the service holds, and the line total with it.
  await expect(quantity).toHaveText(String(shown));
  if (shown > 1) expect(await total()).not.toBe(unitTotal);
  await expect(page.getByRole('button', { name: `Bag, ${shown} item${shown === 1 ? '' : 's'}` }).first()).toBeVisible();
  await a11y.check(page);
});
