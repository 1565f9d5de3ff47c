import { expect, test } from './fixtures';

// These journeys are about the sign-up layer itself: it must be free to open.
test.use({ signupLayerDismissed: false });

test('the sign-up layer of the visitor country appears from the second page, and not after dismissal', async ({ page, context, a11y }) => {
  await page.goto('/it-it');
  await page.waitForTimeout(4_500);
  await expect(page.getByTestId('signup-layer')).toHaveCount(0); // first page view
  await page.goto('/it-it/countries?nolayout');
  await page.goto('/it-it');
  const layer = page.getByRole('dialog', { name: 'Le nostre lettere da Milano' });
  await expect(layer).toBeVisible({ timeout: 10_000 });
  const views = Number((await context.cookies()).find((c) => c.name === '_signup_pvs')?.value);
  expect(views).toBeGreaterThanOrEqual(2);
  await a11y.check(page);
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await page.reload();
  await page.waitForTimeout(4_500);
  await expect(page.getByTestId('signup-layer')).toHaveCount(0);
});

test('signing up from the layer shows its own thank-you', async ({ page, context }) => {
  await page.goto('/');
  // The counter is written once the layer's code has loaded after hydration.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === '_signup_pvs')?.value).toBe('1');
  await page.goto('/en-gb');
  const layer = page.getByRole('dialog', { name: 'Letters from the workshops' });
  await expect(layer).toBeVisible({ timeout: 10_000 });
  await layer.getByLabel('E-mail').fill('harriet@example.com');
  await layer.getByLabel(/I agree to receive the newsletter/).check();
  await layer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('signup-layer')).toBeVisible();
  await expect(page.getByRole('dialog')).not.toHaveAccessibleName('Letters from the workshops');
});
