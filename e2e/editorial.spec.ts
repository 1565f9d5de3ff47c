import type { Locator } from '@playwright/test';
import { expect, layoutShiftSoFar, test } from './fixtures';

test.describe('home', () => {
  test('is built from the content service, with a preloaded hero, editorial rows and product rows', async ({ page, a11y }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Made by Hand, in Italy');
    const hero = page.locator('section[aria-labelledby="hero-title"] img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('sizes', '100vw');
    await expect(page.getByRole('heading', { level: 2, name: 'New from the workshops' })).toBeVisible();
    await expect(page.locator('[data-block="productList"]').first().getByRole('article').first()).toContainText('$');
    await expect(page.locator('[data-block="documentsPreview"]').getByRole('link').first()).toHaveAttribute('href', /^\/magazine\//);
    await expect(page.getByTestId('shipping-context')).toContainText('USD');
    await a11y.check(page);
  });

  test('the hero loads the cut of its own frame: a portrait on a phone, a wide one on a desktop', async ({ page }) => {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const hero = page.locator('section[aria-labelledby="hero-title"] img');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const { cut, frame } = await hero.evaluate((img: HTMLImageElement) => ({ cut: img.naturalWidth / img.naturalHeight, frame: img.clientWidth / img.clientHeight }));
      // The picture is drawn at its own proportions, not an enlarged middle of a landscape.
      expect(Math.abs(cut - frame) / frame, `${viewport.width} px: cut ${cut}, frame ${frame}`).toBeLessThan(0.03);
    }
  });

  test('speaks Italian, in euros, with localized links', async ({ page, a11y }) => {
    await page.goto('/it-it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fatto a mano, in Italia');
    await expect(page.getByRole('heading', { level: 2, name: 'Novità dalle botteghe' })).toBeVisible();
    await expect(page.locator('[data-block="productList"]').first().getByRole('article').first()).toContainText('€');
    await expect(page.getByRole('link', { name: /Scopri la selezione/ })).toHaveAttribute('href', '/it-it/collections/scelti-dalla-redazione');
    await a11y.check(page);
  });

  test('product rows scroll with the next button and stay put while loading', async ({ page }) => {
    await page.goto('/');
    const row = page.locator('[data-block="productList"]').first();
    const track = row.getByRole('list');
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await row.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect(row.getByRole('button', { name: 'Previous' })).toBeEnabled();
    // The keyboard scrolls it too, once the row has focus (the cards' buttons did not take that away).
    // The Next button scrolls smoothly: read where the row comes to rest.
    const scrolled = await track.evaluate(async (el) => {
      let last = -1;
      while (el.scrollLeft !== last) {
        last = el.scrollLeft;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      return last;
    });
    await track.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(scrolled);
  });

  test('from a home product row, Add to bag opens the bag with the line and the badge shows 1', async ({ page, a11y }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const row = page.locator('[data-block="productList"]').first();
    await row.scrollIntoViewIfNeeded();
    // The catalogue's card: its buttons sit beside the card's link, never inside one.
    expect(await page.locator('main a button, main a [role="button"]').count()).toBe(0);
    const buttons = row.getByRole('button', { name: /^Add to bag: / });
    await expect(buttons.first()).toBeVisible();

    // The buttons of the cards in view line up in a row, whatever the lines above them hold.
    const tops = await buttons.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).filter((r) => r.right > 0 && r.left < window.innerWidth).map((r) => Math.round(r.top)),
    );
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);

    // Nothing moved while the page loaded and hydrated.
    const cls = await layoutShiftSoFar(page);
    expect(cls).toBe(0);
    await a11y.check(page);

    const card = row.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to bag: / }) }).first();
    const button = card.getByRole('button', { name: /^Add to bag: / });
    const name = (await button.getAttribute('aria-label'))!.replace(/^Add to bag: /, '');
    // The button's name says which piece: the card's own.
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await button.click();
    const bag = page.getByRole('dialog', { name: 'Your bag' });
    await expect(bag).toBeVisible();
    await expect(bag.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bag, 1 item' }).first()).toBeVisible();
    await a11y.check(page);
  });
});

/** One post of each of the eleven post types (spec §2), by its English slug. */
const POSTS: [string, string][] = [
  ['shop-the-look', 'the-amber-hour'],
  ['a-list', 'the-marble-edit'],
  ['the-artisan', 'three-generations-one-bench'],
  ['looking-around', 'a-palazzo-in-brera'],
  ['editors-pick', 'velvet-for-the-season'],
  ['vitrine', 'brass'],
  ['the-character', 'a-collector-in-naples'],
  ['new-vision', 'light-as-material'],
  ['new-makers', 'first-pieces'],
  ['news', 'milan-design-week-2026'],
  ['studio-visit', 'a-morning-at-the-workshop'],
];

test.describe('magazine', () => {
  // One test a post type: each stays within the default budget and they run in parallel (eleven
  // posts in one test needed two minutes and ran past them on a busy machine).
  for (const [postType, slug] of POSTS) {
    test(`a ${postType} post renders its blocks and related posts`, async ({ page, a11y }) => {
      const response = await page.goto(`/magazine/${postType}/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-block]').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'More from the magazine' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/magazine/${postType}/${slug}$`));
      await a11y.check(page);
    });
  }

  test('shop the look: a hotspot opens the piece with its price', async ({ page }) => {
    await page.goto('/magazine/shop-the-look/the-amber-hour');
    const look = page.locator('[data-block="shopTheLook"]');
    const dot = look.getByRole('button', { name: /^Show the piece/ }).first();
    await dot.click();
    await expect(dot).toHaveAttribute('aria-expanded', 'true');
    const card = look.locator(`#${await dot.getAttribute('aria-controls')}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText('$');
    await expect(card.getByRole('link', { name: 'View the piece' })).toHaveAttribute('href', /^\/products\//);
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });

  test('shop the look: a hotspot adds its piece to the bag from a card that stays inside the picture', async ({ page, a11y }) => {
    await page.goto('/magazine/shop-the-look/the-amber-hour');
    const look = page.locator('[data-block="shopTheLook"]');
    const dots = look.getByRole('button', { name: /^Show the piece: / });
    // The block, not a dot: the dots' island (components/ui/island.tsx) may put its part in place of the
    // server's markup while the scroll waits, and a scroll holds on to the element it found.
    await look.scrollIntoViewIfNeeded();
    const addButton = look.getByRole('button', { name: 'Add to bag', exact: true });
    // Pieces that cannot be bought online have the link only: take the first dot whose card can add.
    let dot = dots.first();
    for (let i = 0; i < (await dots.count()); i += 1) {
      dot = dots.nth(i);
      await dot.focus();
      await page.keyboard.press('Enter');
      const card = look.locator(`#${await dot.getAttribute('aria-controls')}`);
      await expect(card).toBeVisible();
      const inside = await card.evaluate((el) => {
        const frame = (el as HTMLElement).offsetParent!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
      });
      expect(inside, `card ${i} inside the picture`).toBe(true);
      if (await card.getByRole('button', { name: 'Add to bag', exact: true }).isVisible()) break;
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
      await expect(dot).toBeFocused();
    }
    await expect(addButton).toHaveCount(1);
    await expect(addButton).toBeVisible();
    await a11y.check(page);
    // Keyboard: the card follows its dot, so Tab reaches its button.
    await page.keyboard.press('Tab');
    await expect(addButton).toBeFocused();
    const title = (await dot.getAttribute('aria-label'))!.replace(/^Show the piece: /, '');
    await page.keyboard.press('Enter');
    const bag = page.getByRole('dialog', { name: 'Your bag' });
    await expect(bag).toBeVisible();
    await expect(bag.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bag, 1 item' }).first()).toBeVisible();
    await a11y.check(page);
  });

  test('its pictures load from the shop’s short addresses, which open only the content service’s pictures (issue 35)', async ({ page, request }) => {
    await page.goto('/magazine');
    const picture = page.getByRole('article').first().locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Every candidate is `/cms/<width>/<asset file>[?rect=…]`, not the content CDN's whole URL.
    const srcset = (await picture.getAttribute('srcset'))!.split(', ');
    expect(srcset.length).toBeGreaterThan(2);
    for (const candidate of srcset) expect(candidate).toMatch(/^\/cms\/(\d+)\/[0-9a-f]+-\d+x\d+\.(jpg|png|webp)(\?rect=\d+,\d+,\d+,\d+)? \1w$/);
    const address = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(address.origin).toBe(new URL(page.url()).origin);

    // The CDN picks the format by Accept; the answer is cached for long, as a card picture's, per format.
    const webp = await request.get(address.pathname + address.search, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.status()).toBe(200);
    expect(webp.headers()['content-type']).toBe('image/webp');
    expect(webp.headers()['cache-control']).toMatch(/public, max-age=\d{6,}/);
    expect(webp.headers()['vary']).toMatch(/Accept/i);
    expect(webp.headers()['set-cookie']).toBeUndefined();
    const jpeg = await request.get(address.pathname + address.search, { headers: { accept: 'image/jpeg' } });
    expect(jpeg.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);

    // Nothing else of the CDN, at no other width, with no other parameter.
    const file = address.pathname.split('/').pop()!;
    for (const refused of [`/cms/700/${file}`, `/cms/750/${file}?w=4000`, `/cms/750/${file}?rect=0,0,9,9&fm=png`, `/cms/750/${file.replace(/\.\w+$/, '.svg')}`, `/cms/750/health`, `/cms/750/x/production/${file}`]) {
      const answer = await request.get(refused, { maxRedirects: 0 });
      expect(answer.status(), refused).toBe(404);
    }
  });

  test('the magazine lists posts, by type too, in Italian', async ({ page, a11y }) => {
    await page.goto('/it-it/magazine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazine');
    await page.getByRole('navigation', { name: 'Sezioni del magazine' }).getByRole('link', { name: 'Visita in bottega' }).click();
    await expect(page).toHaveURL(/\/it-it\/magazine\/studio-visit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visita in bottega');
    await expect(page.getByRole('article')).toHaveCount(2);
    await a11y.check(page);
  });
});

test.describe('landings, collections and pages', () => {
  test('a landing page has its header, blocks and hreflang with translated slugs', async ({ page, a11y }) => {
    await page.goto('/it-it/landing/un-estate-italiana');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Un'estate italiana");
    await expect(page.locator('[data-block]').first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/landing\/an-italian-summer$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /w=1200&q=75/);
    await a11y.check(page);
  });

  test('a collection shows its editorial header and its products', async ({ page, a11y }) => {
    await page.goto('/collections/the-wedding-table');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ pieces$/)).toBeVisible();
    expect(await page.locator('main article').count()).toBeGreaterThan(3);
    await a11y.check(page);
  });

  test('legal and company pages live at their localized slugs, the fixed routes at theirs', async ({ page, a11y }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy/);
    await expect(page.getByText(/Last updated/)).toBeVisible();
    await a11y.check(page);
    await page.goto('/it-it/informativa-privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await page.goto('/terms-conditions-trade');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/it-it/chi-siamo');
    await expect(page).toHaveURL(/\/it-it\/about$/);
  });

  test('the sitemap page links every editorial page in the visitor’s language', async ({ page, a11y }) => {
    await page.goto('/it-it/sitemap');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mappa del sito');
    await expect(page.getByRole('link', { name: 'Visita in bottega' })).toHaveAttribute('href', '/it-it/magazine/studio-visit');
    await expect(page.getByRole('region', { name: 'Note legali' }).getByRole('link').first()).toHaveAttribute('href', /^\/it-it\//);
    await expect(page.getByRole('region', { name: 'Collezioni' }).getByRole('link', { name: /Murano/ })).toHaveAttribute('href', '/it-it/collections/vetro-di-murano');
    await a11y.check(page);
  });

  test('unknown slugs are 404s', { tag: '@browserless' }, async ({ request }) => {
    for (const path of ['/no-such-page', '/landing/no-such-landing', '/collections/nothing', '/magazine/news/nothing', '/magazine/recipes']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('preview', () => {
  test('shows drafts, is never indexed, and exit hides them again', async ({ page, request }) => {
    expect((await request.get('/api/preview/enable?secret=wrong&redirect=/')).status()).toBe(401);
    await page.goto('/landing/gifts-from-italy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gifts from Italy');

    await page.goto('/api/preview/enable?secret=embedded-preview-secret&redirect=/landing/gifts-from-italy');
    await expect(page).toHaveURL(/\/landing\/gifts-from-italy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday Gifts from Italy');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const draftOnly = await page.goto('/magazine/editors-pick/winter-light');
    expect(draftOnly?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter Light');

    await page.goto('/api/preview/disable?redirect=/landing/gifts-from-italy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gifts from Italy');
    expect((await page.goto('/magazine/editors-pick/winter-light'))?.status()).toBe(404);
  });

  test('menu-id shows the menu being prepared, in preview only', async ({ page, a11y, isMobile }) => {
    /** Where the first-level items are: the desktop bar, or the phone menu's Ideas tab (where this item lives). */
    const openMenu = async () => {
      if (!isMobile) return page.getByRole('navigation', { name: 'Main' });
      await page.getByRole('button', { name: 'Open the menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('tab', { name: 'Ideas' }).click();
      return menu.getByRole('tabpanel');
    };
    // A first-level item: a link on the desktop bar (its submenu has a button of its own), a button in the phone menu.
    const item = (menu: Locator, name: string) => menu.getByRole(isMobile ? 'button' : 'link', { name, exact: true });
    await page.goto('/?menu-id=holiday-menu');
    let menu = await openMenu();
    await expect(item(menu, 'Magazine')).toBeVisible();
    await expect(item(menu, 'Holiday gifts')).toHaveCount(0);

    await page.goto('/api/preview/enable?secret=embedded-preview-secret&redirect=/?menu-id=holiday-menu');
    await expect(page).toHaveURL(/\/\?menu-id=holiday-menu$/);
    menu = await openMenu();
    await expect(item(menu, 'Holiday gifts')).toBeVisible();
    await a11y.check(page);

    await page.goto('/api/preview/disable?redirect=/?menu-id=holiday-menu');
    menu = await openMenu();
    await expect(item(menu, 'Magazine')).toBeVisible();
    await expect(item(menu, 'Holiday gifts')).toHaveCount(0);
  });

  test('the revalidation route wants its secret and names the tags it expired', { tag: '@browserless' }, async ({ request }) => {
    expect((await request.post('/api/revalidate', { data: { _type: 'landing' } })).status()).toBe(401);
    const response = await request.post('/api/revalidate', { data: { _type: 'landing' }, headers: { authorization: 'Bearer embedded-revalidate-secret' } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['content:landing'] });
  });
});
