import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeClient } from '@spree/storefront-api-v2-sdk';
import { createFetchFetcher } from '@/lib/commerce/fetcher';
import { isNoAnswer, isQuiet, noAnswer, QUIET_MS, QUIET_WAIT_MS, READ_WAIT_MS, resetQuiet, waitFor, withWait, WRITE_WAIT_MS } from '@/lib/services/upstream';

afterEach(() => resetQuiet());

describe('how long a call to a service waits', () => {
  it('waits 3 s for a read and 3.5 s for a write while the service answers', () => {
    expect(waitFor('commerce', 'read')).toBe(READ_WAIT_MS);
    expect(waitFor('commerce', 'write')).toBe(WRITE_WAIT_MS);
    // Issue 36: an action (sign-in, add to bag, a form) meeting a paused service answers within 5 s.
    expect(WRITE_WAIT_MS + 2 * QUIET_WAIT_MS).toBeLessThan(5_000);
    expect(READ_WAIT_MS + 2 * QUIET_WAIT_MS).toBeLessThan(5_000); // a render asking three things in a row stays under 5 s
  });

  it('makes a service quiet for a while once a full wait went unanswered, and only that service', () => {
    noAnswer('content', READ_WAIT_MS, 1_000);
    expect(isQuiet('content', 1_000 + QUIET_MS - 1)).toBe(true);
    expect(waitFor('content', 'read', 1_001)).toBe(QUIET_WAIT_MS);
    expect(waitFor('content', 'write', 1_001)).toBe(QUIET_WAIT_MS);
    expect(waitFor('commerce', 'read', 1_001)).toBe(READ_WAIT_MS);
    // Then the next call waits fully again: that is how the shop sees the service is back.
    expect(waitFor('content', 'read', 1_000 + QUIET_MS)).toBe(READ_WAIT_MS);
  });

  it('a short wait missed while quiet does not make the quiet time longer', () => {
    noAnswer('search', READ_WAIT_MS, 0);
    noAnswer('search', QUIET_WAIT_MS, QUIET_MS - 1);
    expect(isQuiet('search', QUIET_MS)).toBe(false);
  });

  it('counts refused, reset and timed-out calls as no answer, not errors of the caller’s code', () => {
    expect(isNoAnswer(new TypeError('fetch failed'))).toBe(true);
    expect(isNoAnswer(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(true);
    expect(isNoAnswer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isNoAnswer(new SyntaxError('Unexpected token'))).toBe(false);
    expect(isNoAnswer(Object.assign(new Error('Bad request'), { statusCode: 400 }))).toBe(false);
  });

  it('withWait aborts a call that outlives its wait, throws its error unchanged and marks the service quiet', async () => {
    const hanging = withWait('commerce', 'read', (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    await expect(hanging).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(isQuiet('commerce')).toBe(true);
    // A call that ignores its signal (as Next's cached fetch may) is not waited for past it either.
    const deaf = withWait('commerce', 'read', () => new Promise(() => {}));
    await expect(deaf).rejects.toMatchObject({ name: 'TimeoutError' });
    const refused = new Error('Validation failed');
    await expect(withWait('search', 'read', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(isQuiet('search')).toBe(false);
  });
});

describe('the commerce fetcher', () => {
  it('asks a quiet service with the short wait and tells its owner the call got no answer', async () => {
    noAnswer('commerce', READ_WAIT_MS);
    const signals: AbortSignal[] = [];
    const fetchImpl = vi.fn(async (_url: unknown, init?: RequestInit) => {
      signals.push(init!.signal!);
      throw new TypeError('fetch failed');
    });
    const onNoAnswer = vi.fn();
    const client = makeClient({ host: 'http://127.0.0.1:9', createFetcher: createFetchFetcher({ fetchImpl: fetchImpl as typeof fetch, onNoAnswer }) });
    const result = await client.products.list({});
    expect(result.isFail()).toBe(true);
    expect(result.fail().name).toBe('NoResponseError');
    expect(onNoAnswer).toHaveBeenCalledOnce();
    expect(signals).toHaveLength(1);
  });
});
