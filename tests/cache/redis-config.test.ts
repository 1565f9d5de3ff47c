/**
 * next.config.ts hands Next's cache to Redis only when REDIS_URL is set (ADR 0016); unset, the
 * file-system cache stays, exactly as before.
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function configWith(redisUrl: string | undefined) {
  vi.resetModules();
  if (redisUrl === undefined) vi.stubEnv('REDIS_URL', '');
  else vi.stubEnv('REDIS_URL', redisUrl);
  return (await import('@/next.config')).default as { cacheHandler?: string };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the cache handler in next.config.ts', () => {
  it('is the Redis handler when REDIS_URL is set', async () => {
    const config = await configWith('redis://127.0.0.1:6379');
    expect(config.cacheHandler).toBe(path.join(process.cwd(), 'lib/cache/redis-cache-handler.mjs'));
  });

  it('is Next’s own file-system cache when REDIS_URL is unset or empty', async () => {
    expect((await configWith(undefined)).cacheHandler).toBeUndefined();
    expect((await configWith('   ')).cacheHandler).toBeUndefined();
  });
});
