/**
 * Issue: parallel requests with an access token due for refresh signed the shopper out (the service
 * rotates refresh tokens, so two of three refreshes were refused and cleared the cookies). Against
 * the embedded commerce service, which rotates like Doorkeeper: one instance shares one refresh;
 * two instances (nothing shared) sign nobody out; a token revoked for real still clears the cookies;
 * a service that does not answer holds a navigation a couple of seconds at most and keeps them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
let proxyRefresh: typeof import('@/lib/auth/proxy-refresh');
let refresh: typeof import('@/lib/auth/refresh');

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 20 });
  process.env.SPREE_API_URL = backend.url;
  proxyRefresh = await import('@/lib/auth/proxy-refresh');
  refresh = await import('@/lib/auth/refresh');
});
afterAll(() => backend.stop());
beforeEach(() => refresh.forgetRefreshes());

/** A signed-in shopper's cookies with the access token marked as due for refresh. */
async function dueSession() {
  const response = await fetch(`${backend.url}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'consumer@casamaestri.test', password: 'Maestri-2026' }),
  });
  const token = (await response.json()) as { access_token: string; refresh_token: string };
  const data = JSON.stringify({ access_token: token.access_token, refresh_token: token.refresh_token, expires_at: Math.floor(Date.now() / 1000) + 30 });
  return `auth_token=${token.access_token}; auth_token_data=${encodeURIComponent(data)}`;
}

async function navigate(cookie: string) {
  const request = new NextRequest('http://localhost:3000/account', { headers: { cookie } });
  const headers = new Headers(request.headers);
  const edit = await proxyRefresh.refreshSessionForRequest(request, headers);
  const response = NextResponse.next();
  edit?.(response);
  return { forwarded: headers.get('cookie') ?? '', response };
}

const setCookie = (response: NextResponse, name: string) => response.cookies.get(name);
/** What the browser keeps after reading every answer's Set-Cookie, in order. */
function browserJar(start: string, answers: NextResponse[]) {
  const jar = new Map(start.split('; ').map((pair) => pair.split('=') as [string, string]));
  for (const answer of answers) {
    for (const cookie of answer.cookies.getAll()) {
      if (cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }
  return jar;
}

async function isSignedIn(accessToken: string | undefined) {
  if (!accessToken) return false;
  const account = await fetch(`${backend.url}/api/v2/storefront/account`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return account.status === 200;
}

describe('parallel requests due for refresh', () => {
  it('on one instance share one refresh: every answer carries the same new pair, nobody is signed out', async () => {
    const cookie = await dueSession();
    const results = await Promise.all([navigate(cookie), navigate(cookie), navigate(cookie)]);
    const tokens = results.map((r) => setCookie(r.response, 'auth_token')?.value);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBeTruthy();
    for (const r of results) expect(r.forwarded).toContain(`auth_token=${tokens[0]}`);
    for (const order of [results, [...results].reverse()]) {
      const jar = browserJar(cookie, order.map((r) => r.response));
      expect(await isSignedIn(jar.get('auth_token'))).toBe(true);
    }
  });

  it('on several instances (nothing shared) each gets the same new pair within the service\'s reuse grace, whatever order the answers arrive in', async () => {
    const cookie = await dueSession();
    // Each "instance" has its own memory: forget between the calls, as another process would.
    const first = await navigate(cookie);
    refresh.forgetRefreshes();
    const second = await navigate(cookie);
    refresh.forgetRefreshes();
    const third = await navigate(cookie);
    const winner = setCookie(first.response, 'auth_token')?.value;
    expect(winner).toBeTruthy();
    for (const later of [second, third]) {
      expect(setCookie(later.response, 'auth_token')?.value).toBe(winner); // the same pair, not a refusal
      expect(later.forwarded).toContain(`auth_token=${winner}`); // rendered signed in
    }
    for (const order of [[first, second, third], [third, second, first], [second, first, third]]) {
      const jar = browserJar(cookie, order.map((r) => r.response));
      expect(await isSignedIn(jar.get('auth_token'))).toBe(true);
    }
  });

  it('a refresh token revoked for real still signs out, once the grace window has passed', async () => {
    const cookie = await dueSession();
    const data = JSON.parse(decodeURIComponent(cookie.split('auth_token_data=')[1])) as { refresh_token: string };
    await fetch(`${backend.url}/spree_oauth/revoke`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: data.refresh_token }) });
    const first = await navigate(cookie);
    const marker = setCookie(first.response, refresh.REFUSED_COOKIE)!.value;
    const [id, at] = marker.split('.');
    const later = `${id}.${Number(at) - (refresh.REFRESH_GRACE_SECONDS + 1) * 1000}`;
    refresh.forgetRefreshes();
    const second = await navigate(`${cookie}; ${refresh.REFUSED_COOKIE}=${later}`);
    expect(setCookie(second.response, 'auth_token')).toMatchObject({ value: '', maxAge: 0 });
    expect(setCookie(second.response, 'auth_token_data')).toMatchObject({ value: '', maxAge: 0 });
  });
});

describe('a commerce service that does not answer', () => {
  it('holds a signed-in navigation only for the refresh timeout (not 10 s) and keeps the cookies', async () => {
    const silent = http.createServer(() => undefined); // accepts, never answers
    const sockets = new Set<import('node:net').Socket>();
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/spree_oauth/token`;
    const realFetch = globalThis.fetch;
    const signals: AbortSignal[] = [];
    // The refresh call goes to the silent server instead of the backend; the test fails by its own timeout if nothing aborts it.
    globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init!.signal!);
      return realFetch(url, init);
    }) as typeof fetch;
    try {
      expect(refresh.REFRESH_TIMEOUT_MS).toBeLessThanOrEqual(2_000);
      const data = JSON.stringify({ access_token: 'a1', refresh_token: 'r1', expires_at: 10 });
      const started = Date.now();
      const { forwarded, response } = await navigate(`auth_token=a1; auth_token_data=${encodeURIComponent(data)}`);
      expect(Date.now() - started).toBeLessThan(refresh.REFRESH_TIMEOUT_MS + 1_000);
      // The navigation stopped waiting; the refresh runs on (its answer is not to be lost), bounded.
      expect(signals).toHaveLength(1);
      expect(signals[0].aborted).toBe(false);
      expect(forwarded).toContain('auth_token=a1');
      expect(response.cookies.getAll()).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 8_000);
});

describe('a commerce service that stalls during a refresh, then rotates the tokens (issue 36)', () => {
  /** Every call to the service waits `ms` before it is sent: the service answers after the navigation gave up. */
  async function withStall<T>(ms: number, run: () => Promise<T>): Promise<T> {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/spree_oauth/token')) await new Promise((resolve) => setTimeout(resolve, ms));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      return await run();
    } finally {
      globalThis.fetch = realFetch;
    }
  }

  it('keeps the cookies, and the next navigation on this instance gets the pair the late answer carried', async () => {
    const cookie = await dueSession();
    const stalled = await withStall(refresh.REFRESH_TIMEOUT_MS + 800, () => navigate(cookie));
    expect(stalled.response.cookies.getAll()).toEqual([]); // nothing cleared, nothing set
    expect(stalled.forwarded).toContain('auth_token=');
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the service's answer lands meanwhile
    const next = await navigate(cookie);
    const token = setCookie(next.response, 'auth_token')?.value;
    expect(token).toBeTruthy();
    expect(await isSignedIn(token)).toBe(true);
  }, 15_000);

  it('on another instance, retrying with the old refresh token gets the same pair from the service, still signed in', async () => {
    const cookie = await dueSession();
    await withStall(refresh.REFRESH_TIMEOUT_MS + 800, () => navigate(cookie));
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // rotated on the service; this instance's answer is "lost"
    refresh.forgetRefreshes(); // another process
    const retried = await navigate(cookie);
    expect(retried.response.cookies.get('auth_token')?.value).toBeTruthy();
    expect(await isSignedIn(retried.response.cookies.get('auth_token')?.value)).toBe(true);
    expect(retried.response.cookies.getAll().some((c) => c.maxAge === 0)).toBe(false);
  }, 15_000);
});
