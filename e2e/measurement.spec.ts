import { expect, openLoginPanel, signInInPanel, test } from './fixtures';
import { fillTradeApplication } from './support/trade-application';

type Page = import('@playwright/test').Page;
type Entry = Record<string, unknown> & { event?: string; ecommerce?: { item_list_name?: string; currency?: string; value?: number; items?: Record<string, unknown>[] } };

/**
 * What the shop tells its marketing (issue 19, spec §7/§9), read from `window.dataLayer` through a
 * journey: consent, home, a listing, a product click, add to bag, a search and a sign-in. The tag
 * manager's script is answered by a stand-in (this machine has no internet) that behaves as the real
 * one does for the shop: it marks itself running and calls an event's `eventCallback`. The build
 * under test must have GTM_ID set (e.g. GTM-E2ETEST), so the page may load it after consent.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const PASSWORD = 'Atelier-Como-2026';
const GTM_STAND_IN = `window.google_tag_manager = { running: true };
var dl = window.dataLayer = window.dataLayer || [];
function call(e) { if (e && typeof e.eventCallback === 'function') setTimeout(e.eventCallback, 50); }
var push = dl.push.bind(dl);
dl.push = function () { var r = push.apply(null, arguments); for (var i = 0; i < arguments.length; i++) call(arguments[i]); return r; };`;

test.use({ consentDecided: false });
const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window.dataLayer ?? []).filter((e) => e && typeof e === 'object' && 'event' in e))) as Entry[]);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);
async function lastEvent(page: Page, name: string, where: (e: Entry) => boolean = () => true): Promise<Entry> {
  await expect.poll(async () => (await events(page, name)).filter(where).length, { message: `${name} in the data layer` }).toBeGreaterThan(0);
  return (await events(page, name)).filter(where).at(-1)!;
}

/** Every request that leaves for the tag manager or the audience check, from the first byte. */
function watchMarketing(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('googletagmanager.com') || url.includes('google-analytics') || url.includes('/api/audience') || url.includes('/cdp/')) sent.push(url);
  });
  return sent;
}

test('the data layer through a journey: nothing before consent, then page context, impressions, click, add, search and sign-in', async ({ page, context, isMobile, a11y }, info) => {
  test.slow(); // seven steps, each waiting on the visitor, the tag manager or the search
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: GTM_STAND_IN }));
  const sent = watchMarketing(page);

  // Home, with an ad click id: the page view goes into the data layer, nothing leaves before consent.
  await page.goto('/?gclid=Cj0KCQ-e2e_click_id', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  const context0 = await lastEvent(page, 'page_context');
  expect(context0).toMatchObject({ country: 'US', currencyCode: 'USD', isTrade: false, userId: null, cartTotal: '0', userSegment: 'guest', returningVisitor: false });
  expect(await lastEvent(page, 'page_view')).toMatchObject({ page_path: '/?gclid=Cj0KCQ-e2e_click_id', language: 'en' });
  const layer = await dataLayer(page);
  expect(layer.findIndex((e) => e.event === 'page_context')).toBeLessThan(layer.findIndex((e) => e.event === 'page_view'));
  expect(await lastEvent(page, 'consent_default')).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 });
  await page.waitForTimeout(600); // the consent banner's wait_for_update: still nothing may leave
  expect(sent).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).not.toEqual(expect.arrayContaining(['gclid']));
  expect((await context.cookies()).map((c) => c.name).filter((n) => ['gclid', 'cm_vid', 'cm_user_segment', 'cm_repeat_user'].includes(n))).toEqual([]);
  await a11y.check(page);

  // Consent: the tag manager, the click id cookie (86,400 s) and the audience check follow.
  const gtm = page.waitForRequest((r) => r.url().startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-'));
  const audience = page.waitForResponse((r) => r.url().endsWith('/api/audience'));
  await page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept all' }).click();
  await gtm;
  expect((await audience).status()).toBe(200);
  expect(await lastEvent(page, 'audience_checked')).toMatchObject({ userSegment: 'guest', returningVisitor: false, isProfessional: false });
  const cookies = await context.cookies();
  const clickId = cookies.find((c) => c.name === 'gclid');
  expect(clickId?.value).toBe('Cj0KCQ-e2e_click_id');
  expect(clickId!.expires - Date.now() / 1000).toBeGreaterThan(86_400 - 120);
  expect(clickId!.expires - Date.now() / 1000).toBeLessThanOrEqual(86_400 + 5);
  expect(cookies.find((c) => c.name === 'cm_vid')).toMatchObject({ httpOnly: true });
  expect(cookies.find((c) => c.name === 'cm_user_segment')?.value).toBe('guest');

  // A listing: the cards that came into view, with their list and positions.
  await page.goto('/categories/furniture', { waitUntil: 'domcontentloaded' });
  await lastEvent(page, 'page_view', (e) => e.page_path === '/categories/furniture');
  const impressions = await lastEvent(page, 'view_item_list', (e) => e.ecommerce?.item_list_name === 'category:furniture');
  const items = impressions.ecommerce!.items!;
  expect(impressions.ecommerce!.currency).toBe('USD');
  expect(items.length).toBeGreaterThan(0);
  expect(items[0]).toMatchObject({ index: 1, item_list_name: 'category:furniture', item_id: expect.any(String), item_name: expect.any(String), price: expect.any(Number) });
  expect(items.map((i) => i.index)).toEqual(items.map((_, n) => n + 1));

  // A product click: pushed, the navigation waits for the tag manager's callback, then the page view of the product.
  const firstCard = page.locator('main [data-item-list="category:furniture"] article').first();
  const name = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link').first().click();
  const click = await lastEvent(page, 'select_item');
  expect(click).toMatchObject({ eventTimeout: 1000, ecommerce: { item_list_name: 'category:furniture', items: [{ index: 1, item_name: name }] } });
  await expect(page).toHaveURL(/\/products\//);
  const productPath = new URL(page.url()).pathname;
  await lastEvent(page, 'page_view', (e) => e.page_path === productPath);
  expect(await lastEvent(page, 'page_context')).toMatchObject({ country: 'US', currencyCode: 'USD', cartTotal: '0' });

  // Add to bag.
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  const add = await lastEvent(page, 'add_to_cart');
  expect(add.ecommerce).toMatchObject({ currency: 'USD', value: expect.any(Number), items: [{ item_name: expect.any(String), quantity: 1, price: expect.any(Number) }] });
  expect(add.ecommerce!.value).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // A text search: the query and the result count, once the typing settles.
  await page.goto('/search', { waitUntil: 'domcontentloaded' });
  await page.locator('[data-hydrated]').waitFor();
  await page.getByRole('searchbox', { name: 'Search the collection' }).fill('sofa');
  await expect(page).toHaveURL(/query=sofa/);
  const search = await lastEvent(page, 'search');
  expect(search).toMatchObject({ search_term: 'sofa', search_results: expect.any(Number) });
  expect(search.search_results).toBeGreaterThan(0);
  expect((await events(page, 'search')).map((e) => e.search_term)).toEqual(['sofa']);
  const context1 = await lastEvent(page, 'page_context', () => true);
  expect(Number(context1.cartTotal)).toBeGreaterThan(0);

  // Sign-in: identify-user with the pseudonymous id; the e-mail goes to the customer-data service, never into the data layer.
  const email = `measure-${info.project.name}-${Date.now()}@example.com`;
  const created = await fetch(`${BACKEND}/api/v2/storefront/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Giulia', last_name: 'Conti' } }),
  });
  expect(created.ok).toBe(true);
  await openLoginPanel(page, isMobile);
  await signInInPanel(page.getByRole('dialog'), email, PASSWORD);
  const identify = await lastEvent(page, 'identify_user');
  expect(identify).toMatchObject({ method: 'sign_in', userId: expect.stringMatching(/^u_[0-9a-f]{24}$/) });
  expect(JSON.stringify(await dataLayer(page))).not.toContain(email);
  const visitorId = (await context.cookies()).find((c) => c.name === 'cm_vid')!.value;
  const profile = await fetch(`${BACKEND}/cdp/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ visitor(visitorId: "${visitorId}") { visitorId repeat: inAudience(audience: "repeat_users") } }` }),
  });
  expect(((await profile.json()) as { data: unknown }).data).toEqual({ visitor: { visitorId, repeat: false } });
  // The next page's context carries the account's id, not its e-mail.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await lastEvent(page, 'page_context', (e) => e.userId !== null)).toMatchObject({ userId: identify.userId, userSegment: 'consumer' });
});

test('without consent to marketing there is no tag manager request, no click id and no identify', async ({ page, context }) => {
  const sent = watchMarketing(page);
  await page.goto('/?gclid=Cj0KCQ-e2e_click_id', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('cookie-consent').getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
  await page.goto('/categories/furniture', { waitUntil: 'domcontentloaded' });
  await lastEvent(page, 'view_item_list');
  expect(sent).toEqual([]);
  expect((await context.cookies()).map((c) => c.name).filter((n) => ['gclid', 'cm_vid', 'cm_email_opt_in', 'cm_user_segment'].includes(n))).toEqual([]);
});

test('the trade invitation: for a professional who is not trade, dismissible for good', async ({ page, context, baseURL, a11y }) => {
  // The audience check marked this visitor as a professional (its cookie) earlier in the session.
  const consent = JSON.stringify({ analytics: true, marketing: false, decidedAt: '2026-11-01T00:00:00.000Z' });
  await context.addCookies([
    { name: 'cm_consent', value: encodeURIComponent(consent), url: baseURL! },
    { name: 'cm_professional', value: '1', url: baseURL! },
  ]);
  await context.addInitScript(() => window.sessionStorage.setItem('cm_consumer_session', '1'));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const invitation = page.getByTestId('trade-invitation');
  await expect(invitation).toContainText('Designing for a client?');
  await a11y.check(page);
  await invitation.getByRole('button', { name: "No thanks, don't show again" }).click();
  await expect(invitation).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('cm_trade_dnd'))).toBe('1');
  await page.reload();
  await lastEvent(page, 'page_view');
  await expect(page.getByTestId('trade-invitation')).toHaveCount(0);
});

test('in preview no tag manager is loaded, even with consent', async ({ page, context, baseURL }) => {
  const consent = JSON.stringify({ analytics: true, marketing: true, decidedAt: '2026-11-01T00:00:00.000Z' });
  await context.addCookies([{ name: 'cm_consent', value: encodeURIComponent(consent), url: baseURL! }]);
  const sent = watchMarketing(page);
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: GTM_STAND_IN }));
  await page.goto('/api/preview/enable?secret=embedded-preview-secret&redirect=/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toBeVisible();
  await page.waitForTimeout(1500); // the extras have mounted; a tag manager would have been asked for by now
  expect(sent).toEqual([]);
  // Out of preview, the same consent loads it: the check above could fail.
  const gtm = page.waitForRequest((r) => r.url().startsWith('https://www.googletagmanager.com/gtm.js'));
  await page.goto('/api/preview/disable?redirect=/', { waitUntil: 'domcontentloaded' });
  await gtm;
});

/** Analytics and marketing consent already given, and the tag manager's stand-in answering. */
async function consented(context: import('@playwright/test').BrowserContext, baseURL: string) {
  const consent = JSON.stringify({ analytics: true, marketing: true, decidedAt: '2026-11-01T00:00:00.000Z' });
  await context.addCookies([{ name: 'cm_consent', value: encodeURIComponent(consent), url: baseURL }]);
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: GTM_STAND_IN }));
}

test('joinable: page views carry the page’s own title after client navigation, one item_id from list to bag, quantity changes are reported', async ({ page, context, baseURL }) => {
  test.slow(); // a listing, a product, the bag and three answers of the commerce service
  await consented(context, baseURL!);
  await page.goto('/categories/furniture', { waitUntil: 'domcontentloaded' });
  const listingView = await lastEvent(page, 'page_view', (e) => e.page_path === '/categories/furniture');
  expect(listingView.page_title).toBe(await page.title());
  const impressions = await lastEvent(page, 'view_item_list', (e) => e.ecommerce?.item_list_name === 'category:furniture');
  const listed = impressions.ecommerce!.items![0];
  // GA4's item_id is the SKU in list events, as in cart events.
  expect(listed.item_id).toMatch(/^(CM-[A-Z]{3}|PORAMI)-\d{6}$/);

  // A client-side navigation (the card's link): the page view names the product page, not the listing, nor nothing.
  const firstCard = page.locator('main [data-item-list="category:furniture"] article').first();
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\//);
  const productPath = new URL(page.url()).pathname;
  const productView = await lastEvent(page, 'page_view', (e) => e.page_path === productPath);
  expect(productView.page_title).toBe(await page.title());
  expect(productView.page_title).toContain(String(listed.item_name));
  expect(productView.page_title).not.toBe(listingView.page_title);

  // Add to bag: the same item_id as the list named it.
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  const added = await lastEvent(page, 'add_to_cart');
  expect(added.ecommerce!.items![0]).toMatchObject({ item_id: listed.item_id, item_name: listed.item_name, quantity: 1 });
  const price = added.ecommerce!.items![0].price as number;

  // One more in the bag: an add_to_cart of one unit; one fewer: a remove_from_cart of one unit.
  const bag = page.getByRole('dialog', { name: 'Your bag' });
  const name = String(listed.item_name);
  await bag.getByRole('button', { name: `One more: ${name}` }).click();
  await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(2);
  expect((await events(page, 'add_to_cart')).at(-1)!.ecommerce).toMatchObject({ value: price, items: [{ item_id: listed.item_id, quantity: 1 }] });
  await expect(bag.getByRole('button', { name: `One fewer: ${name}` })).toBeEnabled();
  await bag.getByRole('button', { name: `One fewer: ${name}` }).click();
  const removed = await lastEvent(page, 'remove_from_cart');
  expect(removed.ecommerce).toMatchObject({ value: price, items: [{ item_id: listed.item_id, quantity: 1 }] });
  expect(await events(page, 'add_to_cart')).toHaveLength(2);
});

test('a guest whose trade application created the account is identified, so the audience check sees a trade visitor', async ({ page, context, baseURL }, info) => {
  test.slow(); // the application form and its certificate
  await consented(context, baseURL!);
  await page.goto('/trade#apply', { waitUntil: 'domcontentloaded' });
  await lastEvent(page, 'page_view');
  const email = `measure-studio-${info.project.name}-${Date.now()}@example.com`;
  const form = page.locator('#apply form');
  await fillTradeApplication(form, { email, country: 'GB', city: 'London', phone: '+44 20 7946 0000' });
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText('Thank you: your application is with our trade team')).toBeVisible();

  const identify = await lastEvent(page, 'identify_user');
  expect(identify).toMatchObject({ method: 'sign_up', userId: expect.stringMatching(/^u_[0-9a-f]{24}$/) });
  expect(JSON.stringify(await dataLayer(page))).not.toContain(email);
  const visitorId = (await context.cookies()).find((c) => c.name === 'cm_vid')!.value;
  const profile = await fetch(`${BACKEND}/cdp/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ visitor(visitorId: "${visitorId}") { trade: inAudience(audience: "is_trade") } }` }),
  });
  expect(((await profile.json()) as { data: unknown }).data).toEqual({ visitor: { trade: true } });
});
