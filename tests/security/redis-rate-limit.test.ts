/**
 * Rate limits counted in the shared Redis through its own protocol (RedisRateLimitStore,
 * lib/security/rate-limit.ts), against a real redis-server this test starts on a free port. Two
 * limiters with their own connections stand for two storefront instances.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisConnection } from '@/lib/cache/redis-connection.mjs';
import { createRateLimiter, MemoryRateLimitStore, RATE_RULES, RedisRateLimitStore, RestRateLimitStore, storeFromEnv } from '@/lib/security/rate-limit';
import { startRedisServer, waitFor, type RedisServer } from '../helpers/redis-server';

let redis: RedisServer;
const connections: RedisConnection[] = [];

function connect(logs: string[] = []) {
  const connection = new RedisConnection(redis.url, { log: (line) => logs.push(line) });
  connections.push(connection);
  return connection;
}

beforeAll(async () => {
  redis = await startRedisServer();
});

afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.close()));
});

afterAll(async () => {
  await redis?.stop();
});

describe('rate limits in Redis', () => {
  it('count across instances: the sign-in limit is reached with hits spread over two', async () => {
    const now = Date.now();
    const [one, two] = [createRateLimiter(new RedisRateLimitStore(connect()), { clock: () => now }), createRateLimiter(new RedisRateLimitStore(connect()), { clock: () => now })];
    const who = { client: `198.51.100.${now % 250}`, account: `giulia-${now}@example.com` };
    // The account's limit is 10 from one client: five through each instance…
    for (let i = 0; i < 5; i += 1) {
      expect((await one.check('signIn', who)).ok).toBe(true);
      expect((await two.check('signIn', who)).ok).toBe(true);
    }
    // …and the eleventh is refused by either, with the time left in the window.
    const refused = await one.check('signIn', who);
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await two.check('signIn', who)).ok).toBe(false);
    // Another shopper is not held back.
    expect((await two.check('signIn', { client: '203.0.113.9', account: `other-${now}@example.com` })).ok).toBe(true);
  });

  it('count in Redis with a TTL of the window, so no counter outlives it', async () => {
    const connection = connect();
    const store = new RedisRateLimitStore(connection);
    const key = `contact:client:ttl-${Date.now()}`;
    expect(await store.increment(key, 60_000, 0, 3)).toEqual({ count: 3, resetAt: 60_000 });
    expect((await store.increment(key, 60_000, 1)).count).toBe(4);
    const ttl = await connection.run((client) => client.pTTL(`cm:ratelimit:${key}:0`));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('Redis down: counts in memory (no one locked out, a script still stopped), logged once, and in Redis again when it is back', async () => {
    const logs: string[] = [];
    const rules = { ...RATE_RULES, contact: { client: { max: 3, windowMs: 600_000 }, account: { max: 3, windowMs: 600_000 } } };
    const limiter = createRateLimiter(new RedisRateLimitStore(connect(logs)), { rules });
    const client = `192.0.2.${Date.now() % 250}`;
    expect((await limiter.check('contact', { client })).ok).toBe(true); // 1, in Redis

    await redis.kill();
    const started = Date.now();
    expect((await limiter.check('contact', { client })).ok).toBe(true); // counted here from now on
    expect((await limiter.check('contact', { client })).ok).toBe(true);
    expect((await limiter.check('contact', { client })).ok).toBe(true);
    expect((await limiter.check('contact', { client })).ok).toBe(false); // the memory count reaches the limit too
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(logs.filter((line) => / unreachable /.test(line))).toHaveLength(1);

    await redis.restart(); // empty: the count starts again in Redis
    await waitFor(() => logs.some((line) => /answers again/.test(line)));
    // Counted in memory this client stays refused; counted in the restarted Redis it starts again.
    await waitFor(async () => (await limiter.check('contact', { client })).ok);
    const count = await connections[0].run((redisClient) => redisClient.keys('cm:ratelimit:contact:client:*'));
    expect(count.length).toBeGreaterThan(0);
  });

  it('a hung Redis costs one short wait, then counts in memory at once', async () => {
    const logs: string[] = [];
    const limiter = createRateLimiter(new RedisRateLimitStore(connect(logs)));
    expect((await limiter.check('newsletter', { client: '192.0.2.77' })).ok).toBe(true);
    redis.freeze();
    try {
      let started = Date.now();
      expect((await limiter.check('newsletter', { client: '192.0.2.77' })).ok).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);
      started = Date.now();
      expect((await limiter.check('newsletter', { client: '192.0.2.77' })).ok).toBe(true);
      expect(Date.now() - started).toBeLessThan(250); // known down: no second wait
    } finally {
      redis.resume();
    }
    expect(logs.filter((line) => / unreachable /.test(line))).toHaveLength(1);
  });
});

describe('storeFromEnv', () => {
  it('counts in Redis when REDIS_URL is set, over REST when only that is, in memory otherwise (as before)', async () => {
    const redisStore = storeFromEnv({ REDIS_URL: ` ${redis.url} ` });
    expect(redisStore).toBeInstanceOf(RedisRateLimitStore);
    expect(storeFromEnv({ REDIS_URL: redis.url, RATE_LIMIT_REST_URL: 'https://rest.example', RATE_LIMIT_REST_TOKEN: 't' })).toBeInstanceOf(RedisRateLimitStore);
    expect(storeFromEnv({ RATE_LIMIT_REST_URL: 'https://rest.example', RATE_LIMIT_REST_TOKEN: 't' })).toBeInstanceOf(RestRateLimitStore);
    expect(storeFromEnv({})).toBeInstanceOf(MemoryRateLimitStore);
    expect(storeFromEnv({ REDIS_URL: '  ' })).toBeInstanceOf(MemoryRateLimitStore);
    // The process's one connection (shared with the cache handler) is the one the store counts on.
    expect((await redisStore.increment(`probe-${Date.now()}`, 1_000, 0)).count).toBe(1);
    const { redisConnection } = await import('@/lib/cache/redis-connection.mjs');
    await redisConnection(redis.url).close();
  });
});
