import { expect, test } from './fixtures';

test.describe('header', () => {
  test('the bag opens the drawer, logs cart-viewed, and hides an empty count', async ({ page, a11y }) => {
    await page.goto('/');
    const bag = page.getByRole('banner').getByRole('button', { name: 'Bag' });
    await expect(bag).toBeVisible();
    await bag.click();
    const drawer = page.getByRole('dialog', { name: 'Your bag' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Your bag is empty');
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
    expect(events).toContain('view_cart');
    await a11y.check(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bag).toBeFocused();
  });

  test('search opens /search and hides itself on search paths', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await expect(search).toHaveAttribute('href', '/search');
    await page.goto('/it-it/search');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cerca' })).toHaveCount(0);
  });

  test('a guest sees the Trade link on desktop', async ({ page, isMobile }) => {
    await page.goto('/');
    const trade = page.getByRole('banner').getByRole('link', { name: 'Trade' });
    if (isMobile) await expect(trade).toBeHidden();
    else await expect(trade).toHaveAttribute('href', '/trade');
  });

  test('past the header, a sticky bar with logo, search and bag slides in without moving the page', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
    await page.goto('/');
    const bar = page.locator('[data-stuck]');
    await expect(bar).toHaveCount(0);
    const before = await page.getByRole('heading', { level: 1 }).boundingBox();
    await page.mouse.wheel(0, 400);
    await expect(bar).toHaveCount(1);
    await expect(bar.getByRole('button', { name: 'Bag' })).toBeVisible();
    const after = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.round(before!.y - after!.y)).toBe(Math.round(await page.evaluate(() => window.scrollY)));
  });
});

test('footer newsletter: consent required, then a thank-you; offices and VAT', async ({ page, a11y }) => {
  await page.goto('/es-es');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('NIF-IVA IT 12345670966');
  // The office's street as the Italian post writes it, its country in Spanish.
  await expect(footer.getByRole('link', { name: 'Via Solferino 11, 20121 Milano, Italia' })).toBeVisible();
  await expect(footer).toContainText('Milán');
  // The form's code loads as the footer nears the screen: scroll down as a visitor would.
  await expect(footer.getByLabel('E-mail')).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel('E-mail').fill('lucia@example.com');
  await footer.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(footer.getByText('Obligatorio')).toBeVisible();
  await footer.getByLabel('Acepto recibir la newsletter').check();
  await footer.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(footer.getByRole('status')).toHaveText('Gracias: la próxima carta ya va de camino.');
  await a11y.check(page);
});

test('accessibility widget: larger text and higher contrast, remembered across pages', async ({ page, a11y }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accessibility' });
  await dialog.getByLabel('130%').check();
  await dialog.getByRole('switch', { name: 'Higher contrast' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', '130');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await a11y.check(page);
  await page.keyboard.press('Escape');
  await page.goto('/countries');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-text-size', '130');
});
