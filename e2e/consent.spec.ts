import { expect, test } from './fixtures';

test.use({ consentDecided: false });

test('cookie banner: choose, remember, reopen from the footer', async ({ page, context, a11y }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await a11y.check(page);
  const defaults = await page.evaluate(() => (window.dataLayer ?? []).find((e) => e.event === 'consent_default'));
  expect(defaults).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 });

  await banner.getByRole('button', { name: 'Choose' }).click();
  await banner.getByLabel(/Analytics\./).check();
  await banner.getByRole('button', { name: 'Save my choice' }).click();
  await expect(banner).toBeHidden();
  const update = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'consent_update').at(-1));
  expect(update).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  const cookie = (await context.cookies()).find((c) => c.name === 'cm_consent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ analytics: true, marketing: false });

  await page.reload();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  await expect(page.getByTestId('cookie-consent').getByLabel(/Analytics\./)).toBeChecked();
  await page.getByTestId('cookie-consent').getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
});

test('the banner speaks the visitor language', async ({ page }) => {
  await page.goto('/de-de');
  await expect(page.getByTestId('cookie-consent')).toContainText('Cookies, mit Ihrer Einwilligung');
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
});
