/**
 * Issue 36 item 9: a content page never cached, read while the content service gives no answer
 * or fails itself, is the designed unavailable state (503), not the 500 page. fetchContent tells
 * such an outage (ServiceUnavailableError) from a query the service refuses (kept as it was).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeFailure, isContentOutage } from '@/lib/content/groq';
import { isServiceUnavailable } from '@/lib/services/unavailable';
import { QUIET_WAIT_MS, resetQuiet } from '@/lib/services/upstream';

describe('a content outage', () => {
  it('is no answer in time, a refused or reset connection, or the service failing itself (5xx)', () => {
    expect(isContentOutage(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(true);
    expect(isContentOutage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isContentOutage(Object.assign(new Error('Service Unavailable'), { statusCode: 503 }))).toBe(true);
    expect(isContentOutage(Object.assign(new Error('Bad Gateway'), { statusCode: 502 }))).toBe(true);
  });

  it('is not a query the service refuses, nor anything else', () => {
    expect(isContentOutage(Object.assign(new Error('param $lang referenced, but not provided'), { statusCode: 400 }))).toBe(false);
    expect(isContentOutage(Object.assign(new Error('Unauthorized'), { statusCode: 401 }))).toBe(false);
    expect(isContentOutage(new SyntaxError('Unexpected token'))).toBe(false);
    expect(isContentOutage(undefined)).toBe(false);
  });

  it('is described in the log by what the service did', () => {
    expect(describeFailure(Object.assign(new Error('x'), { statusCode: 503 }))).toBe('HTTP 503');
    expect(describeFailure(Object.assign(new Error('content: TimeoutError'), { name: 'ServiceUnavailableError' }))).toBe('content: TimeoutError');
  });
});

describe('fetchContent against a content service', () => {
  let mode: 'stall' | 'fail' | 'refuse' | 'answer' = 'answer';
  const server = http.createServer((req, res) => {
    if (mode === 'stall') return; // takes the request, never answers (a paused backend)
    res.setHeader('content-type', 'application/json');
    if (mode === 'fail') return void res.writeHead(500).end(JSON.stringify({ error: 'boom' }));
    if (mode === 'refuse') return void res.writeHead(400).end(JSON.stringify({ error: { description: 'bad query' } }));
    res.end(JSON.stringify({ result: { title: 'Chi siamo' }, ms: 1 }));
  });
  let fetchContent: typeof import('@/lib/content/client').fetchContent;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('SANITY_API_HOST', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    vi.resetModules();
    ({ fetchContent } = await import('@/lib/content/client'));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    server.closeAllConnections();
    server.close();
  });
  afterEach(() => resetQuiet());

  // Preview reads go straight to the service (published ones go through Next's data cache, absent here).
  const read = () => fetchContent<{ title: string }>('*[_id == $id][0]{title}', { id: 'about' }, { types: ['page'], preview: true });

  it('answers what the service answers', async () => {
    mode = 'answer';
    await expect(read()).resolves.toEqual({ title: 'Chi siamo' });
  });

  it('throws ServiceUnavailableError when the service takes the request and never answers, within the wait', async () => {
    mode = 'stall';
    const started = Date.now();
    const error = await read().catch((e: unknown) => e);
    expect(isServiceUnavailable(error), String(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(4_000);
    // The service is quiet now: the next page's read gives up at once.
    const again = Date.now();
    expect(isServiceUnavailable(await read().catch((e: unknown) => e))).toBe(true);
    expect(Date.now() - again).toBeLessThan(QUIET_WAIT_MS + 300);
  });

  it('throws ServiceUnavailableError when the service fails itself, and the error as it was for a refused query', async () => {
    mode = 'fail';
    expect(isServiceUnavailable(await read().catch((e: unknown) => e))).toBe(true);
    mode = 'refuse';
    const refused = await read().catch((e: unknown) => e);
    expect(isServiceUnavailable(refused)).toBe(false);
    expect((refused as { statusCode?: number }).statusCode).toBe(400);
  });
});
