/**
 * The audience check (spec §7/§8) against the embedded customer-data service, and its failure path:
 * every failure counts as "not in the audience" and logs "Error checking user segment".
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkAudiences, identifyVisitor, cdpOptions, SEGMENT_ERROR } from '@/lib/audience/check';
import { NOT_IN_ANY_AUDIENCE, showTradeInvitation, userSegment } from '@/lib/audience/segments';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
const options = () => ({ url: `${backend.url}/cdp/graphql`, log: vi.fn() });

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 20 });
}, 120_000);
afterAll(() => backend?.stop());

describe('audience check against the embedded customer-data service', () => {
  it('a new visitor is in no audience; the second visit makes a repeat user', async () => {
    const o = options();
    expect(await checkAudiences('visitor-aaaa-0001', o)).toEqual(NOT_IN_ANY_AUDIENCE);
    expect(await checkAudiences('visitor-aaaa-0001', o)).toEqual({ repeat_users: true, is_trade: false, has_email_opted_in: false });
    expect(o.log).not.toHaveBeenCalled();
  });

  it('identify links the visitor to its e-mail: a trade applicant is a professional, a newsletter sign-up is opted in', async () => {
    const db = new Database(path.join(backend.dataDir, 'commerce.sqlite'));
    const now = new Date().toISOString();
    db.prepare(`INSERT INTO users (email, password_hash, trade_status, created_at, updated_at) VALUES ('studio@example.com', 'x', 'pending', ?, ?)`).run(now, now);
    db.close();
    fs.appendFileSync(path.join(backend.dataDir, 'inbox.ndjson'), `${JSON.stringify({ type: 'newsletter', email: 'Studio@example.com', consent: true })}\n`);
    const o = options();
    expect(await identifyVisitor('visitor-bbbb-0002', { email: 'studio@example.com', name: 'Ada Studio' }, o)).toBe(true);
    expect(await checkAudiences('visitor-bbbb-0002', o)).toEqual({ repeat_users: false, is_trade: true, has_email_opted_in: true });
  });

  it('refuses what its schema lacks with GraphQL errors', async () => {
    const response = await fetch(`${backend.url}/cdp/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ visitor(visitorId: "visitor-cccc-0003") { inAudience(audience: "vip") } }' }) });
    expect(await response.json()).toMatchObject({ errors: [{ message: 'Unknown audience "vip".' }] });
  });
});

describe('audience check failures count as false and log the spec message', () => {
  const failing = (fetchImpl: typeof fetch) => ({ url: 'http://cdp.invalid/graphql', fetch: fetchImpl, log: vi.fn() });

  it.each([
    ['a non-OK answer', (async () => new Response('nope', { status: 503 })) as typeof fetch],
    ['no answer', (async () => { throw new TypeError('fetch failed'); }) as typeof fetch],
    ['GraphQL errors', (async () => Response.json({ errors: [{ message: 'Unauthorized' }] })) as typeof fetch],
    ['an unreadable body', (async () => new Response('<html>', { status: 200 })) as typeof fetch],
  ])('%s', async (_label, fetchImpl) => {
    const o = failing(fetchImpl);
    expect(await checkAudiences('visitor-dddd-0004', o)).toEqual({ repeat_users: false, is_trade: false, has_email_opted_in: false });
    expect(o.log).toHaveBeenCalledWith(SEGMENT_ERROR, expect.anything());
    expect(SEGMENT_ERROR).toBe('Error checking user segment');
  });

  it('asks nothing when no customer-data service is configured and the commerce one is real', () => {
    expect(cdpOptions({ SPREE_API_URL: 'https://api.shop.example' }).url).toBe('');
    expect(cdpOptions({ SPREE_API_URL: 'http://127.0.0.1:4550' }).url).toBe('http://127.0.0.1:4550/cdp/graphql');
    expect(cdpOptions({ CDP_URL: 'https://cdp.example/graphql', CDP_API_KEY: 'k' })).toEqual({ url: 'https://cdp.example/graphql', apiKey: 'k' });
  });
});

describe('segments and the trade invitation', () => {
  it('trade over wedding over consumer over guest', () => {
    expect(userSegment({ signedIn: true, trade: true, hasRegistry: true })).toBe('trade');
    expect(userSegment({ signedIn: true, trade: false, hasRegistry: true })).toBe('wedding');
    expect(userSegment({ signedIn: true, trade: false, hasRegistry: false })).toBe('consumer');
    expect(userSegment({ signedIn: false, trade: false, hasRegistry: false })).toBe('guest');
  });

  it('the invitation is for professionals who are not trade users and did not ask to be left alone', () => {
    const base = { professional: true, trade: false, doNotDisturb: false, tradeHint: false };
    expect(showTradeInvitation(base)).toBe(true);
    expect(showTradeInvitation({ ...base, trade: true })).toBe(false);
    expect(showTradeInvitation({ ...base, doNotDisturb: true })).toBe(false);
    expect(showTradeInvitation({ ...base, tradeHint: true })).toBe(false);
    expect(showTradeInvitation({ ...base, professional: false })).toBe(false);
  });
});
