import { expect, test } from './fixtures';

// The desktop menu exists from 1025 px: these run in the desktop project only (playwright.config.ts).
test.describe('desktop menu', { tag: '@desktop-only' }, () => {
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

  test('hover menus are off on /search; clicks still open them', async ({ page }) => {
    await page.goto('/search');
    const first = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
    await first.hover();
    await page.waitForTimeout(300);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  test('the backdrop fades in after 100 ms on the first open only; a route change blocks pointers for 100 ms', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const first = nav.getByRole('button').first();
    const backdropDelay = () => nav.locator('[aria-hidden="true"]').last().evaluate((el) => getComputedStyle(el).animationDelay);
    // The keyboard, so that no hover opens or closes it on the way.
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await backdropDelay()).toBe('0.1s');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await backdropDelay()).toBe('0s');

    // Record the nav's pointer-events across a client-side route change (the logo, from a page with a route, back home).
    await page.goto('/test-immersive');
    await nav.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seenPointerEvents: string[] }).seenPointerEvents = seen;
      new MutationObserver(() => seen.push(el.style.pointerEvents)).observe(el, { attributes: true, attributeFilter: ['style'] });
    });
    await page.getByRole('banner').getByRole('link', { name: 'Casa Maestri, home' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenPointerEvents: string[] }).seenPointerEvents)).toEqual(['none', '']);
  });

  test('a first-level item is selected when the path starts with its URL', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/');
    await expect(nav.locator('[data-selected]')).toHaveCount(0);
    await page.goto('/artisans/bottega-anywhere');
    await expect(nav.getByRole('link', { name: 'Artisans', exact: true })).toHaveAttribute('data-selected', 'true');
    await expect(nav.getByRole('link', { name: 'Magazine', exact: true })).not.toHaveAttribute('data-selected');
  });
});

test.describe('menu as a crawler reads it', () => {
  test('first-level items are links in the HTML as served; submenus are not shipped until asked for', { tag: '@browserless' }, async ({ request }) => {
    for (const [path, categories] of [['/', '/categories/'], ['/it-it', '/it-it/categories/']] as const) {
      const html = await (await request.get(path)).text();
      const nav = html.match(/<nav aria-label="[^"]+" class="[^"]*nav[^"]*">([\s\S]*?)<\/nav>/)?.[1] ?? '';
      const links = [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(links.length).toBeGreaterThanOrEqual(4);
      expect(links.some((href) => href.startsWith(categories))).toBe(true);
      // The submenus' "view all" links and pictures arrive on intent, through /api/menu.
      expect(nav).not.toContain('<img');
    }
    const details = await request.get('/api/menu?language=it&audience=consumer');
    expect(details.ok()).toBe(true);
    const body = (await details.json()) as { submenus: Record<string, unknown[]> };
    expect(Object.values(body.submenus).some((submenu) => submenu.length > 0)).toBe(true);
    expect((await request.get('/api/menu?language=xx')).status()).toBe(400);
  });

  test('each first-level item leads to its page: its link on desktops, its "all of" link on phones', async ({ page, isMobile }) => {
    await page.goto('/');
    // Read from the served links (the desktop bar is not displayed on a phone, but it is in the page).
    const href = await page.locator('nav[aria-label="Main"] a').first().getAttribute('href');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open the menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' }).getByRole('tabpanel');
      await panel.getByRole('button').first().click();
      await panel.locator(`a[href="${href}"]`).first().click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
    }
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

// The slide-in menu is for small screens: these run in the mobile project only.
test.describe('phone menu', { tag: '@phone-only' }, () => {
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
    // The previews' pictures come from the content service through the shop's short /cms/ addresses, and load.
    const preview = menu.getByRole('link', { name: /an italian summer|the amber hour/i }).first().locator('img');
    await expect(preview).toHaveAttribute('src', /^\/cms\/\d+\//);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);

    await menu.getByRole('tab', { name: 'Products' }).click();
    const department = menu.getByRole('tabpanel').getByRole('button').first();
    await department.click();
    await expect(department).toHaveAttribute('aria-expanded', 'true');
    const link = menu.getByRole('tabpanel').getByRole('link').nth(1);
    await link.click();
    await expect(menu).toBeHidden();
  });
});
