import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasicSpreeError, ExpandedSpreeError } from '@spree/storefront-api-v2-sdk';
import { openCommerce } from '../../../backend/commerce';
import type { OutboxMessage } from '../../../backend/commerce/outbox';
import { DEMO_PASSWORD } from '../../../backend/seed';
import { startBackend, type RunningBackend } from '../../helpers/backend';
import { IT_ADDRESS, US_ADDRESS } from './fixtures';
import { spreeClient, type SpreeClient } from './spree-client';

const extra = (attributes: object) => attributes as Record<string, unknown>;
let backend: RunningBackend;
let client: SpreeClient;

beforeAll(async () => {
  backend = await startBackend();
  client = spreeClient(backend.url);
});
afterAll(() => backend.stop());

async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${backend.url}/__embedded/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

describe('OAuth', () => {
  it('issues, refreshes (rotating) and revokes tokens; bad credentials are invalid_grant', async () => {
    const bad = await client.authentication.getToken({ username: 'consumer@casamaestri.test', password: 'wrong' });
    expect(((bad.fail() as BasicSpreeError).serverResponse as Response).status).toBe(400);
    const token = (await client.authentication.getToken({ username: 'consumer@casamaestri.test', password: DEMO_PASSWORD })).success();
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 7200 });
    const refreshed = (await client.authentication.refreshToken({ refresh_token: token.refresh_token })).success();
    expect(refreshed.access_token).not.toBe(token.access_token);
    // Within the reuse grace the old refresh token answers the same pair (a lost answer is recovered), nothing new.
    const again = (await client.authentication.refreshToken({ refresh_token: token.refresh_token })).success();
    expect(again).toMatchObject({ access_token: refreshed.access_token, refresh_token: refreshed.refresh_token });
    expect((await client.account.accountInfo({ bearer_token: refreshed.access_token })).isSuccess()).toBe(true);
    expect((await client.authentication.revokeToken({ token: refreshed.access_token })).isSuccess()).toBe(true);
    // A revoked token is unknown: the caller is a guest, and the account is forbidden.
    const after = await client.account.accountInfo({ bearer_token: refreshed.access_token });
    expect(((after.fail() as BasicSpreeError).serverResponse as Response).status).toBe(403);
  });

  it('answers a rotated refresh token with the same pair for 60 s only, and never once that pair is signed out', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-reuse-'));
    let now = Date.now();
    const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1', seedProducts: 20, config: { now: () => now } });
    const post = async (body: Record<string, string>, route = '/spree_oauth/token') => {
      const res = await commerce.app.request(route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { access_token: string; refresh_token: string } };
    };
    try {
      const signIn = () => post({ grant_type: 'password', username: 'consumer@casamaestri.test', password: DEMO_PASSWORD });
      const first = (await signIn()).body;
      const rotated = await post({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      now += 59_000; // the answer was lost; the client asks again within the grace
      const reused = await post({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(reused).toEqual(rotated);
      now += 2_000; // past the grace: refused like any revoked token
      expect((await post({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(400);

      // A pair signed out within the grace is not handed out again through the old token.
      const second = (await signIn()).body;
      const next = (await post({ grant_type: 'refresh_token', refresh_token: second.refresh_token })).body;
      await post({ token: next.access_token }, '/spree_oauth/revoke');
      expect((await post({ grant_type: 'refresh_token', refresh_token: second.refresh_token })).status).toBe(400);
    } finally {
      commerce.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('expires access tokens with 401 "The access token expired"', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-expiry-'));
    let now = Date.now();
    const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1', seedProducts: 20, config: { accessTokenTtl: 60, now: () => now } });
    try {
      const res = await commerce.app.request('/spree_oauth/token', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: 'trade@casamaestri.test', password: DEMO_PASSWORD }),
      });
      const { access_token } = (await res.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${access_token}` };
      expect((await commerce.app.request('/api/v2/storefront/account', { headers })).status).toBe(200);
      now += 61_000;
      const expired = await commerce.app.request('/api/v2/storefront/account', { headers });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ error: 'The access token expired' });
    } finally {
      commerce.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('account', () => {
  it('signs up, validates, confirms through the outbox e-mail and reports the spec fields', async () => {
    const invalid = await client.account.create({ user: { email: 'not-an-email', password: '123', password_confirmation: '123' } });
    const errors = (invalid.fail() as ExpandedSpreeError).errors;
    expect(errors).toMatchObject({ email: ['is invalid'], password: ['is too short (minimum is 6 characters)'] });
    const mismatch = await client.account.create({ user: { email: 'new@example.test', password: 'secret123', password_confirmation: 'other123' } });
    expect((mismatch.fail() as ExpandedSpreeError).errors).toHaveProperty('password_confirmation');
    const created = (await client.account.create({ user: { email: 'new@example.test', password: 'secret123', password_confirmation: 'secret123', first_name: 'Nora' } })).success();
    expect(created.data.attributes.email).toBe('new@example.test');
    const taken = await client.account.create({ user: { email: 'NEW@example.test', password: 'secret123', password_confirmation: 'secret123' } });
    expect((taken.fail() as ExpandedSpreeError).errors).toMatchObject({ email: ['has already been taken'] });
    const tradeTaken = await client.account.create({ user: { email: 'new@example.test', password: 'secret123', password_confirmation: 'secret123', trade: true } });
    expect((tradeTaken.fail() as BasicSpreeError).summary).toBe('A user is already registered with this e-mail; contact the trade team to join.');

    const [mail] = await outbox('new@example.test');
    expect(mail.kind).toBe('confirmation');
    expect(fs.readdirSync(path.join(backend.dataDir, 'outbox')).length).toBeGreaterThan(0);
    const confirmed = (await client.account.confirm({ confirmation_token: mail.token ?? '' })).success();
    expect(confirmed.data.state).toBe('confirmed');
    expect((await client.account.confirm({ confirmation_token: 'bogus' })).isFail()).toBe(true);

    const bearer_token = (await client.authentication.getToken({ username: 'new@example.test', password: 'secret123' })).success().access_token;
    const account = (await client.account.accountInfo({ bearer_token })).success();
    expect(extra(account.data.attributes)).toMatchObject({
      first_name: 'Nora', is_trade: false, has_wedding_registry: false, completed_orders: 0,
      commercial_communication: false, personalized_communication: false, confirmed: true,
    });
  });

  it('applies for trade as pending: trade prices show at once', async () => {
    await client.account.create({ user: { email: 'studio@example.test', password: 'secret123', password_confirmation: 'secret123', trade: true } });
    const bearer_token = (await client.authentication.getToken({ username: 'studio@example.test', password: 'secret123' })).success().access_token;
    const account = (await client.account.accountInfo({ bearer_token })).success();
    expect(extra(account.data.attributes)).toMatchObject({ is_trade: true, trade_status: 'pending' });
    const product = (await client.products.show({ bearer_token, id: '1' })).success();
    expect(Number(extra(product.data.attributes).trade_price)).toBeLessThan(Number(product.data.attributes.price));
  });

  it('resets a forgotten password with the e-mailed token', async () => {
    expect((await client.account.forgotPassword({ user: { email: 'nobody@example.test' } })).isFail()).toBe(true);
    expect((await client.account.forgotPassword({ user: { email: 'registry@casamaestri.test' } })).isSuccess()).toBe(true);
    const mail = (await outbox('registry@casamaestri.test')).find((m) => m.kind === 'reset_password');
    const reset = await client.account.resetPassword({ reset_password_token: mail?.token ?? '', user: { password: 'Nuova-Password-1', password_confirmation: 'Nuova-Password-1' } });
    expect(reset.isSuccess()).toBe(true);
    expect((await client.authentication.getToken({ username: 'registry@casamaestri.test', password: 'Nuova-Password-1' })).isSuccess()).toBe(true);
    const reused = await client.account.resetPassword({ reset_password_token: mail?.token ?? '', user: { password: 'x1234567', password_confirmation: 'x1234567' } });
    expect(reused.isFail()).toBe(true);
  });

  it('updates the account, manages addresses (others get 404), sets country and last locale', async () => {
    const bearer_token = (await client.authentication.getToken({ username: 'consumer@casamaestri.test', password: DEMO_PASSWORD })).success().access_token;
    const updated = (await client.account.update({ bearer_token, user: { email: 'consumer@casamaestri.test', first_name: 'Liv', commercial_communication: true } })).success();
    expect(extra(updated.data.attributes)).toMatchObject({ first_name: 'Liv', commercial_communication: true });
    const created = (await client.account.createAddress({ bearer_token, address: US_ADDRESS })).success();
    const id = created.data.id;
    const invalid = await client.account.createAddress({ bearer_token, address: { ...US_ADDRESS, state_name: '' } });
    expect((invalid.fail() as ExpandedSpreeError).errors).toMatchObject({ state: ["can't be blank"] });
    const patched = (await client.account.updateAddress({ bearer_token, id, address: { ...US_ADDRESS, city: 'Brooklyn' } })).success();
    expect(patched.data.attributes.city).toBe('Brooklyn');
    expect((await client.account.addressesList({ bearer_token })).success().data).toHaveLength(1);
    const account = (await client.account.accountInfo({ bearer_token, include: 'default_billing_address' })).success();
    expect(account.included?.[0].id).toBe(id);

    const other = (await client.authentication.getToken({ username: 'trade@casamaestri.test', password: DEMO_PASSWORD })).success().access_token;
    const foreign = await client.account.showAddress({ bearer_token: other, id });
    expect(((foreign.fail() as BasicSpreeError).serverResponse as Response).status).toBe(404);
    await client.account.createAddress({ bearer_token: other, address: IT_ADDRESS });
    expect((await client.account.removeAddress({ bearer_token, id })).isSuccess()).toBe(true);
    expect((await client.account.addressesList({ bearer_token })).success().data).toHaveLength(0);

    const headers = { authorization: `Bearer ${bearer_token}`, 'content-type': 'application/json' };
    const country = await fetch(`${backend.url}/api/v2/storefront/account/set_country`, { method: 'POST', headers, body: JSON.stringify({ spree_country: { iso: 'it' } }) });
    expect(country.status).toBe(200);
    const locale = await fetch(`${backend.url}/api/v2/storefront/account/set_last_locale`, { method: 'POST', headers, body: JSON.stringify({ locale: 'it-it' }) });
    expect(((await locale.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes).toMatchObject({ shipping_country: 'IT', language: 'it' });
    const badLocale = await fetch(`${backend.url}/api/v2/storefront/account/set_last_locale`, { method: 'POST', headers, body: JSON.stringify({ locale: 'pt' }) });
    expect(badLocale.status).toBe(422);

    const guest = await client.account.accountInfo({ bearer_token: 'unknown-token' });
    expect(((guest.fail() as BasicSpreeError).serverResponse as Response).status).toBe(403);
  });

  it('reports the registry owner and store credits', async () => {
    const bearer_token = (await client.authentication.getToken({ username: 'consumer@casamaestri.test', password: DEMO_PASSWORD })).success().access_token;
    const consumer = (await client.account.accountInfo({ bearer_token, currency: 'USD' })).success();
    expect(extra(consumer.data.attributes).store_credits).toBe(250);
    // The registry owner's password was reset above.
    const owner = (await client.authentication.getToken({ username: 'registry@casamaestri.test', password: 'Nuova-Password-1' })).success().access_token;
    const registry = (await client.account.accountInfo({ bearer_token: owner, currency: 'GBP' })).success();
    expect(extra(registry.data.attributes)).toMatchObject({ has_wedding_registry: true, store_credits: 100 });
    const noCard = await client.account.defaultCreditCard({ bearer_token });
    expect(((noCard.fail() as BasicSpreeError).serverResponse as Response).status).toBe(404);
  });
});
