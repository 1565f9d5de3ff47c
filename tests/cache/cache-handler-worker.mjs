/**
 * One storefront instance's cache, in its own process, for tests/cache/redis-cache-handler.test.ts:
 * the Redis cache handler as Next constructs it (one handler a request, REDIS_URL from the
 * environment, the build's dist directory from WORKER_DIST_DIR) and, for what Next itself decides
 * (stale or fresh), Next's own IncrementalCache over it. Driven over IPC; answers { id, result } or
 * { id, error }. Log lines are kept and answered by `logs`.
 */
import { performance } from 'node:perf_hooks';
import incrementalCacheModule from 'next/dist/server/lib/incremental-cache/index.js';
import RedisCacheHandler from '../../lib/cache/redis-cache-handler.mjs';

const { IncrementalCache } = incrementalCacheModule;
const logs = [];
console.error = (...parts) => logs.push(parts.join(' '));
console.warn = (...parts) => logs.push(parts.join(' '));

const handlerContext = { serverDistDir: process.env.WORKER_DIST_DIR, maxMemoryCacheSize: 10 * 1024 * 1024, revalidatedTags: [] };

function nextCache() {
  return new IncrementalCache({
    dev: false,
    requestHeaders: {},
    serverDistDir: process.env.WORKER_DIST_DIR,
    maxMemoryCacheSize: 10 * 1024 * 1024,
    fetchCacheKeyPrefix: '',
    previewProps: { previewModeId: 'test-preview-id', previewModeEncryptionKey: 'k', previewModeSigningKey: 's' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'test-preview-id', previewModeEncryptionKey: 'k', previewModeSigningKey: 's' } },
    CurCacheHandler: RedisCacheHandler,
  });
}

const ops = {
  get: (key, ctx) => new RedisCacheHandler(handlerContext).get(key, ctx),
  set: (key, data, ctx) => new RedisCacheHandler(handlerContext).set(key, data, ctx),
  revalidateTag: (tags, durations) => new RedisCacheHandler(handlerContext).revalidateTag(tags, durations),
  nextGet: async (key, ctx) => {
    const entry = await nextCache().get(key, ctx);
    return entry && { isStale: entry.isStale, value: entry.value };
  },
  nextSet: (key, data, ctx) => nextCache().set(key, data, ctx),
  nextRevalidateTag: (tags, durations) => nextCache().revalidateTag(tags, durations),
  logs: () => logs.filter((line) => line.startsWith('[redis]')),
};

process.on('message', async ({ id, op, args }) => {
  const started = performance.now();
  try {
    const result = await ops[op](...args);
    process.send({ id, result, ms: performance.now() - started });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error), ms: performance.now() - started });
  }
});
process.send({ ready: true });
