import { expect, layoutShiftSoFar, test } from './fixtures';

/** "Add to bag" on the cards of a listing (ADR 0008): the bag opens with the line and the badge counts it. */
test('from a category listing a card adds its piece to the bag', async ({ page, a11y }) => {
  await page.goto('/categories/furniture/seating');
  await page.locator('[data-hydrated]').waitFor();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(24);

  // The button is beside the card's link, never inside it, and its name says which piece.
  const button = page.getByRole('button', { name: /^Add to bag: / }).first();
  await expect(button).toBeVisible();
  expect(await page.locator('main article a button').count()).toBe(0);
  const name = (await button.getAttribute('aria-label'))!.replace(/^Add to bag: /, '');
  await expect(cards.filter({ has: button }).getByRole('heading', { name })).toBeVisible();

  // Nothing moved while the page loaded and hydrated.
  const cls = await layoutShiftSoFar(page);
  expect(cls).toBeLessThan(0.01);
  await a11y.check(page);

  // Keyboard: focus the button and press Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  const bag = page.getByRole('dialog', { name: 'Your bag' });
  await expect(bag).toBeVisible();
  await expect(bag.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bag, 1 item' }).first()).toBeVisible();
  await a11y.check(page);
});
