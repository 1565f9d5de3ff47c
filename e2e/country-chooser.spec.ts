import { expect, test } from './fixtures';

test.describe('country chooser panel', () => {
  test('the top strip selector opens the panel; choosing a country keeps the page and the language', async ({ page, a11y }) => {
    await page.goto('/it-it');
    const selector = page.getByRole('link', { name: 'Scegli il paese di spedizione' }).first();
    await selector.click();
    const panel = page.getByRole('dialog', { name: 'Scegli il paese di spedizione' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Italia/ })).toHaveAttribute('aria-current', 'true');
    await expect(panel.getByRole('region', { name: 'Europa' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Medio Oriente' })).toBeVisible();
    await a11y.check(page);

    await panel.getByLabel('Trova il tuo paese').fill('sviz');
    await expect(panel.getByRole('link')).toHaveCount(1);
    await panel.getByRole('link', { name: /^Svizzera/ }).click();
    // Switzerland offers Italian: the language stays, the prefix, currency and units follow the country.
    await expect(page).toHaveURL(/\/it-ch$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-CH');
    await expect(page.getByTestId('shipping-context')).toContainText('Svizzera');
    await expect(page.getByTestId('shipping-context')).toContainText('centimetri');
  });

  test("a country without the current language opens in its default language, in its currency", async ({ page }) => {
    await page.goto('/it-it');
    await page.getByRole('link', { name: 'Scegli il paese di spedizione' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Scegli il paese di spedizione' });
    await panel.getByLabel('Trova il tuo paese').fill('regno');
    await panel.getByRole('link', { name: /^Regno Unito/ }).click();
    await expect(page).toHaveURL(/\/en-gb$/);
    await expect(page.getByRole('link', { name: 'Choose your shipping country' }).first()).toHaveText('Ship to United Kingdom · GBP £');
  });

  test('the same page: from a 404 under /de-de to the United States in inches', async ({ page }) => {
    await page.goto('/de-de/irgendwo');
    await page.getByRole('link', { name: 'Lieferland wählen' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Lieferland wählen' });
    await panel.getByLabel('Land suchen').fill('united st');
    await expect(panel.getByRole('link', { name: /^Vereinigte Staaten/ })).toHaveAttribute('href', '/irgendwo');
    await panel.getByLabel('Land suchen').fill('xyz');
    await expect(panel.getByText('Kein Land entspricht Ihrer Suche.')).toBeVisible();
  });

  test('keyboard: Enter opens, focus stays inside, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const selector = page.getByRole('link', { name: 'Choose your shipping country' }).first();
    await selector.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Choose your shipping country' });
    await expect(panel).toBeVisible();
    await expect(selector).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByLabel('Find your country')).toBeVisible(); // the list loads on first open
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await panel.getByLabel('Find your country').fill('ita');
    await page.keyboard.press('Escape'); // from the filter box too
    await expect(panel).toBeHidden();
    await expect(selector).toBeFocused();
    await expect(page).toHaveURL('/');
  });

  test('/countries still works as a page of its own', async ({ page }) => {
    await page.goto('/countries');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: /^United Kingdom\s*GBP$/ }).click();
    await expect(page).toHaveURL(/\/en-gb$/);
  });
});

// The slide-in menu is for small screens: these run in the mobile project only.
test.describe('phone menu footer', { tag: '@phone-only' }, () => {
  test('shipping opens the country chooser; languages switch; login opens the authentication panel without navigating', async ({ page, a11y }) => {
    await page.goto('/en-ch/x');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Wedding registry' })).toHaveCount(0); // a guest has no registry
    await expect(menu.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de-ch/x');
    await a11y.check(page);

    await menu.getByRole('link', { name: 'Choose your shipping country' }).click();
    await expect(menu).toBeHidden();
    const panel = page.getByRole('dialog', { name: 'Choose your shipping country' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Switzerland/ })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // The menu that opened it has closed: focus goes back to the menu button.
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await menu.getByRole('button', { name: 'Log in' }).click();
    // The authentication panel arrives with accounts; the login button never navigates.
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/en-ch\/x$/);
  });
});
