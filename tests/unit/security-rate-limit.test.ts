/**
 * Rate limits: the limiter over its stores, the client's address, the 429 answer in five languages,
 * and the attacks themselves — a burst on each form route and on the sign-in action — plus sign-in
 * refusing an unknown e-mail no sooner than a wrong password.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter, MemoryRateLimitStore, RATE_RULES, RestRateLimitStore, storeFromEnv } from '@/lib/security/rate-limit';
import { clientId, rateLimitMessage, tooManyRequests } from '@/lib/security/throttle';
import { notBefore, SIGN_IN_REFUSAL_FLOOR_MS } from '@/lib/security/timing';

const headerStore = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => headerStore.current,
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));

const grant = vi.hoisted(() => ({ passwordGrant: vi.fn() }));
vi.mock('@/lib/auth/oauth', () => ({ passwordGrant: grant.passwordGrant, revokeToken: vi.fn() }));

describe('the limiter', () => {
  const rules = { ...RATE_RULES, contact: { client: { max: 3, windowMs: 60_000 }, account: { max: 2, windowMs: 600_000 } } };

  it('allows up to the limit per client, then answers how long to wait', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(new MemoryRateLimitStore(), { rules, clock: () => now });
    for (let i = 0; i < 3; i += 1) expect(await limiter.check('contact', { client: 'a' })).toEqual({ ok: true });
    expect(await limiter.check('contact', { client: 'a' })).toEqual({ ok: false, retryAfterSeconds: 20 }); // window ends at 1,020,000
    expect(await limiter.check('contact', { client: 'b' })).toEqual({ ok: true }); // another client
    now += 20_000; // next window
    expect(await limiter.check('contact', { client: 'a' })).toEqual({ ok: true });
  });

  it('limits an account per client, whatever the case of the e-mail: a stranger never locks the owner out (issue 36)', async () => {
    const limiter = createRateLimiter(new MemoryRateLimitStore(), { rules, clock: () => 0 });
    expect((await limiter.check('contact', { client: '1', account: 'Giulia@example.com' })).ok).toBe(true);
    expect((await limiter.check('contact', { client: '1', account: 'giulia@example.com ' })).ok).toBe(true);
    expect(await limiter.check('contact', { client: '1', account: 'GIULIA@example.com' })).toEqual({ ok: false, retryAfterSeconds: 600 });
    // The owner, from her own address, is not held back by the stranger's attempts.
    expect((await limiter.check('contact', { client: '2', account: 'giulia@example.com' })).ok).toBe(true);
  });

  it('counts the cost of a request: ten queries in one body weigh ten', async () => {
    const limiter = createRateLimiter(new MemoryRateLimitStore(), { rules, clock: () => 0 });
    expect((await limiter.check('contact', { client: 'a' }, 3)).ok).toBe(true);
    expect((await limiter.check('contact', { client: 'a' }, 1)).ok).toBe(false);
  });

  it('keeps actions apart', async () => {
    const limiter = createRateLimiter(new MemoryRateLimitStore(), { rules, clock: () => 0 });
    for (let i = 0; i < 3; i += 1) await limiter.check('contact', { client: 'a' });
    expect((await limiter.check('newsletter', { client: 'a' })).ok).toBe(true);
  });

  it('multiplies the limits by RATE_LIMIT_FACTOR’s factor', async () => {
    const limiter = createRateLimiter(new MemoryRateLimitStore(), { rules, clock: () => 0, factor: 2 });
    for (let i = 0; i < 6; i += 1) expect((await limiter.check('contact', { client: 'a' })).ok).toBe(true);
    expect((await limiter.check('contact', { client: 'a' })).ok).toBe(false);
  });

  it('lets requests through when the store fails rather than locking shoppers out', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const limiter = createRateLimiter({ increment: () => Promise.reject(new Error('down')) }, { rules });
    expect(await limiter.check('contact', { client: 'a' })).toEqual({ ok: true });
    spy.mockRestore();
  });

  it('a memory store forgets ended windows when it fills up', async () => {
    const store = new MemoryRateLimitStore(10);
    for (let i = 0; i < 10; i += 1) await store.increment(`k${i}`, 1_000, 0);
    await store.increment('late', 1_000, 5_000);
    expect((store as unknown as { counts: Map<string, unknown> }).counts.size).toBe(1);
  });
});

describe('the shared (REST) store', () => {
  it('counts in the shared service with one pipeline per hit, shared by two instances', async () => {
    const counts = new Map<string, number>();
    const calls: { url: string; auth: string | null; body: unknown }[] = [];
    const fakeRedis = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as string[][];
      calls.push({ url, auth: new Headers(init.headers).get('authorization'), body });
      const [[, key]] = body;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return new Response(JSON.stringify([{ result: counts.get(key) }, { result: 1 }]));
    }) as unknown as typeof fetch;
    const rules = { ...RATE_RULES, signIn: { client: { max: 2, windowMs: 60_000 }, account: { max: 100, windowMs: 60_000 } } };
    const instanceA = createRateLimiter(new RestRateLimitStore('https://redis.example/', 't0ken', fakeRedis), { rules, clock: () => 0 });
    const instanceB = createRateLimiter(new RestRateLimitStore('https://redis.example', 't0ken', fakeRedis), { rules, clock: () => 0 });
    expect((await instanceA.check('signIn', { client: 'x' })).ok).toBe(true);
    expect((await instanceB.check('signIn', { client: 'x' })).ok).toBe(true);
    expect((await instanceA.check('signIn', { client: 'x' })).ok).toBe(false);
    expect(calls[0]).toMatchObject({ url: 'https://redis.example/pipeline', auth: 'Bearer t0ken' });
    expect(calls[0].body).toEqual([['INCRBY', 'ratelimit:signIn:client:x:0', '1'], ['PEXPIRE', 'ratelimit:signIn:client:x:0', '60000']]);
  });

  it('is chosen by RATE_LIMIT_REST_URL and RATE_LIMIT_REST_TOKEN, memory otherwise', () => {
    expect(storeFromEnv({ RATE_LIMIT_REST_URL: 'https://r.example', RATE_LIMIT_REST_TOKEN: 't' })).toBeInstanceOf(RestRateLimitStore);
    expect(storeFromEnv({ RATE_LIMIT_REST_URL: 'https://r.example' })).toBeInstanceOf(MemoryRateLimitStore);
    expect(storeFromEnv({})).toBeInstanceOf(MemoryRateLimitStore);
  });
});

describe('who the client is (issue 36: rotating X-Forwarded-For bought a fresh limit)', () => {
  const peer = (address: string, extra: Record<string, string> = {}) => new Headers({ 'x-casa-maestri-peer': address, ...extra });

  it('is the socket\'s address when no proxy is configured, whatever the client wrote', () => {
    for (const written of ['6.6.6.6', '6.6.6.6, 203.0.113.9', '1.2.3.4, 5.6.7.8, 9.9.9.9']) {
      expect(clientId(peer('198.51.100.20', { 'x-forwarded-for': written, 'x-real-ip': '7.7.7.7', 'cf-connecting-ip': '8.8.8.8' }), {})).toBe('198.51.100.20');
    }
    expect(clientId(peer('::ffff:198.51.100.20'), {})).toBe('198.51.100.20');
  });

  it('believes X-Forwarded-For only from a configured proxy, read from the right past every trusted hop', () => {
    const env = { RATE_LIMIT_TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32' };
    expect(clientId(peer('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), env)).toBe('203.0.113.9');
    expect(clientId(peer('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.1.1' }), env)).toBe('203.0.113.9');
    expect(clientId(peer('2001:db8::1', { 'x-forwarded-for': '203.0.113.10' }), env)).toBe('203.0.113.10');
    // The same header from an address that is not a configured proxy is the client's own writing.
    expect(clientId(peer('203.0.113.50', { 'x-forwarded-for': '10.0.0.7' }), env)).toBe('203.0.113.50');
    expect(clientId(peer('127.0.0.1', { 'x-forwarded-for': '203.0.113.11' }), { RATE_LIMIT_TRUSTED_PROXIES: 'loopback' })).toBe('203.0.113.11');
  });

  it('believes RATE_LIMIT_CLIENT_IP_HEADER only from a configured proxy', () => {
    const headers = (from: string) => peer(from, { 'cf-connecting-ip': '198.51.100.7', 'x-forwarded-for': '1.1.1.1, 10.0.0.1' });
    const env = { RATE_LIMIT_CLIENT_IP_HEADER: 'CF-Connecting-IP', RATE_LIMIT_TRUSTED_PROXIES: '173.245.48.0/20' };
    expect(clientId(headers('173.245.48.9'), env)).toBe('198.51.100.7');
    expect(clientId(headers('203.0.113.99'), env)).toBe('203.0.113.99');
  });

  it('without the socket stamp (no instrumentation) falls back to the last X-Forwarded-For entry, Next\'s own', () => {
    expect(clientId(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), {})).toBe('203.0.113.9');
    expect(clientId(new Headers(), {})).toBe('unknown');
  });
});

describe('the 429 answer', () => {
  it('says it in the visitor’s language', async () => {
    const texts = await Promise.all((['en-us', 'de-de', 'es-es', 'fr-fr', 'it-it'] as const).map(rateLimitMessage));
    expect(texts[0]).toBe('Too many attempts. Please wait a few minutes, then try again.');
    expect(new Set(texts).size).toBe(5);
    expect(await rateLimitMessage(null)).toBe(texts[0]);
  });

  it('carries Retry-After and the form-level key', async () => {
    const response = await tooManyRequests(42, 'fr-fr');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toEqual({ errors: { form: 'rateLimited' }, message: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.' });
  });
});

describe('bursts on the form routes', () => {
  const intake = vi.fn(async () => new Response('{}', { status: 201 }));
  beforeEach(() => {
    vi.resetModules(); // a fresh limiter (and memory store) per test
    vi.stubGlobal('fetch', intake);
  });
  afterEach(() => vi.unstubAllGlobals());

  const post = (path: string, body: object, ip: string) =>
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  const contact = { name: 'Giulia Ferri', email: 'giulia@example.com', orderNumber: '', topic: 'orderStatus', message: 'When will the Lido armchair ship to Milan?', phoneContact: false, phone: '' };

  it.each([
    ['contact', '/api/contact', async () => (await import('@/app/api/contact/route')).POST, RATE_RULES.contact.client.max],
    ['newsletter', '/api/newsletter', async () => (await import('@/app/api/newsletter/route')).POST, RATE_RULES.newsletter.client.max],
  ] as const)('%s: a burst from one client meets 429 with Retry-After', async (_name, path, load, max) => {
    const handler = await load();
    const valid = path === '/api/contact' ? contact : { email: 'a@example.com', consent: true, source: 'footer' };
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i += 1) {
      const body = { ...valid, email: `visitor${i}@example.com`, locale: 'de-de' };
      statuses.push((await handler(post(path, body, '203.0.113.5'))).status);
    }
    expect(statuses.slice(0, max).every((s) => s === 202)).toBe(true);
    const limited = await handler(post(path, { ...valid, email: 'late@example.com', locale: 'de-de' }, '203.0.113.5'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ ok: false, error: { kind: 'refused', reason: { form: 'rateLimited', message: expect.stringMatching(/^Zu viele Versuche/) } }, retryable: true });
    // Another client is not held back by the first one's burst.
    expect((await handler(post(path, { ...valid, email: 'other@example.com', locale: 'de-de' }, '198.51.100.1'))).status).toBe(202);
  });

  it('product requests: one e-mail from one address meets the limit; the same e-mail from another address still goes', async () => {
    const { POST } = await import('@/app/api/product-requests/[kind]/route');
    const body = { product: { id: '2', sku: 'CM-SOF-000002', title: 'Burano sofa' }, name: 'Ada Rossi', email: 'ada@example.com', message: 'Is it available in green?', locale: 'it-it' };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES.productRequest.account.max + 1; i += 1) {
      statuses.push((await POST(post('/api/product-requests/inquiry', body, '203.0.113.5'), { params: Promise.resolve({ kind: 'inquiry' }) })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect((await POST(post('/api/product-requests/inquiry', body, '198.51.100.9'), { params: Promise.resolve({ kind: 'inquiry' }) })).status).toBe(202);
  });
});

describe('sign-in', () => {
  beforeEach(() => {
    vi.resetModules();
    headerStore.current = new Headers({ 'x-forwarded-for': '203.0.113.77' });
    grant.passwordGrant.mockReset();
  });

  it('refuses an unknown e-mail no sooner than a wrong password (the same floor for both)', async () => {
    vi.useFakeTimers();
    try {
      const { signIn } = await import('@/lib/sign-in/actions');
      // The service answers an unknown e-mail at once and a known one after its slow hash.
      grant.passwordGrant.mockImplementation(async (email: string) => {
        if (email === 'consumer@casamaestri.test') await new Promise((r) => setTimeout(r, 250));
        return { ok: false, reason: 'refused', message: 'invalid_grant' };
      });
      const settledAt: Record<string, number> = {};
      const start = Date.now();
      for (const email of ['nobody@example.com', 'consumer@casamaestri.test']) {
        void signIn({ email, password: 'wrong-password' }).then((result) => {
          expect(result).toEqual({ ok: false, error: { kind: 'refused', reason: { form: 'invalidCredentials' } }, retryable: false });
          settledAt[email] = Date.now() - start;
        });
      }
      await vi.advanceTimersByTimeAsync(SIGN_IN_REFUSAL_FLOOR_MS - 1);
      expect(settledAt).toEqual({});
      await vi.advanceTimersByTimeAsync(1);
      expect(settledAt).toEqual({ 'nobody@example.com': SIGN_IN_REFUSAL_FLOOR_MS, 'consumer@casamaestri.test': SIGN_IN_REFUSAL_FLOOR_MS });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers rateLimited once one client has tried too often, without asking the service', async () => {
    const { signIn } = await import('@/lib/sign-in/actions');
    grant.passwordGrant.mockResolvedValue({ ok: false, reason: 'no-response', message: 'down' });
    const max = RATE_RULES.signIn.client.max;
    for (let i = 0; i < max; i += 1) await signIn({ email: `guess${i}@example.com`, password: 'x' });
    expect(grant.passwordGrant).toHaveBeenCalledTimes(max);
    expect(await signIn({ email: 'another@example.com', password: 'x' })).toEqual({ ok: false, error: { kind: 'refused', reason: { form: 'rateLimited' } }, retryable: false });
    expect(grant.passwordGrant).toHaveBeenCalledTimes(max);
  });

  it('ten wrong passwords on an account lock out the address they came from, never the owner signing in from hers (issue 36)', async () => {
    const { signIn } = await import('@/lib/sign-in/actions');
    grant.passwordGrant.mockResolvedValue({ ok: false, reason: 'no-response', message: 'down' }); // no refusal floor to wait out
    const max = RATE_RULES.signIn.account.max;
    headerStore.current = new Headers({ 'x-casa-maestri-peer': '198.51.100.66', 'x-forwarded-for': '10.9.9.9' });
    for (let i = 0; i < max; i += 1) await signIn({ email: 'consumer@casamaestri.test', password: `guess-${i}` });
    expect(await signIn({ email: 'Consumer@casamaestri.test', password: 'one-more' })).toEqual({ ok: false, error: { kind: 'refused', reason: { form: 'rateLimited' } }, retryable: false });
    // Rotating X-Forwarded-For does not make the attacker someone else.
    headerStore.current = new Headers({ 'x-casa-maestri-peer': '198.51.100.66', 'x-forwarded-for': '10.1.2.3' });
    expect(await signIn({ email: 'consumer@casamaestri.test', password: 'rotated' })).toEqual({ ok: false, error: { kind: 'refused', reason: { form: 'rateLimited' } }, retryable: false });
    // The owner, from her own address, reaches the service.
    grant.passwordGrant.mockClear();
    headerStore.current = new Headers({ 'x-casa-maestri-peer': '192.0.2.200' });
    await signIn({ email: 'consumer@casamaestri.test', password: 'the-real-one' });
    expect(grant.passwordGrant).toHaveBeenCalledTimes(1);
  });
});

describe('notBefore', () => {
  it('does not wait when the floor has passed', async () => {
    expect(await notBefore(0, 10, 'v', () => 100)).toBe('v');
  });
});

describe('the socket stamp', () => {
  it('writes each request\'s socket address over whatever a client sent under that name', async () => {
    const http = await import('node:http');
    const { PEER_HEADER, stampPeerAddresses } = await import('@/lib/security/client-address');
    stampPeerAddresses();
    const server = http.createServer((req, res) => res.end(String(req.headers[PEER_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as import('node:net').AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: '203.0.113.1', 'x-forwarded-for': '203.0.113.2' } });
      expect(await answer.text()).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
