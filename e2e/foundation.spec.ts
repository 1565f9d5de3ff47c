import { expect, test } from './fixtures';

test.describe('locales', () => {
  test('/ is English for the United States, in dollars', async ({ page, a11y }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('link', { name: 'Choose your shipping country' })).toHaveText('Ship to United States · USD $');
    await expect(page.getByTestId('shipping-context')).toContainText('USD');
    await expect(page.getByTestId('shipping-context')).toContainText('inches');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('VAT number');
    await a11y.check(page);
  });

  test('/it-it is Italian, in euros and centimetres', async ({ page, a11y }) => {
    await page.goto('/it-it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fatto a mano, in Italia');
    await expect(page.getByRole('link', { name: 'Scegli il paese di spedizione' })).toHaveText('Spedizione in Italia · EUR €');
    await expect(page.getByTestId('shipping-context')).toContainText('centimetri');
    await a11y.check(page);
  });

  test('/en-gb is English, in pounds', async ({ page }) => {
    await page.goto('/en-gb');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('link', { name: 'Choose your shipping country' })).toHaveText('Ship to United Kingdom · GBP £');
  });

  test('/de-ch names the euro once: Swiss German writes it by its code', async ({ page }) => {
    await page.goto('/de-ch');
    await expect(page.getByRole('link', { name: 'Lieferland wählen' })).toHaveText('Lieferung nach Schweiz · EUR');
  });

  test('/en-us redirects to the unprefixed default', async ({ page }) => {
    await page.goto('/en-us');
    await expect(page).toHaveURL('/');
  });

  test('the language switcher keeps the country and changes the language', async ({ page }) => {
    await page.goto('/it-it');
    await page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en-it$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IT');
    await expect(page.getByRole('link', { name: 'Choose your shipping country' })).toHaveText('Ship to Italy · EUR €');
  });
});

test.describe('errors', () => {
  test('an unknown locale prefix is a 404 with a way home', async ({ page, a11y }) => {
    const response = await page.goto('/xx-zz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
    await page.getByRole('link', { name: 'Return to homepage' }).click();
    await expect(page).toHaveURL('/');
    await a11y.check(page);
  });

  test('the way home of a 404 page is served where React hydrates it, not in the boundary the server gave up on', { tag: '@browserless' }, async ({ request }) => {
    // The server throws notFound() inside one Suspense boundary (for the 404 status), and React never
    // hydrates what such a boundary held: it renders it again, at once if a click lands in it, removing
    // the link under the tap. With the link there, "Return to homepage" did nothing when tapped before
    // the page had hydrated (15 early clicks in 15 at a phone's CPU speed, against none once moved out).
    for (const path of ['/products/no-such-piece', '/xx-zz', '/it-it/artisans/nessuno']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      const gaveUp = [...html.matchAll(/<!--\$!-->([\s\S]*?)<!--\/\$-->/g)].map((m) => m[1]);
      expect(gaveUp.length).toBeGreaterThan(0);
      for (const held of gaveUp) expect(held).not.toMatch(/<main|Return to homepage|Torna alla home page/);
      expect(html).toMatch(/<main[^>]*>[\s\S]*?(Return to homepage|Torna alla home page)[\s\S]*?<\/main>/);
    }
  });

  test('a path no locale takes (one with a dot) is a quiet 404 with the wordmark and a way home', async ({ page, a11y }) => {
    const response = await page.goto('/missing-page.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
    await expect(page.getByRole('link', { name: 'Casa Maestri, home' })).toBeVisible();
    await a11y.check(page);
    await page.getByRole('link', { name: 'Return to homepage' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the 404 page speaks the locale of its prefix, rendered on the server', async ({ page, request }) => {
    const raw = await request.get('/de-de/gibt-es-nicht');
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain('Diese Seite existiert nicht');
    await page.goto('/de-de/gibt-es-nicht');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });

  test('a server failure answers 500 with "updates in progress", never a stack trace', async ({ page, a11y }) => {
    const response = await page.goto('/it-it/test-server-error');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aggiornamenti in corso');
    await expect(page.getByText('Torneremo presto', { exact: false })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Deliberate failure');
    await a11y.check(page);
  });
});

test.describe('pages without the shell', () => {
  test('?nolayout drops the header and the footer', async ({ page, a11y }) => {
    await page.goto('/?nolayout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await a11y.check(page);
  });

  test('/countries has no shell and switches country, currency and units', async ({ page, a11y }) => {
    await page.goto('/countries');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your shipping country');
    await a11y.check(page);
    await page.getByRole('link', { name: /^Italy\s*EUR$/ }).click();
    await expect(page).toHaveURL(/\/en-it$/);
    await expect(page.getByTestId('shipping-context')).toContainText('EUR');
    await expect(page.getByTestId('shipping-context')).toContainText('centimetres');
  });
});

test('hp=consumer stores the homepage variant for one day', async ({ page, context }) => {
  await page.goto('/?hp=consumer');
  const cookie = (await context.cookies()).find((c) => c.name === 'hp');
  expect(cookie?.value).toBe('consumer');
  const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(86_400 - 120);
  expect(secondsLeft).toBeLessThanOrEqual(86_400);
});
