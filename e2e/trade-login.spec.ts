import type { Page } from '@playwright/test';
import { expect, signInInPanel, test } from './fixtures';

/**
 * Spec §6: the trade login on /trade. A trade member lands in their account; a shopper whose account
 * is not trade is signed in but told to contact the trade team instead.
 */
async function tradeLogin(page: Page, email: string) {
  await page.goto('/trade');
  await page.getByRole('region', { name: 'Trade login' }).getByRole('button', { name: 'Trade login' }).click();
  const panel = page.getByRole('dialog');
  await signInInPanel(panel, email, 'Maestri-2026');
  return panel;
}

test('a shopper who is not trade is told to contact the trade team', async ({ page, a11y }) => {
  const panel = await tradeLogin(page, 'consumer@casamaestri.test');
  await expect(panel.getByRole('status')).toHaveText(
    'You are logged in, but your account is not part of our trade programme. Please contact the trade team to join.',
  );
  await a11y.check(page);
});

test('a trade member signs in to their account', async ({ page }) => {
  await tradeLogin(page, 'trade@casamaestri.test');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
