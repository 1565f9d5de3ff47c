import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every language reads as native: the footer's offices, the artisans' city filter, cards and pages
 * name places as the visitor's language does (Milano, Mailand), while the filter's URL keeps the
 * stored value; the artisans list counts artisans; Canada reads its support hours in ET.
 */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('[data-hydrated]').waitFor();
  return response;
}

test('the footer names the offices and their countries in Italian and in German', async ({ page }) => {
  // The footer is in the HTML as served: no need to wait for every picture of the home page.
  await page.goto('/it-it', { waitUntil: 'domcontentloaded' });
  const it = page.getByRole('region', { name: 'I nostri uffici' });
  await expect(it).toContainText('Milano');
  await expect(it).toContainText('Londra');
  await expect(it).toContainText('Via Solferino 11, 20121 Milano, Italia');
  await expect(it).toContainText('62 Greene Street, New York, NY 10012, Stati Uniti');
  await expect(it.getByText('London', { exact: true })).toHaveCount(0);
  await expect(page.locator('footer')).toContainText('Sede legale: Via Solferino 11, 20121 Milano, Italia');

  await page.goto('/de-de', { waitUntil: 'domcontentloaded' });
  const de = page.getByRole('region', { name: 'Unsere Standorte' });
  await expect(de).toContainText('Mailand');
  await expect(de).toContainText('Via Solferino 11, 20121 Milano, Italien');
  await expect(de).toContainText('14 Pimlico Road, London SW1W 8LZ, Vereinigtes Königreich');
  await expect(de.getByText(/^Milan/)).toHaveCount(0);
});

test('the artisans’ city filter speaks the visitor’s language and keeps its URL', async ({ page, a11y, isMobile }) => {
  await open(page, '/it-it/artisans');
  // Artisans are counted as artisans, not pieces.
  await expect(page.getByText(/^\d+ artigiani$/)).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: /^Filtri/ }).click();
  const filters = isMobile ? page.getByRole('dialog', { name: 'Filtri' }) : page.getByRole('complementary', { name: 'Filtri' });
  if (isMobile) await expect(filters.getByRole('button', { name: /^Mostra \d+ artigiani$/ })).toBeVisible();
  await filters.getByText('Città', { exact: true }).click();
  const milano = filters.getByRole('checkbox', { name: /^Milano \d+$/ });
  await expect(milano).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^(Milan|Florence|Venice) \d+$/ })).toHaveCount(0);
  await milano.check();
  await expect(page).toHaveURL(/[?&]city=Milan(&|$)/);
  if (isMobile) await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Rimuovi Milano' })).toBeVisible();
  const cards = page.locator('main ul li a[href*="/artisans/"]');
  await expect(cards.first()).toContainText('Milano ·');
  await a11y.check(page);

  // The same URL in German: the filter holds, and reads Mailand.
  await open(page, '/de-de/artisans?city=Milan');
  await expect(page.getByText(/^\d+ Kunsthandwerker$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mailand entfernen' })).toBeVisible();
  const german = page.locator('main ul li a[href*="/artisans/"]');
  await expect(german.first()).toContainText('Mailand ·');
  for (const text of await german.allTextContents()) expect(text).toContain('Mailand');

  // The artisan page and its story say Mailand too.
  await german.first().click();
  await page.waitForURL(/\/de-de\/artisans\/[a-z0-9-]+$/, { waitUntil: 'commit' });
  await expect(page.getByText('Mailand, Italien')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/ in Mailand\./)).toBeVisible();
});

test('Canada reads its support hours from the New York line, in ET', async ({ page }) => {
  await page.goto('/en-ca');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  // Canadian English writes the 12-hour clock with "a.m." and "p.m.".
  await expect(dialog).toContainText('8:00 a.m.–12:00 p.m. ET');
  await expect(dialog).not.toContainText('CET');
});
