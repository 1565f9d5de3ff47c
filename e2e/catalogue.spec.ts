import path from 'node:path';
import { expect, test } from './fixtures';

type Page = import('@playwright/test').Page;
const grid = (page: Page) => page.locator('main ul').filter({ has: page.locator('article') }).first();
/** Server-rendered lists are visible before they are interactive: wait for hydration before clicking. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('[data-hydrated]').waitFor();
  return response;
}
/** Every search the listing sends from the browser passes /api/search's allow-list: none is refused. */
function refusedSearches(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/search') && response.status() !== 200) refused.push(`${response.status()} ${response.request().postData()}`);
  });
  return refused;
}

test.describe('category listing', () => {
  test('server-rendered with breadcrumbs, 24 cards first, and no second search on hydration', async ({ page, a11y }) => {
    const searches: string[] = [];
    page.on('request', (request) => request.url().includes('/api/search') && searches.push(request.url()));
    await open(page, '/categories/furniture/seating');
    await expect(page.getByRole('heading', { level: 1, name: 'Seating' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/categories/furniture');
    await expect(grid(page).locator('article')).toHaveCount(24);
    await expect(page.getByText(/^\d+ pieces$/)).toBeVisible();
    await page.getByRole('button', { name: /Show \d+ more pieces/ }).click();
    // The rest of the page's 60 comes from the server's cached answer: no search from the browser.
    await expect.poll(() => grid(page).locator('article').count()).toBeGreaterThan(24);
    await page.locator('[data-hydrated]').waitFor();
    await page.waitForTimeout(500);
    expect(searches).toEqual([]);
    await a11y.check(page);
  });

  test("the HTML as served holds every card, the first screen's pictures and the filters' titles; the rest waits for hydration (issue 35)", { tag: '@browserless' }, async ({ request }) => {
    const html = await (await request.get('/categories/furniture/seating')).text();
    const cards = html.match(/<article[\s\S]*?<\/article>/g) ?? [];
    expect(cards).toHaveLength(24);
    // Every piece's link, name and price are in the HTML (crawlers, no script, return to a card).
    for (const card of cards) {
      expect(card).toMatch(/<a [^>]*href="\/products\/[a-z0-9-]+"/);
      expect(card).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
      expect(card).toMatch(/data-pid="\d+"/);
    }
    // The first screen's pictures (two rows of four, four of two) are in it, the others come after hydration.
    const pictured = cards.map((card) => /<img [^>]*srcSet="\/img\/360\/media\//.test(card));
    expect(pictured).toEqual(cards.map((_, index) => index < 8));
    // A closed filter's title is there, its values and fields are not.
    const filters = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    expect(filters).toContain('>Material</summary>');
    expect(filters).not.toContain('type="number"');
    expect(filters).not.toContain('>Walnut<');
  });

  test("every card's picture is drawn once hydrated, at the same sizes as the first screen's", async ({ page }) => {
    await open(page, '/categories/furniture/seating');
    const photos = grid(page).locator('article img:first-child');
    await expect(photos).toHaveCount(24);
    const sizes = await photos.evaluateAll((nodes) => nodes.map((img) => [(img as HTMLImageElement).sizes, (img as HTMLImageElement).srcset.split(', ').map((candidate) => candidate.replace(/\/media\/\S+/, '')).join()]));
    expect(new Set(sizes.map((entry) => entry.join('|'))).size).toBe(1);
    expect(sizes[0]![1]).toBe('/img/360 360w,/img/512 512w,/img/750 750w,/img/1080 1080w,/img/1920 1920w,/img/2048 2048w');
    // The closed filters hold their values and fields again, ready to open.
    await expect(page.locator('aside details input[type="number"]')).toHaveCount(8);
    await expect(page.locator('aside details input[type="checkbox"]').first()).toBeAttached();
  });

  test('the first row is fetched first; a phone never fetches the hover photos', async ({ page, isMobile }) => {
    const images: string[] = [];
    page.on('request', (request) => request.resourceType() === 'image' && images.push(decodeURIComponent(request.url())));
    await open(page, '/categories/furniture');
    // A card's picture comes first in its frame; the hover picture, where there is one, second.
    const photos = grid(page).locator('article img:first-child');
    for (const index of [0, 1]) await expect(photos.nth(index)).toHaveAttribute('fetchpriority', 'high');
    await expect(photos.nth(4)).not.toHaveAttribute('fetchpriority', 'high');
    // Its short address is the optimiser's picture, cacheable as any optimised picture (lib/images/card-image-address.ts).
    const address = (await photos.first().getAttribute('src'))!;
    expect(address).toMatch(/^\/img\/2048\/media\/\S+$/);
    const picture = await page.request.get(address, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(picture.headers()['cache-control']).toMatch(/public, max-age=\d{6,}/);
    expect((await page.request.get(address.replace('/img/2048/', '/img/2047/'))).status()).toBe(404);
    // Scroll the whole grid by, so lazy images come due.
    await grid(page).locator('article').last().scrollIntoViewIfNeeded();
    await expect.poll(() => images.length).toBeGreaterThan(4);
    await page.waitForLoadState('networkidle');
    // The picture an address names: a card's short address (`/img/<width><path>`) or Next's (`?url=`).
    const hoverPhotos = await grid(page).locator('article img:nth-child(2)').evaluateAll((nodes) =>
      nodes.map((img) => {
        const address = new URL((img as HTMLImageElement).src);
        return address.searchParams.get('url') ?? address.pathname.replace(/^\/img\/\d+/, '');
      }),
    );
    // A hover photo enters the page only where a pointer can hover: a phone has none to fetch.
    if (isMobile) return expect(hoverPhotos).toEqual([]);
    expect(hoverPhotos.length).toBeGreaterThan(0);
    expect(hoverPhotos.filter((photo) => images.some((url) => url.includes(photo))).length).toBeGreaterThan(0);
  });

  test('a permalink moves to the language of the locale; an unknown one is a 404', async ({ page }) => {
    await page.goto('/it-it/categories/furniture/seating');
    await expect(page).toHaveURL(/\/it-it\/categories\/arredamento\/sedute$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sedute' })).toBeVisible();
    const response = await page.goto('/categories/furniture/not-a-category');
    expect(response?.status()).toBe(404);
  });

  test('filter, sort and paginate live in the URL and survive back, forward and reload', async ({ page, isMobile, a11y }) => {
    const refused = refusedSearches(page);
    await open(page, '/categories/furniture');
    const count = page.getByText(/^\d+ pieces$/);
    const total = Number((await count.textContent())!.split(' ')[0]);

    // Filter: ready to ship.
    if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = isMobile ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
    await filters.getByText('Shipping time').click();
    await filters.getByLabel('Ready to ship').check();
    await expect(page).toHaveURL(/shipping=ready/);
    if (isMobile) {
      await a11y.check(page);
      await page.keyboard.press('Escape');
      await expect(filters).toBeHidden();
    }
    await expect(count).not.toHaveText(`${total} pieces`);
    const filtered = Number((await count.textContent())!.split(' ')[0]);
    expect(filtered).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Remove Ready to ship' })).toBeVisible();
    for (const text of await grid(page).locator('article').allInnerTexts()) expect(text).toContain('Ready to ship');

    // Sort: price ascending, prices in order.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(async () => {
      const texts = (await grid(page).locator('article').allInnerTexts()).slice(0, 10);
      // The selling price is the last amount of a card (a compare-at price comes before it).
      const prices = texts.flatMap((t) => [...t.matchAll(/\$([\d,]+)/g)].slice(-1).map((m) => Number(m[1].replace(/,/g, ''))));
      expect(prices.length).toBeGreaterThan(5);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();

    // Back restores the unsorted, filtered list; forward the sorted one; reload keeps it.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel('Sort by')).toHaveValue('recommended');
    await page.goForward();
    await expect(page).toHaveURL(/sort=price_asc/);
    await page.reload();
    await page.locator('[data-hydrated]').waitFor();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(count).toHaveText(`${filtered} pieces`);

    // Clear all, then page 2 with ppage.
    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.locator('[data-hydrated]').waitFor();
    await expect(count).toHaveText(`${total} pieces`);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/ppage=2/);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(/^Page 2, current page\s*2$/);
    await page.reload();
    await page.locator('[data-hydrated]').waitFor();
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(/^Page 2, current page\s*2$/);
    await a11y.check(page);
    expect(refused).toEqual([]);
  });

  test('no products found offers to clear the filters', async ({ page }) => {
    await open(page, '/categories/furniture?price=1:2');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear the filters' }).click();
    await expect(grid(page).locator('article').first()).toBeVisible();
  });
});

test.describe('search', () => {
  test('results follow the typing; popular and recent searches; no results message', async ({ page, a11y }) => {
    const refused = refusedSearches(page);
    await open(page, '/search');
    await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Search the collection' });
    await field.fill('sofa');
    await expect(page).toHaveURL(/query=sofa/);
    await expect(grid(page).locator('article').first()).toContainText(/sofa/i);
    await field.press('Enter');
    await a11y.check(page);

    await field.fill('zzqxv');
    await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(page.getByText('We found nothing for “zzqxv”')).toBeVisible();

    // Recent searches are kept on this device and rendered with the page.
    await open(page, '/search');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: 'sofa' })).toBeVisible();
    await page.getByRole('region', { name: 'Popular searches' }).getByRole('button', { name: 'Armchair' }).click();
    // The URL holds the query as the search matches it (lowercase, ADR 0018).
    await expect(page).toHaveURL(/query=armchair$/);
    expect(refused).toEqual([]);
  });

  test('search by image: a wrong type is refused with the spec message, a photo finds similar pieces', async ({ page }) => {
    await open(page, '/it-it/search');
    const upload = page.getByLabel('Cerca per immagine');
    await upload.setInputFiles(path.join(__dirname, 'assets/not-an-image.gif'));
    await expect(page.getByRole('alert').filter({ hasText: 'immagine' })).toHaveText("Carica un'immagine (.jpeg, .jpg, .png)");
    await open(page, '/search');
    await page.getByLabel('Search by image').setInputFiles(path.join(__dirname, 'assets/green-velvet.png'));
    const similar = page.getByRole('region', { name: 'Similar to your image' });
    await expect(similar.locator('article').first()).toBeVisible();
  });

  test('the browser never receives trade prices', async ({ page, request }) => {
    const bodies: Promise<string>[] = [];
    // What the listing fetches after load: the server action that renders each new state.
    page.on('response', (response) => {
      if (response.request().method() === 'POST') bodies.push(response.text().catch(() => ''));
    });
    const html = await (await request.get('/categories/furniture')).text();
    expect(html).not.toMatch(/trade_price_[A-Z]{3}/);
    expect(html).not.toMatch(/Trade \$/);
    await open(page, '/search');
    await page.getByRole('searchbox', { name: 'Search the collection' }).fill('table');
    await expect(page).toHaveURL(/query=table/);
    await expect.poll(() => bodies.length).toBeGreaterThan(0);
    for (const body of await Promise.all(bodies)) expect(body).not.toMatch(/"trade_price_[A-Z]{3}":/);
    // Asking for them, or filtering on them (the bisection of issue 17), is refused outright.
    for (const params of [{ attributesToRetrieve: ['*', 'trade_price_USD'], hitsPerPage: 5 }, { filters: 'objectID:1 AND trade_price_USD > 968', hitsPerPage: 1 }]) {
      const asked = await request.post('/api/search', { data: { requests: [{ indexName: 'production_products', params }] } });
      expect(asked.status()).toBe(400);
      expect(await asked.text()).not.toMatch(/"trade_price_[A-Z]{3}":|"hits"/);
    }
  });
});

test.describe('artisans', () => {
  test('the list filters and sorts, "no artisans found" otherwise; an artisan page tells the story and lists the pieces', async ({ page, a11y, isMobile }) => {
    const refused = refusedSearches(page);
    await open(page, '/artisans');
    await expect(page.getByRole('heading', { level: 1, name: 'Artisans' })).toBeVisible();
    const count = page.getByText(/^\d+ artisans$/);
    const total = Number((await count.textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(10);
    await a11y.check(page);
    // The first portraits are drawn, from the cards' short addresses (`/img/<width><path>`, issue 35's lighter listings).
    const portraits = page.locator('main ul li a[href^="/artisans/"] img');
    await expect.poll(() => portraits.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\/img\/\d+\/media\/\S+$/);
    expect(await portraits.nth(1).evaluate((img: HTMLImageElement) => img.srcset.split(', ').every((candidate) => /^\/img\/\d+\/media\/\S+ \d+w$/.test(candidate)))).toBe(true);

    await page.getByLabel('Sort by').selectOption({ label: 'Most recent' });
    await expect(page).toHaveURL(/sort=most_recent/);
    // The sorted list has arrived before a filter is ticked (the URL changes first).
    await expect(page.locator('[data-listing]')).not.toHaveAttribute('aria-busy', 'true');

    if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = isMobile ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
    await filters.getByText('City').click();
    await filters.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/city=/);
    if (isMobile) await page.keyboard.press('Escape');
    await expect(count).not.toHaveText(`${total} artisans`);

    await open(page, '/artisans?city=Atlantis');
    await expect(page.getByRole('heading', { name: 'No artisans found' })).toBeVisible();

    await open(page, '/artisans');
    const first = page.locator('main ul li a[href^="/artisans/"]').first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.click();
    await page.waitForURL(/\/artisans\/[a-z0-9-]+$/, { waitUntil: 'commit' });
    // The artisan page renders its listing on the server: allow a loaded machine its time.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'The workshop', exact: true })).toBeVisible();
    await page.locator('[data-hydrated]').waitFor();
    await expect(page.locator('main article').first()).toContainText(`by ${name}`);
    await a11y.check(page);
    expect(refused).toEqual([]);
  });

  test('an unknown artisan is a 404', async ({ page }) => {
    const response = await page.goto('/artisans/nobody-anywhere');
    expect(response?.status()).toBe(404);
  });
});

test.describe('trade prices', () => {
  const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;

  test('a trade user sees trade prices on the cards; a guest is refused them', async ({ page, context, request, baseURL }) => {
    expect((await request.get('/api/search/trade-prices?ids=1,2&currency=USD')).status()).toBe(403);

    const grant = await request.post(`${backend}/spree_oauth/token`, {
      form: { grant_type: 'password', username: 'trade@casamaestri.test', password: 'Maestri-2026' },
    });
    const { access_token: token } = (await grant.json()) as { access_token: string };
    await context.addCookies([{ name: 'auth_token', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);

    await open(page, '/categories/furniture');
    const card = page.locator('main article').first();
    await expect(card).toContainText(/Trade \$[\d,]+/);
    const [list, trade] = [/\$([\d,]+)/.exec((await card.innerText()).split('Trade')[0])![1], /Trade \$([\d,]+)/.exec(await card.innerText())![1]];
    expect(Number(trade.replace(/,/g, ''))).toBeLessThan(Number(list.replace(/,/g, '')));
  });
});
