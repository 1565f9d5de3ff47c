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

test('on a phone the banner is a slim bar over the page, in every language, and moves nothing @phone-only', async ({ page }) => {
  // Every layout shift from the first paint on, the banner's arrival included.
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const locale of ['', '/de-de', '/fr-fr', '/it-it', '/es-es']) {
    await page.goto(`${locale}/`);
    const banner = page.getByTestId('cookie-consent');
    await expect(banner).toBeVisible();
    const viewport = page.viewportSize()!;
    // It slides up as it arrives: its place is read once it has come to rest on the screen's bottom edge.
    await expect.poll(async () => { const b = (await banner.boundingBox())!; return Math.round(b.y + b.height); }, { message: locale }).toBe(viewport.height);
    const box = (await banner.boundingBox())!;
    // It was 283 of 844 px in English (a third); now about a sixth in English, a little more where the sentence is longer.
    expect(box.height, locale).toBeLessThanOrEqual(viewport.height * (locale ? 0.22 : 0.17));
    // The two answers, after "Choose" (a link in the sentence): side by side.
    const buttons = banner.getByRole('button');
    await expect(buttons).toHaveCount(3);
    const [reject, accept] = [await buttons.nth(1).boundingBox(), await buttons.nth(2).boundingBox()];
    expect(reject!.y, locale).toBe(accept!.y);
    expect(reject!.height, locale).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), locale).toBe(0);
  }
});
