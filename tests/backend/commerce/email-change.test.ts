/**
 * Issue 36: a guarded e-mail and password change. The current password is limited per account;
 * a new e-mail stays pending (`unconfirmed_email`) until its single-use, expiring link is followed;
 * the old address is told; a completed change signs out every other session.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openCommerce, type CommerceService } from '../../../backend/commerce';
import { REAUTH_MAX_FAILURES, REAUTH_WINDOW_MS, RECONFIRMATION_VALIDITY_MS } from '../../../backend/commerce/domain/reconfirmation';

const PASSWORD = 'Atelier-Como-2026';
let dataDir: string;
let commerce: CommerceService;
let now = Date.now();
let seq = 0;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'email-change-'));
  commerce = openCommerce({
    dataDir, publicUrl: 'http://127.0.0.1:9', seedProducts: 20, revalidate: null,
    config: { now: () => now, storefrontUrl: 'http://shop.test' },
  });
});
afterAll(() => {
  commerce.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  commerce.context.config.storefrontUrl = 'http://shop.test';
});

type Json = Record<string, unknown> & { data?: { attributes: Record<string, unknown> }; errors?: Record<string, string[]> };

async function call(method: string, url: string, { bearer, body }: { bearer?: string; body?: unknown } = {}) {
  const res = await commerce.app.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : {}) as Json };
}

async function signIn(email: string, password = PASSWORD) {
  const { status, json } = await call('POST', '/spree_oauth/token', { body: { grant_type: 'password', username: email, password } });
  return status === 200 ? (json as unknown as { access_token: string; refresh_token: string }) : null;
}

async function newShopper() {
  const email = `shopper-${++seq}-${Date.now()}@example.test`;
  const created = await call('POST', '/api/v2/storefront/account', { body: { user: { email, password: PASSWORD, password_confirmation: PASSWORD } } });
  expect(created.status).toBe(200);
  return email;
}

const account = (bearer: string) => call('GET', '/api/v2/storefront/account', { bearer });
const changeEmail = (bearer: string, email: string, currentPassword: string | undefined, locale?: string) =>
  call('PATCH', '/api/v2/storefront/account', { bearer, body: { ...(locale ? { locale } : {}), user: { email, ...(currentPassword === undefined ? {} : { current_password: currentPassword }) } } });
const confirm = (token: string, bearer?: string) => call('GET', `/api/v2/storefront/account_confirmations/${token}`, { bearer });
const mail = (to: string, kind: string) => commerce.context.outbox.list(to).filter((m) => m.kind === kind);

describe('e-mail change', () => {
  it('keeps the new e-mail pending, sends the link to the new address in the shop and a notice to the old one', async () => {
    const email = await newShopper();
    const next = `next-${seq}@example.test`;
    const session = (await signIn(email))!;
    const changed = await changeEmail(session.access_token, next, PASSWORD, 'it-it');
    expect(changed.status).toBe(200);
    expect(changed.json.data?.attributes).toMatchObject({ email, unconfirmed_email: next });
    expect((await account(session.access_token)).json.data?.attributes).toMatchObject({ email, unconfirmed_email: next });
    // Not active yet: the old e-mail still signs in, the new one does not.
    expect(await signIn(email)).not.toBeNull();
    expect(await signIn(next)).toBeNull();

    const [confirmation] = mail(next, 'email_change_confirmation');
    expect(confirmation.token).toBeTruthy();
    expect(confirmation.text).toContain(`http://shop.test/it-it/account_confirmations/${confirmation.token}`);
    const [notice] = mail(email, 'security_notice');
    expect(notice.text).toContain(next);
    expect(notice.token).toBeNull();
    // The token is stored hashed: the database alone does not confirm anything.
    const row = commerce.context.db.prepare('SELECT confirmation_token FROM users WHERE email = ?').get(email) as { confirmation_token: string };
    expect(row.confirmation_token).not.toBe(confirmation.token);
    expect((await confirm(row.confirmation_token)).status).toBe(422);
  });

  it('confirms once: the e-mail changes, every other session is signed out, the confirming one stays', async () => {
    const email = await newShopper();
    const next = `moved-${seq}@example.test`;
    const phone = (await signIn(email))!;
    const laptop = (await signIn(email))!;
    expect((await changeEmail(laptop.access_token, next, PASSWORD)).status).toBe(200);
    const token = mail(next, 'email_change_confirmation')[0].token!;

    const confirmed = await confirm(token, laptop.access_token);
    expect(confirmed.status).toBe(200);
    expect((await account(laptop.access_token)).json.data?.attributes).toMatchObject({ email: next, unconfirmed_email: null });
    expect((await account(phone.access_token)).status).toBe(403);
    expect((await call('POST', '/spree_oauth/token', { body: { grant_type: 'refresh_token', refresh_token: phone.refresh_token } })).status).toBe(400);
    expect((await call('POST', '/spree_oauth/token', { body: { grant_type: 'refresh_token', refresh_token: laptop.refresh_token } })).status).toBe(200);
    expect(await signIn(next)).not.toBeNull();
    expect(await signIn(email)).toBeNull();

    // Single use.
    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect(again.json.errors).toMatchObject({ confirmation_token: ['is invalid'] });
  });

  it('confirmed from a browser with no session: every session is signed out', async () => {
    const email = await newShopper();
    const next = `elsewhere-${seq}@example.test`;
    const session = (await signIn(email))!;
    await changeEmail(session.access_token, next, PASSWORD);
    expect((await confirm(mail(next, 'email_change_confirmation')[0].token!)).status).toBe(200);
    expect((await account(session.access_token)).status).toBe(403);
  });

  it('expires after a day, and a newer request voids the older link', async () => {
    const email = await newShopper();
    const session = (await signIn(email))!;
    const first = `first-${seq}@example.test`;
    const second = `second-${seq}@example.test`;
    await changeEmail(session.access_token, first, PASSWORD);
    await changeEmail(session.access_token, second, PASSWORD);
    expect((await confirm(mail(first, 'email_change_confirmation')[0].token!)).status).toBe(422);

    now += RECONFIRMATION_VALIDITY_MS + 1000;
    try {
      const late = await confirm(mail(second, 'email_change_confirmation')[0].token!);
      expect(late.status).toBe(422);
      expect(late.json.error).toBe('Email needs to be confirmed within 1 day, please request a new one');
      expect(await signIn(second)).toBeNull();
      expect(await signIn(email)).not.toBeNull();
    } finally {
      now -= RECONFIRMATION_VALIDITY_MS + 1000;
    }
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const email = await newShopper();
    const session = (await signIn(email))!;
    const contested = `contested-${seq}@example.test`;
    await changeEmail(session.access_token, contested, PASSWORD);
    await call('POST', '/api/v2/storefront/account', { body: { user: { email: contested, password: PASSWORD, password_confirmation: PASSWORD } } });
    const late = await confirm(mail(contested, 'email_change_confirmation')[0].token!);
    expect(late.status).toBe(422);
    expect(late.json.errors).toMatchObject({ email: ['has already been taken'] });
    expect((await account(session.access_token)).json.data?.attributes).toMatchObject({ email, unconfirmed_email: null });
  });

  it('links to the en-us page without a prefix, and to the service itself without a storefront', async () => {
    const email = await newShopper();
    const session = (await signIn(email))!;
    await changeEmail(session.access_token, `plain-${seq}@example.test`, PASSWORD, 'en-us');
    expect(mail(`plain-${seq}@example.test`, 'email_change_confirmation')[0].text).toMatch(/http:\/\/shop\.test\/account_confirmations\/[\w-]+/);
    commerce.context.config.storefrontUrl = null;
    await changeEmail(session.access_token, `api-${seq}@example.test`, PASSWORD, '../../evil');
    expect(mail(`api-${seq}@example.test`, 'email_change_confirmation')[0].text).toContain('http://127.0.0.1:9/api/v2/storefront/account_confirmations/');
  });
});

describe('re-authentication limit', () => {
  it(`answers 429 after ${REAUTH_MAX_FAILURES} wrong current passwords, even to the right one, until the window ends`, async () => {
    const email = await newShopper();
    const session = (await signIn(email))!;
    const target = `target-${seq}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await changeEmail(session.access_token, target, `guess-${i}`)).status);
    expect(statuses.slice(0, REAUTH_MAX_FAILURES)).toEqual(Array(REAUTH_MAX_FAILURES).fill(422));
    expect(statuses.slice(REAUTH_MAX_FAILURES)).toEqual(Array(20 - REAUTH_MAX_FAILURES).fill(429));

    const right = await changeEmail(session.access_token, target, PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.json.errors).toMatchObject({ current_password: ['is locked'] });
    // The password change is behind the same count.
    const password = await call('PATCH', '/api/v2/storefront/account', { bearer: session.access_token, body: { user: { password: 'Nuova-2026', password_confirmation: 'Nuova-2026', current_password: PASSWORD } } });
    expect(password.status).toBe(429);
    expect(mail(target, 'email_change_confirmation')).toHaveLength(0);
    // Sign-in itself is not locked (that would let anyone lock a shopper out).
    expect(await signIn(email)).not.toBeNull();

    now += REAUTH_WINDOW_MS;
    try {
      const fresh = (await signIn(email))!;
      expect((await changeEmail(fresh.access_token, target, PASSWORD)).status).toBe(200);
    } finally {
      now -= REAUTH_WINDOW_MS;
    }
  });

  it('counts guesses sent all at once before checking any of them', async () => {
    const email = await newShopper();
    const session = (await signIn(email))!;
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => changeEmail(session.access_token, `burst-${seq}@example.test`, `guess-${i}`)));
    const counts = statuses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 422: REAUTH_MAX_FAILURES, 429: 20 - REAUTH_MAX_FAILURES });
  });

  it('counts per account: another shopper is not held back', async () => {
    const other = await newShopper();
    const session = (await signIn(other))!;
    expect((await changeEmail(session.access_token, `free-${seq}@example.test`, PASSWORD)).status).toBe(200);
  });
});

describe('password change', () => {
  it('tells the account address and signs out the other sessions', async () => {
    const email = await newShopper();
    const phone = (await signIn(email))!;
    const laptop = (await signIn(email))!;
    const changed = await call('PATCH', '/api/v2/storefront/account', {
      bearer: laptop.access_token, body: { user: { password: 'Nuova-Chiave-9', password_confirmation: 'Nuova-Chiave-9', current_password: PASSWORD } },
    });
    expect(changed.status).toBe(200);
    expect(mail(email, 'security_notice').map((m) => m.subject)).toEqual(['Your Casa Maestri password has changed']);
    expect((await account(phone.access_token)).status).toBe(403);
    expect((await account(laptop.access_token)).status).toBe(200);
  });
});
