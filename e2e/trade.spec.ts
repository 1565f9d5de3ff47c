import type { Page } from '@playwright/test';
import { expect, openLoginPanel, signInInPanel, test } from './fixtures';
import { certificatePdf } from '../tests/helpers/certificate';

/**
 * The trade programme in a real browser (spec §2–§9, issue 17): the application form on /trade with
 * each of its messages, the pending account (trade prices, checkout blocked), approval by the trade
 * team then checkout, and the trade sales e-mail by region on /trade and in the contact dialog.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const ADMIN_KEY = process.env.COMMERCE_ADMIN_KEY ?? 'e2e-trade-admin-key';
const PDF = certificatePdf();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const applyForm = (page: Page) => page.locator('#apply form');

async function signIn(page: Page, isMobile: boolean, email: string, password = 'Maestri-2026', trade = true) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await openLoginPanel(page, isMobile);
  await signInInPanel(page.getByRole('dialog'), email, password);
  await expect(page.getByRole('dialog')).toBeHidden();
  // The visitor answer after load moves a trade account to the trade variant of the pages (ADR 0012);
  // wait for it, so the next navigation is not interrupted by that move (a navigation it cuts short is retried).
  await expect(async () => {
    await page.goto('/');
  }).toPass();
  await page.waitForLoadState('networkidle');
  if (trade) {
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'shop_audience')?.value).toBe('trade');
    await page.waitForLoadState('networkidle');
  }
}

/** A trade application sent straight to the commerce service, as the storefront's route sends it. */
async function applyByApi(email: string, country = 'US') {
  const form = new FormData();
  const fields: Record<string, string> = {
    email, first_name: 'Ada', last_name: 'Ferri', password: 'Studio-2026', password_confirmation: 'Studio-2026',
    company_name: 'Studio Ferri', company_size: '2-10', website: 'studioferri.it', country_iso: country, city: 'New York',
    phone: '+1 212 555 0199', project_type: 'residential', accepts_terms: 'true', accepts_specific_articles: 'true', locale: 'en',
  };
  for (const [k, v] of Object.entries(fields)) form.set(`trade_application[${k}]`, v);
  form.set('trade_application[resale_certificate]', new Blob([new Uint8Array(PDF)]), 'resale.pdf');
  const res = await fetch(`${BACKEND}/api/v2/storefront/trade_applications`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test('apply: every message of the form, a refusal keeps what was typed, then the application is sent', async ({ page, a11y }, info) => {
  await page.goto('/trade#apply');
  const form = applyForm(page);
  await expect(form).toBeVisible();
  await expect(page.getByTestId('trade-sales-email')).toContainText('trade.us@casamaestri.example');
  await a11y.check(page);

  // Empty: the required fields and both acceptances (spec §5, word for word).
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await expect(form.getByText('Acceptance of the Terms and Conditions is required', { exact: true })).toBeVisible();
  await expect(form.getByText('Express acceptance of the Terms and Conditions is required', { exact: true })).toBeVisible();
  await a11y.check(page);

  // Wrong e-mail, website and confirmation.
  await form.getByLabel('Work e-mail').fill('ada@');
  await form.getByLabel('Website or professional social media').fill('studio ferri');
  await form.getByLabel('Password', { exact: true }).fill('Studio-2026');
  await form.getByLabel('Confirm password').fill('Studio-2027');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByText('Please enter a valid email', { exact: true })).toBeVisible();
  await expect(form.getByText('Please enter a valid website')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  // Everything right but a file whose name lies about its bytes: refused by the server, nothing typed is lost.
  const email = `studio-${info.project.name}-${Date.now()}@example.com`;
  await form.getByLabel('Work e-mail').fill('consumer@casamaestri.test');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Ferri');
  await form.getByLabel('Confirm password').fill('Studio-2026');
  await form.getByLabel('Company name').fill('Studio Ferri');
  await form.getByLabel('Company size').selectOption('2-10');
  await form.getByLabel('Project type').selectOption('hospitality');
  await form.getByLabel('Website or professional social media').fill('instagram.com/studioferri');
  await form.getByLabel('Country').selectOption('GB');
  await expect(form.locator('datalist option[value="London"]')).toHaveCount(1); // the city type-ahead follows the country
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Phone').fill('+44 20 7946 0000');
  await form.getByLabel('Resale certificate').setInputFiles({ name: 'resale.pdf', mimeType: 'application/pdf', buffer: PNG });
  await form.getByRole('checkbox', { name: /I accept the trade terms and conditions of sale/ }).check();
  await expect(form.getByRole('link', { name: 'trade terms and conditions of sale' })).toHaveAttribute('href', '/terms-conditions-trade');
  await form.getByRole('checkbox', { name: /I expressly accept/ }).check();
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Unable to submit this trade proposal' })).toBeVisible();
  await expect(form.getByText('Please upload a .pdf, .jpg or .png file')).toBeVisible();
  await expect(form.getByLabel('Company name')).toHaveValue('Studio Ferri');
  await expect(form.getByLabel('City')).toHaveValue('London');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await a11y.check(page);

  // A real certificate, but an e-mail that already has an account.
  await form.getByLabel('Resale certificate').setInputFiles({ name: 'resale.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel('Password', { exact: true }).fill('Studio-2026');
  await form.getByLabel('Confirm password').fill('Studio-2026');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByText('A user is already registered with this e-mail; contact the trade team to join.').first()).toBeVisible();
  await expect(form.getByLabel('Website or professional social media')).toHaveValue('instagram.com/studioferri');

  await form.getByLabel('Work e-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Studio-2026');
  await form.getByLabel('Confirm password').fill('Studio-2026');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText('Thank you: your application is with our trade team')).toBeVisible();
  await a11y.check(page);

  // Signed in at once as a pending trade account, with the trade sales team of the application's
  // region (a UK studio browsing the US shop): the same as its e-mail names (issue 39).
  await page.goto('/account');
  const trade = page.getByTestId('account-trade');
  await expect(trade).toContainText('Your application is being reviewed');
  await expect(trade.getByRole('link', { name: 'trade.uk@casamaestri.example' })).toBeVisible();
  await expect(trade.getByRole('link', { name: 'trade.us@casamaestri.example' })).toHaveCount(0);
  const outbox = (await (await fetch(`${BACKEND}/__embedded/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { kind: string; text: string }[] };
  expect(outbox.messages.find((m) => m.kind === 'trade_application')?.text).toContain('trade.uk@casamaestri.example');
});

test('a pending trade account sees trade prices at once and meets the checkout blocker', async ({ page, isMobile, a11y }, info) => {
  const email = `pending-${info.project.name}-${Date.now()}@example.com`;
  await applyByApi(email);
  await signIn(page, isMobile, email, 'Studio-2026');
  await page.goto('/products/lido-coffee-table-in-amber-murano-glass');
  await expect(page.getByTestId('trade-price')).toHaveText(/^Trade price \$[\d,]+/);
  await page.goto('/test-cart');
  await page.getByRole('button', { name: 'Add to bag' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your trade account is being reviewed' })).toBeVisible();
  await expect(page.getByText('Your trade account is awaiting approval: checkout opens once it is approved.', { exact: false })).toBeVisible();
  // The pending-application notice rises in with a fade: scan once it has settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await a11y.check(page);
  // The application page says so too, instead of a second form.
  await page.goto('/trade#apply');
  await expect(page.getByText('Your application is being reviewed')).toBeVisible();
});

test('once the trade team approves, the e-mail arrives and checkout opens', async ({ page, isMobile, a11y }, info) => {
  const email = `approved-${info.project.name}-${Date.now()}@example.com`;
  const id = await applyByApi(email, 'AE');
  const approved = await fetch(`${BACKEND}/api/v2/platform/trade_applications/${id}/approve`, {
    method: 'PATCH', headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' }, body: '{}',
  });
  expect(approved.status).toBe(200);
  const outbox = (await (await fetch(`${BACKEND}/__embedded/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { kind: string; subject: string; text: string }[] };
  const decision = outbox.messages.find((m) => m.kind === 'trade_decision');
  expect(decision?.subject).toBe('Your Casa Maestri trade account is approved');
  expect(decision?.text).toContain('trade.me@casamaestri.example');

  await signIn(page, isMobile, email, 'Studio-2026');
  await page.goto('/test-cart');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to bag' }) }).nth(1);
  const name = (await item.getByRole('heading').textContent())!.trim();
  await item.getByRole('button', { name: 'Add to bag' }).click();
  // Wait for the line to land before leaving the page (a phone navigates faster than it adds).
  await expect(page.getByRole('dialog', { name: 'Your bag' }).getByRole('link', { name })).toBeVisible();
  await page.goto('/checkout');
  const main = page.locator('main');
  await expect(main.getByRole('button', { name: 'Continue to delivery' })).toBeVisible();
  await main.getByLabel('First name').fill('Ada');
  await main.getByLabel('Last name').fill('Ferri');
  await main.getByLabel('Address', { exact: true }).fill('Via Solferino 11');
  await main.getByLabel('Postal code').fill('20121');
  await main.getByLabel('City', { exact: true }).fill('Milano');
  await main.getByLabel('Country', { exact: true }).selectOption('IT');
  await main.getByLabel('Province', { exact: true }).selectOption('MI');
  await main.getByLabel('Phone number').fill('+39 02 1234 5678');
  await main.getByRole('button', { name: 'Continue to delivery' }).click();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await main.getByLabel('Name on card').fill('Ada Ferri');
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry date').fill('12/30');
  await main.getByLabel('Security code').fill('123');
  await main.getByRole('button', { name: 'Continue to review' }).click();
  await main.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await a11y.check(page);
});

test('the trade sales e-mail follows the region on /trade and in the contact dialog', async ({ page, a11y }) => {
  for (const [path, desk] of [
    ['/trade', 'trade.us@casamaestri.example'],
    ['/en-gb/trade', 'trade.uk@casamaestri.example'],
    ['/en-ae/trade', 'trade.me@casamaestri.example'],
    ['/it-it/trade', 'trade@casamaestri.example'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('trade-sales-email').getByRole('link')).toHaveText(desk);
  }

  // A guest who opened the application today (trade hint, one day) finds the trade sales team in the contact dialog.
  await page.goto('/en-gb/trade#apply');
  await expect(applyForm(page)).toBeVisible();
  const hint = (await page.context().cookies()).find((c) => c.name === 'trade_hint');
  expect(hint?.value).toBe('1');
  expect(Math.round((hint!.expires - Date.now() / 1000) / 3600)).toBe(24);
  await page.goto('/en-gb');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByTestId('trade-sales-contact').getByRole('link')).toHaveText('trade.uk@casamaestri.example');
  await expect(dialog.getByLabel('Topic')).toHaveValue('tradeRequests');
  await a11y.check(page);
});

test('a trade user finds the dedicated trade sales contact in the contact dialog', async ({ page, isMobile }) => {
  await signIn(page, isMobile, 'trade@casamaestri.test');
  await page.goto('/it-it');
  await page.getByRole('button', { name: 'Contattaci' }).click();
  await expect(page.getByRole('dialog').getByTestId('trade-sales-contact').getByRole('link')).toHaveText('trade@casamaestri.example');
});

test('a signed-in consumer applies for their own account, without an e-mail or password to type', async ({ page, isMobile, a11y }, info) => {
  const email = `consumer-${info.project.name}-${Date.now()}@example.com`;
  const created = await fetch(`${BACKEND}/api/v2/storefront/account`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: 'Consumer-2026', password_confirmation: 'Consumer-2026' } }),
  });
  expect(created.status).toBe(200);
  await signIn(page, isMobile, email, 'Consumer-2026', false);
  await page.goto('/trade#apply');
  const form = applyForm(page);
  await expect(form.getByText(`You are applying for your account ${email}.`)).toBeVisible();
  await expect(form.getByLabel('Work e-mail')).toHaveCount(0);
  await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
  await form.getByLabel('Company name').fill('Bennett Interiors');
  await form.getByLabel('Company size').selectOption('1');
  await form.getByLabel('Project type').selectOption('residential');
  await form.getByLabel('Website or professional social media').fill('bennettinteriors.com');
  await form.getByLabel('City').fill('New York');
  await form.getByLabel('Phone').fill('+1 212 555 0100');
  await form.getByLabel('Resale certificate').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('checkbox', { name: /I accept the trade terms and conditions of sale/ }).check();
  await form.getByRole('checkbox', { name: /I expressly accept/ }).check();
  await a11y.check(page);
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText('Thank you: your application is with our trade team')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByTestId('account-trade')).toContainText('Your application is being reviewed');
});
