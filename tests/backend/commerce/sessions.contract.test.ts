/**
 * Sessions and the embedded-only outbox: a password change signs out the other sessions, an e-mail
 * change needs the current password, and the outbox (reset tokens!) answers only this machine or a key,
 * without CORS; the services' CORS never allows credentials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpandedSpreeError } from '@spree/storefront-api-v2-sdk';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend } from '../../../backend/app';
import { DEMO_PASSWORD } from '../../../backend/seed';
import type { RunningBackend } from '../../helpers/backend';
import { startBackend } from '../../helpers/backend';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';

let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;

beforeAll(async () => {
  ({ backend, client, db } = await startCommerceBackend());
});
afterAll(() => stopCommerceBackend({ backend, db }));

const signIn = async (username: string, password = DEMO_PASSWORD) => (await client.authentication.getToken({ username, password })).success();
const status = (error: unknown) => ((error as ExpandedSpreeError).serverResponse as Response).status;

describe('password change', () => {
  it("revokes the other sessions' access and refresh tokens, and keeps the one that changed it", async () => {
    const phone = await signIn('trade@casamaestri.test');
    const laptop = await signIn('trade@casamaestri.test');
    const changed = await client.account.update({
      bearer_token: laptop.access_token,
      user: { email: 'trade@casamaestri.test', password: 'Nuova-Chiave-9', password_confirmation: 'Nuova-Chiave-9', current_password: DEMO_PASSWORD } as never,
    });
    expect(changed.isSuccess()).toBe(true);

    // The other session: its access token now counts as a guest (403 on account), its refresh token is refused.
    expect(status((await client.account.accountInfo({ bearer_token: phone.access_token })).fail())).toBe(403);
    expect((await client.authentication.refreshToken({ refresh_token: phone.refresh_token })).isFail()).toBe(true);
    // The session that changed it goes on, and can still refresh.
    expect((await client.account.accountInfo({ bearer_token: laptop.access_token })).isSuccess()).toBe(true);
    expect((await client.authentication.refreshToken({ refresh_token: laptop.refresh_token })).isSuccess()).toBe(true);
    expect((await client.authentication.getToken({ username: 'trade@casamaestri.test', password: 'Nuova-Chiave-9' })).isSuccess()).toBe(true);
  });
});

describe('password change without the current password', () => {
  it('is refused (missing, then wrong), and signs no session out', async () => {
    const phone = await signIn('registry@casamaestri.test');
    const laptop = await signIn('registry@casamaestri.test');
    const missing = (await client.account.update({ bearer_token: laptop.access_token, user: { email: 'registry@casamaestri.test', password: 'Altra-Chiave-7', password_confirmation: 'Altra-Chiave-7' } })).fail() as ExpandedSpreeError;
    expect(status(missing)).toBe(422);
    expect(missing.summary).toBe('Enter your current password to change your password.');
    expect(missing.errors).toMatchObject({ current_password: ["can't be blank"] });
    const wrong = (await client.account.update({
      bearer_token: laptop.access_token,
      user: { password: 'Altra-Chiave-7', password_confirmation: 'Altra-Chiave-7', current_password: 'guess' } as never,
    })).fail() as ExpandedSpreeError;
    expect(wrong.errors).toMatchObject({ current_password: ['is invalid'] });
    // Nothing changed: the old password still signs in, and both sessions go on.
    expect((await client.authentication.getToken({ username: 'registry@casamaestri.test', password: DEMO_PASSWORD })).isSuccess()).toBe(true);
    expect((await client.account.accountInfo({ bearer_token: phone.access_token })).isSuccess()).toBe(true);
    expect((await client.authentication.refreshToken({ refresh_token: phone.refresh_token })).isSuccess()).toBe(true);
  });
});

describe('password reset by e-mail', () => {
  it("signs every session out: their refresh tokens are refused and the old password no longer works", async () => {
    const email = 'forgetful@example.test';
    await client.account.create({ user: { email, password: 'Vecchia-Chiave-1', password_confirmation: 'Vecchia-Chiave-1' } });
    const phone = await signIn(email, 'Vecchia-Chiave-1');
    const laptop = await signIn(email, 'Vecchia-Chiave-1');
    expect((await client.account.forgotPassword({ user: { email } })).isSuccess()).toBe(true);
    const { messages } = (await (await fetch(`${backend.url}/__embedded/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { kind: string; token?: string }[] };
    const token = messages.find((m) => m.kind === 'reset_password')?.token ?? '';
    expect((await client.account.resetPassword({ reset_password_token: token, user: { password: 'Nuova-Chiave-2', password_confirmation: 'Nuova-Chiave-2' } })).isSuccess()).toBe(true);

    for (const session of [phone, laptop]) {
      expect((await client.authentication.refreshToken({ refresh_token: session.refresh_token })).isFail()).toBe(true);
      expect(status((await client.account.accountInfo({ bearer_token: session.access_token })).fail())).toBe(403);
    }
    expect((await client.authentication.getToken({ username: email, password: 'Vecchia-Chiave-1' })).isFail()).toBe(true);
    expect((await client.authentication.getToken({ username: email, password: 'Nuova-Chiave-2' })).isSuccess()).toBe(true);
  });
});

describe('e-mail change', () => {
  it('asks for the current password, refuses a wrong one, and accepts the same e-mail without it', async () => {
    const { access_token: bearer_token } = await signIn('consumer@casamaestri.test');
    const missing = (await client.account.update({ bearer_token, user: { email: 'olivia@example.test' } })).fail() as ExpandedSpreeError;
    expect(status(missing)).toBe(422);
    expect(missing.summary).toBe('Enter your current password to change your e-mail.');
    expect(missing.errors).toMatchObject({ current_password: ["can't be blank"] });
    const wrong = (await client.account.update({ bearer_token, user: { email: 'olivia@example.test', current_password: 'guess' } as never })).fail() as ExpandedSpreeError;
    expect(wrong.errors).toMatchObject({ current_password: ['is invalid'] });
    expect((await client.account.accountInfo({ bearer_token })).success().data.attributes.email).toBe('consumer@casamaestri.test');

    const same = await client.account.update({ bearer_token, user: { email: 'CONSUMER@casamaestri.test', first_name: 'Olivia' } });
    expect(same.isSuccess()).toBe(true);
    // With the right one the new e-mail waits for its confirmation link (tests/backend/commerce/email-change.test.ts).
    const moved = await client.account.update({ bearer_token, user: { email: 'olivia@example.test', current_password: DEMO_PASSWORD } as never });
    expect(moved.success().data.attributes).toMatchObject({ email: 'consumer@casamaestri.test', unconfirmed_email: 'olivia@example.test' });
  });
});

describe('embedded outbox', () => {
  const outboxUrl = () => `${backend.url}/__embedded/outbox?to=registry%40casamaestri.test`;

  it('answers a program on this machine, with no CORS headers', async () => {
    const res = await fetch(outboxUrl());
    expect(res.status).toBe(200);
    expect(Array.isArray(((await res.json()) as { messages: unknown[] }).messages)).toBe(true);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a page of another site, a rebound host name and a peer that is not loopback', async () => {
    const fromPage = await fetch(outboxUrl(), { headers: { Origin: 'https://evil.example' } });
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(outboxUrl(), { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(outboxUrl(), { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);

    // Host names and peers are set through the in-process app (a socket here is always loopback).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    const app = createBackend({ dataDir, publicUrl: 'http://127.0.0.1:1', seedProducts: 20 });
    try {
      const ask = (host: string, remoteAddress: string) =>
        app.app.request('/__embedded/outbox', { headers: { host } }, { incoming: { socket: { remoteAddress } } });
      expect((await ask('127.0.0.1:4000', '127.0.0.1')).status).toBe(200);
      expect((await ask('localhost:4000', '::ffff:127.0.0.1')).status).toBe(200);
      expect((await ask('rebind.evil.example:4000', '127.0.0.1')).status).toBe(403);
      expect((await ask('127.0.0.1:4000', '192.168.1.20')).status).toBe(403);
      expect((await app.app.request('/__embedded/outbox')).status).toBe(403); // no socket, no peer: refused
    } finally {
      app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with EMBEDDED_OUTBOX_KEY set, asks every caller for the key', async () => {
    process.env.EMBEDDED_OUTBOX_KEY = 'outbox-test-key';
    const keyed = await startBackend({ seedProducts: 20 });
    delete process.env.EMBEDDED_OUTBOX_KEY;
    try {
      const url = `${keyed.url}/__embedded/outbox`;
      expect((await fetch(url)).status).toBe(403);
      expect((await fetch(url, { headers: { 'X-Outbox-Key': 'wrong' } })).status).toBe(403);
      expect((await fetch(url, { headers: { 'X-Outbox-Key': 'outbox-test-key' } })).status).toBe(200);
    } finally {
      await keyed.stop();
    }
  });
});

describe('CORS of the services', () => {
  it('lets browsers call the APIs but never with credentials', async () => {
    const res = await fetch(`${backend.url}/api/v2/storefront/countries`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await fetch(`${backend.url}/api/v2/storefront/countries`, { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
