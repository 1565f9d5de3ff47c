/**
 * Next's page and data cache on a shared Redis (lib/cache/redis-cache-handler.mjs, ADR 0016), against
 * a real redis-server this test starts on a free port. Each storefront instance is its own process
 * (tests/cache/cache-handler-worker.mjs), as two `next start` would be: nothing is shared between them
 * but Redis.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySeconds, MAX_ENTRY_SECONDS, STALE_GRACE_SECONDS } from '@/lib/cache/redis-cache-handler.mjs';
import { startRedisServer, waitFor, type RedisServer } from '../helpers/redis-server';

const WORKER = path.join(import.meta.dirname, 'cache-handler-worker.mjs');

interface Instance {
  call<T = unknown>(op: string, ...args: unknown[]): Promise<T>;
  timed<T = unknown>(op: string, ...args: unknown[]): Promise<{ result: T; ms: number }>;
  stop(): void;
}

const distDirs = mkdtempSync(path.join(tmpdir(), 'cm-redis-cache-'));
function distDirOf(buildId: string) {
  const dir = path.join(distDirs, buildId, 'server');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(distDirs, buildId, 'BUILD_ID'), buildId);
  return dir;
}

const running: ChildProcess[] = [];

async function instance(redisUrl: string, buildId = 'build-a'): Promise<Instance> {
  const child = fork(WORKER, [], {
    env: { ...process.env, REDIS_URL: redisUrl, WORKER_DIST_DIR: distDirOf(buildId) },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.push(child);
  let next = 0;
  const waiting = new Map<number, (reply: { result?: unknown; error?: string; ms: number }) => void>();
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message: { ready?: boolean; id?: number; result?: unknown; error?: string; ms: number }) => {
      if (message.ready) return resolve();
      waiting.get(message.id!)?.(message);
      waiting.delete(message.id!);
    });
  });
  const timed = <T,>(op: string, ...args: unknown[]) =>
    new Promise<{ result: T; ms: number }>((resolve, reject) => {
      const id = (next += 1);
      waiting.set(id, (reply) => (reply.error ? reject(new Error(reply.error)) : resolve({ result: reply.result as T, ms: reply.ms })));
      child.send({ id, op, args });
    });
  return {
    timed,
    call: async <T,>(op: string, ...args: unknown[]) => (await timed<T>(op, ...args)).result,
    stop: () => child.kill('SIGKILL'),
  };
}

const text = (bytes: unknown) => Buffer.from(bytes as Uint8Array).toString('utf8');

/** A page as Next stores it: HTML, the RSC payload and its segments as bytes, the tags it read in a header. */
function page(html: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`0:rsc of ${html}`),
    segmentData: new Map([['/_tree', Buffer.from(`tree of ${html}`)]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
  };
}
const PAGE_ROUTE = { kind: 'APP_PAGE', sourceRoute: '/[storefront]/products/[slug]/page' };
const pageGet = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, route: PAGE_ROUTE };
const pageSet = { route: PAGE_ROUTE, cacheControl: { revalidate: 3_600, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };
/** A cached read (fetch / unstable_cache) with its tags. */
function data(body: string) {
  return { kind: 'FETCH', data: { headers: {}, body, url: 'http://commerce/api', status: 200 }, revalidate: 300 };
}
/** Next 16's revalidateTag(tag, 'max'): stale now, expired in a year. */
const MAX_PROFILE = { expire: 31_536_000 };

let redis: RedisServer;
/** Two instances of one build, and one of the next build: started once (a process takes seconds to start here). */
let a: Instance;
let b: Instance;
let nextBuild: Instance;

beforeAll(async () => {
  redis = await startRedisServer();
  [a, b, nextBuild] = await Promise.all([instance(redis.url), instance(redis.url), instance(redis.url, 'build-b')]);
});

/** The outage lines an instance logged since `before` (its log so far). */
const outagesSince = (lines: string[], before: string[]) => lines.slice(before.length).filter((line) => / unreachable /.test(line));

afterAll(async () => {
  await redis?.stop();
  for (const child of running.splice(0)) child.kill('SIGKILL');
  rmSync(distDirs, { recursive: true, force: true });
});

describe('two instances on one Redis', () => {
  it('share a page: what one rendered the other serves, bytes, segments and lifetime intact', async () => {
    await a.call('set', '/route-cache/APP_PAGE/x/$/it-it/products/divano', page('<html>divano</html>', ['commerce:catalogue']), pageSet);
    const entry = await b.call<{ value: ReturnType<typeof page>; cacheControl: unknown; lastModified: number }>('get', '/route-cache/APP_PAGE/x/$/it-it/products/divano', { kind: 'APP_PAGE' });
    expect(entry.value.html).toBe('<html>divano</html>');
    expect(text(entry.value.rscData)).toBe('0:rsc of <html>divano</html>');
    expect(text(entry.value.segmentData.get('/_tree'))).toBe('tree of <html>divano</html>');
    expect(entry.cacheControl).toEqual({ revalidate: 3_600, expire: 31_536_000 });
    expect(entry.lastModified).toBeGreaterThan(Date.now() - 10_000);
  });

  it('a tag expired through one is a miss through the other at once, though the other held a copy', async () => {
    const ctx = { kind: 'FETCH', tags: ['commerce:catalogue', 'commerce:product:sedia'], softTags: ['_N_T_/layout'] };
    await a.call('set', 'data-sedia', data('{"price":"1200.00"}'), { fetchCache: true, tags: ctx.tags, revalidate: 300 });
    await a.call('set', 'data-tavolo', data('{"price":"900.00"}'), { fetchCache: true, tags: ['commerce:catalogue', 'commerce:product:tavolo'], revalidate: 300 });
    expect(await b.call('get', 'data-sedia', ctx)).not.toBeNull(); // b now holds a copy in memory
    await a.call('revalidateTag', ['commerce:product:sedia']); // immediate expiry (updateTag, or no profile)
    expect(await b.call('get', 'data-sedia', ctx)).toBeNull();
    expect(await a.call('get', 'data-sedia', ctx)).toBeNull();
    // Another product's read is untouched.
    expect(await b.call('get', 'data-tavolo', { kind: 'FETCH', tags: ['commerce:catalogue', 'commerce:product:tavolo'], softTags: [] })).not.toBeNull();
  });

  it('expires implicit path tags too (revalidatePath): a page whose layout was revalidated elsewhere is a miss', async () => {
    const key = '/route-cache/APP_PAGE/x/$/it-it/account';
    await a.call('set', key, page('<html>account</html>', ['_N_T_/layout', '_N_T_/[storefront]/layout', '_N_T_/[storefront]/account/layout']), pageSet);
    expect(await b.call('get', key, { kind: 'APP_PAGE' })).not.toBeNull();
    await b.call('revalidateTag', ['_N_T_/[storefront]/account/layout']);
    expect(await a.call('get', key, { kind: 'APP_PAGE' })).toBeNull();
    // And a cached read made by a page under that path (its soft tags) is a miss too.
    await a.call('set', 'data-account-menu', data('{}'), { fetchCache: true, tags: ['content:menu'], revalidate: 3_600 });
    await b.call('revalidateTag', ['_N_T_/[storefront]/account/layout']);
    expect(await a.call('get', 'data-account-menu', { kind: 'FETCH', tags: ['content:menu'], softTags: ['_N_T_/[storefront]/account/layout'] })).toBeNull();
  });

  it("revalidateTag(tag, 'max') on one makes the page stale on the other, through Next's own cache: served once more while it renders, then the newer copy is everyone's", async () => {
    const key = '/it-it/products/poltrona';
    await a.call('nextSet', key, page('<html>poltrona 1</html>', ['commerce:catalogue', 'commerce:product:poltrona']), pageSet);
    const fresh = await b.call<{ isStale?: boolean | number; value: { html: string } }>('nextGet', key, pageGet);
    expect(fresh.value.html).toBe('<html>poltrona 1</html>');
    expect(fresh.isStale).toBeFalsy();

    await a.call('nextRevalidateTag', ['commerce:product:poltrona'], MAX_PROFILE);
    const stale = await b.call<{ isStale?: boolean | number; value: { html: string } }>('nextGet', key, pageGet);
    expect(stale.isStale).toBe(true); // stale while revalidating: still served (issue 18), rendered again behind it
    expect(stale.value.html).toBe('<html>poltrona 1</html>');

    // b renders it again; a (which held the first copy) serves b's, fresh.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.call('nextSet', key, page('<html>poltrona 2</html>', ['commerce:catalogue', 'commerce:product:poltrona']), pageSet);
    const renewed = await a.call<{ isStale?: boolean | number; value: { html: string } }>('nextGet', key, pageGet);
    expect(renewed.value.html).toBe('<html>poltrona 2</html>');
    expect(renewed.isStale).toBeFalsy();
  });

  it('keeps pages per build (another build’s HTML names scripts this one lacks) and data across builds', async () => {
    await a.call('set', '/route-cache/APP_PAGE/x/$/it-it', page('<html>home a</html>', []), pageSet);
    await a.call('set', 'data-home', data('{"hero":"a"}'), { fetchCache: true, tags: ['content:homePage'], revalidate: 3_600 });
    expect(await nextBuild.call('get', '/route-cache/APP_PAGE/x/$/it-it', { kind: 'APP_PAGE' })).toBeNull();
    expect(await nextBuild.call('get', 'data-home', { kind: 'FETCH', tags: ['content:homePage'], softTags: [] })).not.toBeNull();
  });
});

describe('lifetimes', () => {
  it('keep an entry its revalidate time plus a day of grace, within its expire time and a week', () => {
    expect(entrySeconds(300)).toBe(300 + STALE_GRACE_SECONDS);
    expect(entrySeconds(3_600, 31_536_000)).toBe(3_600 + STALE_GRACE_SECONDS);
    expect(entrySeconds(3_600, 7_200)).toBe(7_200);
    expect(entrySeconds(false)).toBe(MAX_ENTRY_SECONDS);
    expect(entrySeconds(60 * 24 * 3_600)).toBe(MAX_ENTRY_SECONDS);
  });

  it('give every entry a TTL in Redis', async () => {
    await a.call('set', 'data-ttl', data('{}'), { fetchCache: true, tags: [], revalidate: 300 });
    const { createClient } = await import('redis');
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const ttl = await client.ttl('cm:data:data-ttl');
      expect(ttl).toBeGreaterThan(STALE_GRACE_SECONDS);
      expect(ttl).toBeLessThanOrEqual(300 + STALE_GRACE_SECONDS);
      // Tag states carry when they stop mattering, for pruning; the hashes themselves have no TTL (never evicted under volatile-lru).
      expect(await client.ttl('cm:tag:stale')).toBeLessThan(0);
    } finally {
      client.destroy();
    }
  });
});

describe('Redis down', () => {
  it('killed mid-way: reads answer from memory or miss at once, writes and expiries do not throw, one log line; back, it is used again', async () => {
    const ctx = { kind: 'FETCH', tags: ['commerce:product:lampada'], softTags: [] };
    const [logsA, logsB] = await Promise.all([a.call<string[]>('logs'), b.call<string[]>('logs')]);
    await a.call('set', 'data-lampada', data('{"stock":3}'), { fetchCache: true, tags: ctx.tags, revalidate: 300 });
    expect(await b.call('get', 'data-lampada', ctx)).not.toBeNull();

    await redis.kill();
    // b serves its own copy; an entry it never read is a miss (the page renders), without waiting.
    const copy = await b.timed<{ value: { data: { body: string } } }>('get', 'data-lampada', ctx);
    expect(copy.result.value.data.body).toBe('{"stock":3}');
    const miss = await b.timed('get', 'data-never-read', { kind: 'FETCH', tags: [], softTags: [] });
    expect(miss.result).toBeNull();
    expect(miss.ms).toBeLessThan(1_000);
    // Writing and expiring go on in memory.
    await expect(b.call('set', 'data-during', data('{}'), { fetchCache: true, tags: ['content:page'], revalidate: 3_600 })).resolves.toBeUndefined();
    expect(await b.call('get', 'data-during', { kind: 'FETCH', tags: ['content:page'], softTags: [] })).not.toBeNull();
    await expect(a.call('revalidateTag', ['commerce:product:lampada'])).resolves.toBeUndefined();
    expect(await a.call('get', 'data-lampada', ctx)).toBeNull(); // a expired it in its own memory
    for (let i = 0; i < 20; i += 1) await b.call('get', 'data-lampada', ctx);
    const outage = outagesSince(await b.call<string[]>('logs'), logsB);
    expect(outage).toHaveLength(1);
    expect(outage[0]).toMatch(/^\[redis\] 127\.0\.0\.1:\d+ unreachable/);
    expect(outagesSince(await a.call<string[]>('logs'), logsA)).toHaveLength(1);

    // Back (empty, as a restarted Redis without persistence is): a's expiry made meanwhile is written
    // to it, so b's copy from before is expired too.
    await redis.restart();
    await waitFor(async () => (await b.call('get', 'data-lampada', ctx)) === null);
    expect((await a.call<string[]>('logs')).at(-1)).toMatch(/answers again/);
    await waitFor(async () => {
      await a.call('set', 'data-after', data('{"ok":true}'), { fetchCache: true, tags: [], revalidate: 300 });
      return (await b.call('get', 'data-after', { kind: 'FETCH', tags: [], softTags: [] })) !== null;
    });
  });

  it('hung (answering nothing): a read waits no longer than the command timeout, then serves the copy', async () => {
    const ctx = { kind: 'FETCH', tags: ['content:landing'], softTags: [] };
    const logsB = await b.call<string[]>('logs');
    await a.call('set', 'data-landing', data('{"title":"Autunno"}'), { fetchCache: true, tags: ctx.tags, revalidate: 3_600 });
    expect(await b.call('get', 'data-landing', ctx)).not.toBeNull();
    redis.freeze();
    try {
      const first = await b.timed<{ value: unknown } | null>('get', 'data-landing', ctx);
      expect(first.result).not.toBeNull();
      expect(first.ms).toBeLessThan(1_000);
      const next = await b.timed('get', 'data-landing', ctx);
      expect(next.ms).toBeLessThan(250); // the connection is known down: no second wait
      await expect(b.call('set', 'data-hung', data('{}'), { fetchCache: true, tags: [], revalidate: 60 })).resolves.toBeUndefined();
    } finally {
      redis.resume();
    }
    expect(outagesSince(await b.call<string[]>('logs'), logsB)).toHaveLength(1);
  });

  it('unreachable from the start: pages render and are kept in memory, one log line', async () => {
    const closed = `redis://127.0.0.1:${redis.port + 1 === 65_536 ? 1 : redis.port + 1}`;
    const alone = await instance(closed);
    const first = await alone.timed('get', '/route-cache/APP_PAGE/x/$/en-us', { kind: 'APP_PAGE' });
    expect(first.result).toBeNull(); // rendered
    expect(first.ms).toBeLessThan(1_500); // at most the connect timeout
    const waits = [
      await alone.timed('set', '/route-cache/APP_PAGE/x/$/en-us', page('<html>home</html>', []), pageSet),
      await alone.timed('get', '/route-cache/APP_PAGE/x/$/en-us', { kind: 'APP_PAGE' }),
      await alone.timed('revalidateTag', ['content:homePage'], MAX_PROFILE),
    ];
    expect(waits[1].result).not.toBeNull(); // kept in memory
    for (const { ms } of waits) expect(ms).toBeLessThan(500);
    expect(await alone.call<string[]>('logs')).toHaveLength(1);
  });
});
