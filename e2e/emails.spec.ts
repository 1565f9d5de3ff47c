import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { certificatePdf } from '../tests/helpers/certificate';

/**
 * Issue 39: every e-mail leads to the shop, not to the commerce service. Each e-mail is triggered,
 * read from the embedded backend's outbox, and its link followed: it must be the storefront's page
 * (this run's origin) in the recipient's locale, and that page must answer in that language. Most
 * follow the link as a request (@browserless); the reset and the guest's order are journeys.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const API = `${BACKEND}/api/v2/storefront`;
const ADMIN_KEY = process.env.COMMERCE_ADMIN_KEY ?? 'e2e-trade-admin-key';
const PASSWORD = 'Atelier-Como-2026';
const IT_ADDRESS = { firstname: 'Giulia', lastname: 'Conti', address1: 'Via Brera 12', city: 'Milano', zipcode: '20121', phone: '+39 02 555 0100', state_name: 'MI', country_iso: 'IT' };

type Messages = Record<string, Record<string, unknown>>;
const messages = (language: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', `${language}.json`), 'utf8')) as Messages;
const text = (language: string, key: string) => String(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages(language)));
const uniqueEmail = (tag: string, project: string) => `${tag}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Mail { kind: string; to: string; subject: string; text: string; token: string | null }

async function mailsTo(to: string, kind: string): Promise<Mail[]> {
  const response = await fetch(`${BACKEND}/__embedded/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { messages: Mail[] }).messages.filter((m) => m.kind === kind);
}

async function mailTo(to: string, kind: string): Promise<Mail> {
  await expect.poll(async () => (await mailsTo(to, kind)).length, { message: `${kind} e-mail to ${to}` }).toBeGreaterThan(0);
  return (await mailsTo(to, kind)).at(-1)!;
}

/** The one link of an e-mail: absolute, on this shop's origin (never the service's port or API). */
function linkOf(mail: Mail, origin: string): URL {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links, `the link of "${mail.subject}"`).toHaveLength(1);
  const link = new URL(links[0] ?? '');
  expect(link.origin).toBe(origin);
  expect(link.pathname).not.toContain('/api/');
  return link;
}

const decode = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Follows a link as a browser's first request would: the page answers 200, in the expected language, with `expected` in it. */
async function follow(link: URL, language: string, expected: string[]): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status, `${link}`).toBe(200);
  const html = decode(await response.text());
  expect(html).toMatch(new RegExp(`<html[^>]* lang="${language}`));
  for (const words of expected) expect(html, `${link} shows "${words}"`).toContain(words);
  return html;
}

async function call(method: string, pathname: string, body?: unknown, bearer?: string): Promise<Response> {
  return fetch(`${API}/${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function bearerFor(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${BACKEND}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('the sign-up confirmation leads to the shop’s confirmation page, in the language it signed up in, once @browserless', async ({ baseURL }, info) => {
  const email = uniqueEmail('mail-signup', info.project.name);
  const created = await call('POST', 'account', { locale: 'de-de', user: { email, password: PASSWORD, password_confirmation: PASSWORD, selected_locale: 'de' } });
  expect(created.ok).toBe(true);
  const mail = await mailTo(email, 'confirmation');
  expect(mail.subject).toBe('Bestätigen Sie Ihr Casa Maestri Konto');
  const link = linkOf(mail, baseURL!);
  expect(link.pathname).toBe(`/de-de/account_confirmations/${mail.token}`);
  await follow(link, 'de', [text('de', 'auth.confirmTitle'), text('de', 'auth.confirmed')]);
  // Single use: the same link now says so, still in German.
  await follow(link, 'de', [text('de', 'auth.confirmFailed')]);
});

test('the reset e-mail and the security notices lead to the shop’s password pages in the recipient’s language @browserless', async ({ baseURL }, info) => {
  const email = uniqueEmail('mail-reset', info.project.name);
  expect((await call('POST', 'account', { user: { email, password: PASSWORD, password_confirmation: PASSWORD, selected_locale: 'fr' } })).ok).toBe(true);
  expect((await call('POST', 'passwords', { locale: 'fr-fr', user: { email } })).ok).toBe(true);
  const reset = await mailTo(email, 'reset_password');
  expect(reset.subject).toBe('Réinitialisez votre mot de passe Casa Maestri');
  const resetLink = linkOf(reset, baseURL!);
  expect(resetLink.pathname).toBe(`/fr-fr/passwords/${reset.token}`);
  await follow(resetLink, 'fr', [text('fr', 'auth.resetTitle'), text('fr', 'auth.resetSubmit')]);

  // A new e-mail asked for on the Spanish (US) shop: the link to confirm it, and the notice to the old address.
  const bearer = await bearerFor(email);
  const next = uniqueEmail('mail-moved', info.project.name);
  expect((await call('PATCH', 'account', { locale: 'es-us', user: { email: next, current_password: PASSWORD } }, bearer)).ok).toBe(true);
  const confirmation = await mailTo(next, 'email_change_confirmation');
  expect(confirmation.subject).toBe('Confirma tu nuevo correo electrónico para Casa Maestri');
  const confirmLink = linkOf(confirmation, baseURL!);
  expect(confirmLink.pathname).toBe(`/es-us/account_confirmations/${confirmation.token}`);
  await follow(confirmLink, 'es', [text('es', 'auth.confirmed')]);
  const notice = await mailTo(email, 'security_notice');
  expect(notice.text).toContain(next);
  const noticeLink = linkOf(notice, baseURL!);
  expect(noticeLink.pathname).toBe('/es-us/passwords');
  await follow(noticeLink, 'es', [text('es', 'auth.forgotTitle')]);
});

test('the trade e-mails lead to the applicant’s account page, in their language and region @browserless', async ({ baseURL }, info) => {
  const email = uniqueEmail('mail-trade', info.project.name);
  const form = new FormData();
  const fields: Record<string, string> = {
    email, first_name: 'Ada', last_name: 'Ferri', password: 'Studio-2026', password_confirmation: 'Studio-2026', company_name: 'Studio Ferri',
    company_size: '2-10', website: 'studioferri.it', country_iso: 'IT', city: 'Milano', phone: '+39 02 555 0100', project_type: 'hospitality',
    accepts_terms: 'true', accepts_specific_articles: 'true', locale: 'it-it',
  };
  for (const [k, v] of Object.entries(fields)) form.set(`trade_application[${k}]`, v);
  form.set('trade_application[resale_certificate]', new Blob([new Uint8Array(certificatePdf())]), 'resale.pdf');
  const applied = await fetch(`${API}/trade_applications`, { method: 'POST', body: form });
  expect(applied.status).toBe(201);
  const { data } = (await applied.json()) as { data: { id: string } };

  const application = await mailTo(email, 'trade_application');
  expect(application.subject).toBe('La tua candidatura al programma trade di Casa Maestri');
  expect(application.text).toContain('trade@casamaestri.example');
  const accountLink = linkOf(application, baseURL!);
  expect(accountLink.pathname).toBe('/it-it/account');
  // Followed in a browser with no session: the account page asks to log in, in Italian.
  await follow(accountLink, 'it', [text('it', 'account.title')]);

  const approved = await fetch(`${BACKEND}/api/v2/platform/trade_applications/${data.id}/approve`, {
    method: 'PATCH', headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' }, body: '{}',
  });
  expect(approved.ok).toBe(true);
  const decision = await mailTo(email, 'trade_decision');
  expect(decision.subject).toBe('Il tuo account trade Casa Maestri è approvato');
  expect(linkOf(decision, baseURL!).pathname).toBe('/it-it/account');
});

test('the reset e-mail asked for on the Italian shop opens the Italian reset page, and the new password works', async ({ page, baseURL, a11y }, info) => {
  const email = uniqueEmail('mail-reset-journey', info.project.name);
  expect((await call('POST', 'account', { user: { email, password: PASSWORD, password_confirmation: PASSWORD } })).ok).toBe(true);
  await page.goto('/it-it/passwords');
  await page.getByRole('main').getByLabel(text('it', 'auth.email')).fill(email);
  await page.getByRole('main').getByRole('button', { name: text('it', 'auth.sendResetLink') }).click();
  await expect(page.getByRole('main').getByText(text('it', 'auth.forgotSentTitle'))).toBeVisible();

  const reset = await mailTo(email, 'reset_password');
  expect(reset.subject).toBe('Reimposta la password di Casa Maestri');
  const link = linkOf(reset, baseURL!);
  expect(link.pathname).toBe(`/it-it/passwords/${reset.token}`);
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1, name: text('it', 'auth.resetTitle') })).toBeVisible();
  await page.getByLabel(text('it', 'auth.newPassword')).fill('Bottega-Firenze-2027');
  await page.getByLabel(text('it', 'auth.passwordConfirmation')).fill('Bottega-Firenze-2027');
  await page.getByRole('button', { name: text('it', 'auth.resetSubmit') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('it', 'auth.resetDone') })).toBeVisible();
  await a11y.check(page);
  expect((await fetch(`${BACKEND}/spree_oauth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'Bottega-Firenze-2027' }),
  })).ok).toBe(true);
});

test('a guest’s order confirmation opens the order-status page in their language with the order’s number, and the status shows', async ({ page, baseURL, a11y }, info) => {
  test.slow(); // an order placed through the commerce service, then the page
  const email = uniqueEmail('mail-order', info.project.name);
  const fields = 'variant_id,purchasable,in_stock,not_shoppable,can_supply,excluded_countries,b2b_only,b2c_only';
  const products = (await (await fetch(`${API}/products?per_page=60&fields[product]=${fields}`)).json()) as { data: { attributes: Record<string, unknown> }[] };
  const piece = products.data.map((p) => p.attributes).find((a) => a.purchasable && a.in_stock && !a.not_shoppable && a.can_supply && !a.b2b_only && !a.b2c_only && !(a.excluded_countries as string[]).length)!;
  const cart = await call('POST', 'cart', { currency: 'EUR', locale: 'it' });
  const token = ((await cart.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
  const asGuest = (method: string, pathname: string, body?: unknown) => fetch(`${API}/${pathname}`, {
    method, headers: { 'content-type': 'application/json', 'x-spree-order-token': token }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect((await asGuest('POST', 'cart/add_item', { variant_id: String(piece.variant_id), quantity: 1 })).ok).toBe(true);
  expect((await asGuest('PATCH', 'checkout', { order: { email, bill_address_attributes: IT_ADDRESS, ship_address_attributes: IT_ADDRESS } })).ok).toBe(true);
  expect((await asGuest('PATCH', 'checkout/advance')).ok).toBe(true);
  const payment = { payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Giulia Conti', month: '12', year: '2031' } };
  expect((await asGuest('POST', 'checkout/create_payment', payment)).ok).toBe(true);
  expect((await asGuest('PATCH', 'checkout/advance')).ok).toBe(true);
  const completed = await asGuest('PATCH', 'checkout/complete');
  expect(completed.ok).toBe(true);
  const number = ((await completed.json()) as { data: { attributes: { number: string } } }).data.attributes.number;

  const mail = await mailTo(email, 'order_confirmation');
  expect(mail.subject).toBe(`Il tuo ordine Casa Maestri ${number}`);
  const link = linkOf(mail, baseURL!);
  expect(`${link.pathname}${link.search}`).toBe(`/it-it/order-status?number=${number}`);
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1, name: text('it', 'routes.orderStatus.title') })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByLabel(text('it', 'routes.orderStatus.number'))).toHaveValue(number);
  await main.getByLabel(text('it', 'routes.orderStatus.email')).fill(email);
  await main.getByRole('button', { name: text('it', 'routes.orderStatus.submit') }).click();
  await expect(main.getByRole('status')).toContainText(number);
  await a11y.check(page);
});
