import { expect, test } from './fixtures';

test.describe('desktop menu', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop menu exists from 1025 px');

  test('hover opens a submenu of text and image columns; a route change closes it', async ({ page, a11y }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const first = nav.getByRole('button').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.hover();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /view all/i }).first()).toBeVisible();
    await a11y.check(page);
    const link = panel.getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(nav.getByRole('button').first()).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/it-it');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    const second = nav.getByRole('button').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toBeFocused();
  });
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the slide-in menu is for small screens');

  test('slides in with products and ideas tabs, and closes on navigation', async ({ page, a11y }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByRole('link', { name: 'Search' })).toBeVisible();
    await a11y.check(page);

    await menu.getByRole('tab', { name: 'Ideas' }).click();
    await expect(menu.getByRole('button', { name: 'Magazine' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /an italian summer|the amber hour/i }).first()).toBeVisible();

    await menu.getByRole('tab', { name: 'Products' }).click();
    const department = menu.getByRole('tabpanel').getByRole('button').first();
    await department.click();
    await expect(department).toHaveAttribute('aria-expanded', 'true');
    const link = menu.getByRole('tabpanel').getByRole('link').nth(1);
    await link.click();
    await expect(menu).toBeHidden();
  });
});
