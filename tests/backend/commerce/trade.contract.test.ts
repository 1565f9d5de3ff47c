/**
 * Trade programme on the commerce service (spec §3–§6, issue 17): applications with the resale
 * certificate, the operator's decision, and rules that hold at the order whichever credential
 * addresses it (bearer or X-Spree-Order-Token), b2b_only / b2c_only at association and completion.
 */
import Database from 'better-sqlite3';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasicSpreeError, ExpandedSpreeError, type IOrder } from '@spree/storefront-api-v2-sdk';
import { DEMO_PASSWORD } from '../../../backend/seed';
import type { RunningBackend } from '../../helpers/backend';
import { US_ADDRESS } from './fixtures';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';
import { certificatePdf } from '../../helpers/certificate';

const ADMIN_KEY = 'test-trade-admin-key';
const PDF = certificatePdf();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;
let raw: Database.Database;

beforeAll(async () => {
  process.env.COMMERCE_ADMIN_KEY = ADMIN_KEY;
  ({ backend, client, db } = await startCommerceBackend());
  raw = new Database(path.join(backend.dataDir, 'commerce.sqlite'));
  raw.pragma('busy_timeout = 5000');
});
afterAll(async () => {
  raw.close();
  await stopCommerceBackend({ backend, db });
  delete process.env.COMMERCE_ADMIN_KEY;
});

const extra = (attributes: object) => attributes as Record<string, unknown>;
const status = (error: unknown) => ((error as BasicSpreeError).serverResponse as Response).status;

async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
  return (await client.authentication.getToken({ username: email, password })).success().access_token;
}

function applicationForm(overrides: Record<string, string | null> = {}, file: { name: string; bytes: Buffer } | null = { name: 'resale.pdf', bytes: PDF }) {
  const fields: Record<string, string | null> = {
    email: `studio-${Math.random().toString(36).slice(2)}@example.com`, first_name: 'Ada', last_name: 'Ferri', password: 'Studio-2026',
    password_confirmation: 'Studio-2026', company_name: 'Studio Ferri', company_size: '2-10', website: 'studioferri.it', country_iso: 'GB',
    city: 'London', phone: '+44 20 7946 0000', project_type: 'hospitality', accepts_terms: 'true', accepts_specific_articles: 'true', locale: 'en',
    ...overrides,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null) form.set(`trade_application[${k}]`, v);
  if (file) form.set('trade_application[resale_certificate]', new Blob([new Uint8Array(file.bytes)]), file.name);
  return { form, email: fields.email! };
}

const apply = (form: FormData, bearer?: string) =>
  fetch(`${backend.url}/api/v2/storefront/trade_applications`, { method: 'POST', body: form, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
const admin = (pathname: string, init: RequestInit = {}, key = ADMIN_KEY) =>
  fetch(`${backend.url}/api/v2/platform${pathname}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' } });
const outbox = async (to: string) => ((await (await fetch(`${backend.url}/__embedded/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { kind: string; subject: string; text: string }[] }).messages;

function variantWhere(where: string): string {
  const row = raw.prepare(`SELECT v.id FROM products p JOIN variants v ON v.product_id = p.id WHERE p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1
    AND p.excluded_countries = '[]' AND (v.backorderable = 1 OR v.count_on_hand >= 2) AND ${where} ORDER BY p.id LIMIT 1`).get() as { id: number };
  return String(row.id);
}

type Auth = { bearer_token: string } | { order_token: string };

async function readyToComplete(auth: Auth) {
  await client.checkout.orderUpdate({ ...auth, order: { email: 'buyer@example.com', bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS } } as never);
  await client.checkout.advance(auth as never);
  await client.checkout.addPayment({ ...auth, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', month: 12, year: 2031, name: 'Ada Ferri' } } as never);
}

describe('trade application', () => {
  it('creates a pending trade account with the application and its certificate, and e-mails the regional trade desk', async () => {
    const { form, email } = applicationForm();
    const res = await apply(form);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { type: string; attributes: Record<string, unknown> } };
    expect(body.data.type).toBe('trade_application');
    expect(body.data.attributes).toMatchObject({ status: 'pending', company_name: 'Studio Ferri', city: 'London', project_type: 'hospitality', website: 'studioferri.it' });
    expect(body.data.attributes.resale_certificate).toMatchObject({ filename: 'resale.pdf', content_type: 'application/pdf', byte_size: PDF.length });

    const bearer_token = await login(email, 'Studio-2026');
    const account = (await client.account.accountInfo({ bearer_token })).success();
    expect(extra(account.data.attributes)).toMatchObject({ is_trade: true, trade_status: 'pending' });
    // Trade prices and favorites at once (spec §4).
    const product = (await client.products.show({ bearer_token, id: db.shippableEverywhere().productId })).success();
    expect(extra(product.data.attributes).trade_price).toBeDefined();
    expect((await client.wishlists.default({ bearer_token })).isSuccess()).toBe(true);

    const mails = await outbox(email);
    const application = mails.find((m) => m.kind === 'trade_application');
    expect(application?.text).toContain('trade.uk@casamaestri.example');
    const own = await fetch(`${backend.url}/api/v2/storefront/account/trade_application`, { headers: { authorization: `Bearer ${bearer_token}` } });
    expect(((await own.json()) as { data: { attributes: { status: string } } }).data.attributes.status).toBe('pending');
  });

  it('refuses missing fields, unaccepted terms, a bad website and mismatched passwords, field by field', async () => {
    const { form } = applicationForm({ company_name: '', accepts_terms: null, accepts_specific_articles: 'false', website: 'not a site', password_confirmation: 'Other-2026' });
    const res = await apply(form);
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({ company_name: ["can't be blank"], website: ['is invalid'] });
    expect(errors.accepts_terms).toEqual(['must be accepted']);
    expect(errors.accepts_specific_articles).toEqual(['must be accepted']);
    const guest = await apply(applicationForm({ password_confirmation: 'Other-2026' }).form);
    expect(((await guest.json()) as { errors: Record<string, string[]> }).errors.password_confirmation).toEqual(["doesn't match Password"]);
    const short = await apply(applicationForm({ password: 'short', password_confirmation: 'short' }).form);
    expect(((await short.json()) as { errors: Record<string, string[]> }).errors.password).toEqual(['is too short (minimum is 8 characters)']);
  });

  it('checks the certificate by its bytes and its size, not by its name', async () => {
    const disguised = await apply(applicationForm({}, { name: 'resale.pdf', bytes: PNG }).form);
    expect(((await disguised.json()) as { errors: Record<string, string[]> }).errors.resale_certificate).toEqual(['must be a PDF, JPG or PNG file']);
    const text = await apply(applicationForm({}, { name: 'resale.txt', bytes: Buffer.from('hello') }).form);
    expect(text.status).toBe(422);
    const missing = await apply(applicationForm({}, null).form);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.resale_certificate).toEqual(["can't be blank"]);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await apply(applicationForm({}, { name: 'resale.pdf', bytes: big }).form);
    expect(tooBig.status).toBe(422);
    expect(((await tooBig.json()) as { errors: Record<string, string[]> }).errors.resale_certificate).toEqual(['is too big (maximum is 10 MB)']);
  });

  it('enforces the size limit while reading: a chunked upload without Content-Length is cut with a 413 (issue 36)', async () => {
    const { form } = applicationForm();
    // The multipart body as the browser would send it, then streamed in 1 MB chunks with no declared size.
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type')!;
    const head = Buffer.from(await encoded.arrayBuffer());
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const planned = 40;
    const url = new URL(`${backend.url}/api/v2/storefront/trade_applications`);
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': type, 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      let answered = false;
      req.on('response', () => (answered = true));
      // The service may close the connection while we still write: the answer is what counts.
      req.on('error', (err) => (answered ? undefined : reject(err)));
      (async () => {
        req.write(head.subarray(0, head.length - 64));
        for (; sent < planned && !answered && !req.destroyed; sent++) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
        if (!answered && !req.destroyed) req.end(head.subarray(head.length - 64));
      })().catch(() => undefined);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: { resale_certificate: ['is too big (maximum is 10 MB)'] } });
    // Refused once past the limit, long before the 40 MB the client meant to send.
    expect(sent).toBeLessThan(20);
  });

  it('refuses a declared size over the limit before reading the body, with a 413', async () => {
    const url = new URL(`${backend.url}/api/v2/storefront/trade_applications`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(20 * 1024 * 1024) },
      }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      req.on('error', reject);
      // Only the first bytes of the 20 MB announced: the answer comes without waiting for the rest.
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors.resale_certificate).toEqual(['is too big (maximum is 10 MB)']);
  });

  it('refuses a certificate that only begins like one: a 30-byte PDF, a truncated PDF, a tiny picture (issue 36)', async () => {
    const unreadable = ['could not be read: send the complete PDF, or a photo or scan of at least 300 × 300 pixels'];
    const fake = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
    const truncated = PDF.subarray(0, PDF.length - 40);
    const png = (width: number, height: number) => {
      const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      const size = Buffer.alloc(8);
      size.writeUInt32BE(width, 0);
      size.writeUInt32BE(height, 4);
      return Buffer.concat([head, size, Buffer.alloc(4096), Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])]);
    };
    for (const [name, bytes] of [['resale.pdf', fake], ['resale.pdf', truncated], ['scan.png', png(40, 40)]] as const) {
      const res = await apply(applicationForm({ email: `fake-${name}-${bytes.length}@example.test` }, { name, bytes }).form);
      expect(res.status, name).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string[]> }).errors.resale_certificate).toEqual(unreadable);
    }
    const scan = await apply(applicationForm({ email: 'real-scan@example.test' }, { name: 'scan.png', bytes: png(1200, 1600) }).form);
    expect(scan.status).toBe(201);
  });

  it('answers the spec message for an e-mail already registered', async () => {
    const res = await apply(applicationForm({ email: 'consumer@casamaestri.test' }).form);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; errors: Record<string, string[]> };
    expect(body.error).toBe('A user is already registered with this e-mail; contact the trade team to join.');
  });

  it('lets a signed-in consumer apply for their own account, once', async () => {
    const email = `consumer-${Date.now()}@example.com`;
    (await client.account.create({ user: { email, password: 'Consumer-2026', password_confirmation: 'Consumer-2026' } })).success();
    const bearer_token = await login(email, 'Consumer-2026');
    // The guest fields are not needed: the bearer says whose account it is.
    const { form } = applicationForm({ email: null, password: null, password_confirmation: null, first_name: null, last_name: null, country_iso: 'US' });
    expect((await apply(form, bearer_token)).status).toBe(201);
    const account = (await client.account.accountInfo({ bearer_token })).success();
    expect(extra(account.data.attributes).trade_status).toBe('pending');
    const again = await apply(applicationForm({ email: null, password: null, password_confirmation: null }).form, bearer_token);
    expect(again.status).toBe(422);
    expect((await outbox(email)).find((m) => m.kind === 'trade_application')?.text).toContain('trade.us@casamaestri.example');
  });
});

describe('approval', () => {
  it('is closed without the operator key and never opens to the public keys', async () => {
    expect((await admin('/trade_applications', {}, 'wrong')).status).toBe(401);
    expect((await fetch(`${backend.url}/api/v2/platform/trade_applications`)).status).toBe(401);
    expect((await admin('/trade_applications', {}, 'embedded-search-key')).status).toBe(401);
  });

  it('approves: the applicant is e-mailed and checkout opens; declines: back to a consumer account', async () => {
    const { form, email } = applicationForm({ country_iso: 'AE', city: 'Dubai' });
    const created = (await (await apply(form)).json()) as { data: { id: string } };
    const bearer_token = await login(email, 'Studio-2026');
    await client.cart.create({ bearer_token, currency: 'USD' });
    await client.cart.addItem({ bearer_token, variant_id: db.shippableEverywhere(2).variantId, quantity: 1 });
    const blocked = await client.checkout.orderNext({ bearer_token });
    expect(status(blocked.fail())).toBe(403);
    expect((blocked.fail() as BasicSpreeError).summary).toBe('Your trade account is awaiting approval: checkout opens once it is approved.');

    const pending = (await (await admin('/trade_applications?filter[status]=pending')).json()) as { data: { id: string; attributes: { email: string } }[] };
    expect(pending.data.map((a) => a.id)).toContain(created.data.id);
    const certificate = await admin(`/trade_applications/${created.data.id}/certificate`);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await certificate.arrayBuffer()).equals(PDF)).toBe(true);

    const approved = await admin(`/trade_applications/${created.data.id}/approve`, { method: 'PATCH', body: '{}' });
    expect(((await approved.json()) as { data: { attributes: { status: string } } }).data.attributes.status).toBe('approved');
    const decision = (await outbox(email)).find((m) => m.kind === 'trade_decision');
    expect(decision?.subject).toMatch(/approved/);
    expect(decision?.text).toContain('trade.me@casamaestri.example');
    await readyToComplete({ bearer_token });
    const done = (await client.checkout.complete({ bearer_token })).success();
    expect(done.data.attributes.state).toBe('complete');
    expect((await admin(`/trade_applications/${created.data.id}/decline`, { method: 'PATCH', body: '{}' })).status).toBe(422);

    const other = applicationForm();
    const second = (await (await apply(other.form)).json()) as { data: { id: string } };
    await admin(`/trade_applications/${second.data.id}/decline`, { method: 'PATCH', body: JSON.stringify({ note: 'We could not verify the certificate.' }) });
    const declined = (await client.account.accountInfo({ bearer_token: await login(other.email, 'Studio-2026') })).success();
    expect(extra(declined.data.attributes)).toMatchObject({ is_trade: false, trade_status: null });
    expect((await outbox(other.email)).find((m) => m.kind === 'trade_decision')?.text).toContain('We could not verify the certificate.');
  });
});

describe('rules held at the order', () => {
  it('a pending account\u2019s order cannot advance or complete by its order token either', async () => {
    const bearer_token = await login('pending-trade@casamaestri.test');
    const cart = (await client.cart.create({ bearer_token, currency: 'USD' })).success() as IOrder;
    await client.cart.addItem({ bearer_token, variant_id: db.shippableEverywhere(3).variantId, quantity: 1 });
    const order_token = cart.data.attributes.token;
    for (const attempt of [
      client.checkout.orderUpdate({ order_token, order: { email: 'x@example.com', bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS } }),
      client.checkout.orderNext({ order_token }),
      client.checkout.advance({ order_token }),
      client.checkout.complete({ order_token }),
    ]) {
      const result = await attempt;
      expect(result.isFail()).toBe(true);
      expect(status(result.fail())).toBe(403);
    }
    const state = raw.prepare('SELECT state FROM orders WHERE token = ?').get(order_token) as { state: string };
    expect(state.state).toBe('cart');
  });

  it('refuses to associate a guest cart holding a consumer-only piece with a trade account', async () => {
    const order_token = ((await client.cart.create({ currency: 'EUR' })).success() as IOrder).data.attributes.token;
    const added = await client.cart.addItem({ order_token, variant_id: variantWhere('p.b2c_only = 1'), quantity: 1 });
    expect(added.isSuccess()).toBe(true);
    const bearer_token = await login('trade@casamaestri.test');
    const associated = await client.cart.associateGuestCart({ bearer_token, guest_order_token: order_token });
    const error = associated.fail() as ExpandedSpreeError;
    expect(error.summary).toMatch(/This item is not available to trade clients\.$/);
    expect(Object.keys(error.errors.line_items ?? {})).toHaveLength(1);
    expect((raw.prepare('SELECT user_id FROM orders WHERE token = ?').get(order_token) as { user_id: number | null }).user_id).toBeNull();
  });

  it('refuses at completion a piece the order\u2019s account may no longer buy, by bearer and by order token', async () => {
    // A consumer's cart holds a consumer-only piece; the account then becomes trade (applied and approved).
    const email = `switch-${Date.now()}@example.com`;
    (await client.account.create({ user: { email, password: 'Consumer-2026', password_confirmation: 'Consumer-2026' } })).success();
    const bearer_token = await login(email, 'Consumer-2026');
    const cart = (await client.cart.create({ bearer_token, currency: 'USD' })).success() as IOrder;
    expect((await client.cart.addItem({ bearer_token, variant_id: variantWhere('p.b2c_only = 1'), quantity: 1 })).isSuccess()).toBe(true);
    const created = (await (await apply(applicationForm({ email: null, password: null, password_confirmation: null, country_iso: 'US' }).form, bearer_token)).json()) as { data: { id: string } };
    await admin(`/trade_applications/${created.data.id}/approve`, { method: 'PATCH', body: '{}' });
    await readyToComplete({ bearer_token });
    for (const auth of [{ bearer_token }, { order_token: cart.data.attributes.token }] as Auth[]) {
      const refused = await client.checkout.complete(auth as never);
      expect((refused.fail() as BasicSpreeError).summary).toMatch(/This item is not available to trade clients\.$/);
    }

    // A guest order holding a trade-only piece (the catalogue changed after it was added) cannot complete.
    const order_token = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
    const variant = db.shippableEverywhere(7).variantId;
    await client.cart.addItem({ order_token, variant_id: variant, quantity: 1 });
    await readyToComplete({ order_token });
    raw.prepare('UPDATE products SET b2b_only = 1 WHERE id = (SELECT product_id FROM variants WHERE id = ?)').run(Number(variant));
    const guest = await client.checkout.complete({ order_token });
    expect((guest.fail() as BasicSpreeError).summary).toMatch(/This item is reserved for trade clients\.$/);
    raw.prepare('UPDATE products SET b2b_only = 0 WHERE id = (SELECT product_id FROM variants WHERE id = ?)').run(Number(variant));
  });
});
