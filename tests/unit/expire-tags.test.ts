/**
 * A change announced while a page is regenerating: that render read the old data, but it is stored
 * after the announcement, so the cache would keep it as fresh. expireTags expires the tags at once
 * and again once such a render has had time to finish.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
const afterTasks: (() => Promise<void>)[] = [];
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<void>) => afterTasks.push(task),
}));

const { expireTags, EXPIRE_AGAIN_AFTER_MS } = await import('@/lib/cache/expire');

describe('expireTags', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    revalidateTag.mockClear();
    afterTasks.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('expires every tag at once, stale while revalidating', () => {
    expireTags(['commerce:product:7', 'commerce:product:lido']);
    expect(revalidateTag.mock.calls).toEqual([
      ['commerce:product:7', 'max'],
      ['commerce:product:lido', 'max'],
    ]);
  });

  it('expires them again after the response, once a render already under way has finished', async () => {
    expireTags(['content:landing']);
    expect(afterTasks).toHaveLength(1);
    const second = afterTasks[0]();
    await vi.advanceTimersByTimeAsync(EXPIRE_AGAIN_AFTER_MS - 1);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(revalidateTag.mock.calls).toEqual([
      ['content:landing', 'max'],
      ['content:landing', 'max'],
    ]);
  });

  it('the commerce route expires what the commerce service named, then again later', async () => {
    const { POST } = await import('@/app/api/revalidate/commerce/route');
    const { NextRequest } = await import('next/server');
    const response = await POST(new NextRequest('http://localhost:3000/api/revalidate/commerce', {
      method: 'POST',
      headers: { authorization: 'Bearer embedded-commerce-revalidate-secret', 'content-type': 'application/json' },
      body: JSON.stringify({ products: ['7', 'lido'] }),
    }));
    expect(await response.json()).toEqual({ revalidated: ['commerce:product:7', 'commerce:product:lido'] });
    expect(revalidateTag).toHaveBeenCalledTimes(2);
    const second = afterTasks[0]();
    await vi.advanceTimersByTimeAsync(EXPIRE_AGAIN_AFTER_MS);
    await second;
    expect(revalidateTag).toHaveBeenCalledTimes(4);
  });
});
