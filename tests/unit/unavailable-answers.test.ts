/**
 * Issue 36: a page a service left unanswered is answered 503 with Retry-After, rendered on the
 * server — including its cached copy, until a good render — and only documents, never a redirect,
 * a 404 or the browser router's RSC answers.
 */
import fs from 'node:fs';
import http, { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerAvailable,
  answerUnavailable,
  DEGRADED_MS,
  forgetDegraded,
  installUnavailableAnswers,
  isServiceUnavailable,
  keepsCachedCopy,
  readWholePage,
  rememberDegradedIn,
  RETRY_AFTER_SECONDS,
  ServiceUnavailableError,
  statusFor,
  unlessUnavailable,
  type Answer,
} from '@/lib/services/unavailable';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  forgetDegraded();
});

const doc = (over: Partial<Answer> = {}): Answer => ({ path: '/en-jp/products/lido', rsc: false, unavailable: false, ...over });

describe('the status of an answer', () => {
  it('is 503 for a document whose render was unavailable, whatever Next ended with (200, or 500)', () => {
    expect(statusFor(200, doc({ unavailable: true }), undefined)).toBe(503);
    expect(statusFor(500, doc({ unavailable: true }), undefined)).toBe(503);
    expect(statusFor(200, doc(), undefined)).toBe(200);
    expect(statusFor(500, doc(), undefined)).toBe(500);
  });

  it('is 404 for a document rendered per request that showed the shop’s 404 (Next streamed it as 200), and nothing else', () => {
    expect(statusFor(200, doc({ notFound: true }), undefined)).toBe(404);
    expect(statusFor(404, doc({ notFound: true }), undefined)).toBe(404);
    expect(statusFor(308, doc({ notFound: true }), undefined)).toBe(308);
    expect(statusFor(500, doc({ notFound: true }), undefined)).toBe(500);
    expect(statusFor(200, doc({ notFound: true, rsc: true }), undefined)).toBe(200);
  });

  it('is 503 for a cached copy of such a render until its time is up, then what Next says', () => {
    expect(statusFor(200, doc(), 2_000, 1_999)).toBe(503);
    expect(statusFor(200, doc(), 2_000, 2_000)).toBe(200);
  });

  it('never turns a redirect or a 404 into 503, nor an RSC answer (the router would reload the page)', () => {
    expect(statusFor(308, doc({ unavailable: true }), undefined)).toBe(308);
    expect(statusFor(404, doc({ unavailable: true }), Date.now() + 1_000)).toBe(404);
    expect(statusFor(200, doc({ unavailable: true, rsc: true }), undefined)).toBe(200);
    expect(statusFor(200, undefined, undefined)).toBe(200);
  });

  it('tells a service failure from any other error by name (bundles do not share classes)', () => {
    expect(isServiceUnavailable(new ServiceUnavailableError('product lido unavailable: no response'))).toBe(true);
    expect(isServiceUnavailable(Object.assign(new Error('x'), { name: 'ServiceUnavailableError' }))).toBe(true);
    expect(isServiceUnavailable(new Error('product lido unavailable: HTTP 422'))).toBe(false);
    expect(isServiceUnavailable('ServiceUnavailableError')).toBe(false);
  });
});

/** A server of its own classes, with the answers installed, rendering what `render` says. */
type Rendered = { status: number; headers?: Record<string, string> };
async function serve(render: (url: string) => Rendered | Promise<Rendered>) {
  class Answered<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {}
  class AnsweringServer extends http.Server {}
  installUnavailableAnswers(AnsweringServer.prototype, Answered.prototype);
  installUnavailableAnswers(AnsweringServer.prototype, Answered.prototype); // a second call changes nothing
  const server = new AnsweringServer({ ServerResponse: Answered }, (req, res) => {
    // An asynchronous render, as Next's is: the answer must follow it through its awaits.
    void new Promise((resolve) => setTimeout(resolve, 5)).then(async () => {
      const { status, headers } = await render(req.url ?? '/');
      res.statusCode = status;
      if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      res.end('<h1>Updates in progress</h1>');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: 'manual' }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), cache: r.headers.get('cache-control'), body: await r.text() }));
}

describe('the Node responses of this process', () => {
  it('answer 503 with Retry-After and no-store when the render said it was unavailable, and only that request', async () => {
    const get = await serve((url) => {
      if (url.startsWith('/down')) answerUnavailable({ cached: false });
      return { status: 200, headers: { 'Cache-Control': 's-maxage=3600' } };
    });
    const [down, up] = await Promise.all([get('/down?x=1'), get('/up')]);
    expect(down).toMatchObject({ status: 503, retryAfter: String(RETRY_AFTER_SECONDS), cache: 'no-store, must-revalidate', body: '<h1>Updates in progress</h1>' });
    expect(up).toMatchObject({ status: 200, retryAfter: null, cache: 's-maxage=3600' });
    // Not remembered: the next render of a page rendered per request decides for itself.
    expect((await get('/fine')).status).toBe(200);
  });

  it('serve a cached page rendered unavailable with 503 until a good render of it, whatever its query', async () => {
    let mode: 'render-down' | 'cache-hit' | 'render-up' = 'render-down';
    const get = await serve(() => {
      if (mode === 'render-down') answerUnavailable({ cached: true });
      if (mode === 'render-up') answerAvailable();
      return { status: 200 };
    });
    expect((await get('/en-jp/products/lido')).status).toBe(503);
    mode = 'cache-hit';
    expect(await get('/en-jp/products/lido?utm=x')).toMatchObject({ status: 503, retryAfter: String(RETRY_AFTER_SECONDS) });
    expect((await get('/en-jp/products/other')).status).toBe(200);
    expect((await get('/en-jp/products/lido', { rsc: '1' })).status).toBe(200);
    mode = 'render-up';
    expect((await get('/en-jp/products/lido')).status).toBe(200);
    mode = 'cache-hit';
    expect((await get('/en-jp/products/lido')).status).toBe(200);
  });

  it('forget a cached page after DEGRADED_MS even without a render', async () => {
    let now = 1_000;
    let mode: 'render-down' | 'cache-hit' = 'render-down';
    const get = await serve(() => {
      if (mode === 'render-down') answerUnavailable({ cached: true }, now);
      return { status: 200 };
    });
    await get('/en-jp/artisans/vetreria');
    mode = 'cache-hit';
    now = Date.now();
    // Marked at t=1000 (long ago): its time is up.
    expect((await get('/en-jp/artisans/vetreria')).status).toBe(200);
    expect(DEGRADED_MS).toBeGreaterThan(RETRY_AFTER_SECONDS * 1_000);
  });

  it('leave a redirect or a 404 alone', async () => {
    const get = await serve((url) => {
      answerUnavailable({ cached: false });
      const headers: Record<string, string> = url === '/gone' ? {} : { Location: '/elsewhere' };
      return { status: url === '/gone' ? 404 : 307, headers };
    });
    expect((await get('/gone')).status).toBe(404);
    expect((await get('/moved')).status).toBe(307);
  });

  it('keep a good cached copy: a path that rendered well, or a request already answered, makes the page throw instead', async () => {
    const seen: Record<string, boolean[]> = {};
    let render: 'good' | 'down' = 'down';
    const get = await serve((url) => {
      (seen[url] ??= []).push(keepsCachedCopy());
      if (render === 'good') answerAvailable();
      return { status: 200 };
    });
    await get('/en-jp/products/never');
    expect(seen['/en-jp/products/never']).toEqual([false]); // never rendered: the designed state
    render = 'good';
    await get('/en-jp/products/lido');
    render = 'down';
    await get('/en-jp/products/lido');
    expect(seen['/en-jp/products/lido']).toEqual([false, true]); // rendered well before: keep it

    // A render after the head was written (the stale copy served, the page rendered again behind it).
    let late: boolean | null = null;
    class Late<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {}
    class LateServer extends http.Server {}
    installUnavailableAnswers(LateServer.prototype, Late.prototype);
    const server = new LateServer({ ServerResponse: Late }, (_req, res) => {
      res.writeHead(200).end('stale copy');
      setTimeout(() => (late = keepsCachedCopy()), 5);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/en-jp/products/other`).then((r) => r.text());
    await expect.poll(() => late).toBe(true);
  });

  it('let a page cached whole read what it needs: the designed state (503) only when no good copy may exist', async () => {
    let service: 'down' | 'up' | 'broken' = 'down';
    const reads: string[] = [];
    const get = await serve(async () => {
      // A page like the magazine post's: its read, then the designed state, the page, or the 500 page.
      try {
        const read = await readWholePage(async () => {
          if (service === 'down') throw new ServiceUnavailableError('content: TimeoutError');
          if (service === 'broken') throw new Error('content: HTTP 400');
          return 'post';
        });
        reads.push(read.unavailable ? 'unavailable' : read.value);
        if (read.unavailable) answerUnavailable({ cached: true });
        return { status: 200 };
      } catch (error) {
        reads.push(isServiceUnavailable(error) ? 'kept' : 'error');
        return { status: 500 };
      }
    });
    expect((await get('/en-jp/magazine/stories/never')).status).toBe(503);
    service = 'broken';
    expect((await get('/en-jp/magazine/stories/bug')).status).toBe(500); // not a service failure: the 500 page
    service = 'up';
    expect((await get('/en-jp/magazine/stories/read')).status).toBe(200);
    service = 'down';
    // Rendered well before: the failure is thrown again, so Next keeps the good copy.
    await get('/en-jp/magazine/stories/read');
    expect(reads).toEqual(['unavailable', 'error', 'post', 'kept']);
  });

  it('give a page head nothing when the service gave no answer, and any other error as it was', async () => {
    await expect(unlessUnavailable(Promise.resolve('Lido'))).resolves.toEqual({ value: 'Lido' });
    await expect(unlessUnavailable(Promise.resolve(null))).resolves.toEqual({ value: null }); // no such page: not the same
    await expect(unlessUnavailable(Promise.reject(new ServiceUnavailableError('content: ECONNREFUSED')))).resolves.toBeNull();
    await expect(unlessUnavailable(Promise.reject(new Error('HTTP 400')))).rejects.toThrow('HTTP 400');
  });

  it('remember a cached copy rendered unavailable across a restart (its copy is on disk), until a good render', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-unavailable-')), 'cache', 'unavailable-pages.json');
    const saved = () => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as [string, number][]).map(([p]) => p) : []);
    rememberDegradedIn(file);
    let mode: 'render-down' | 'cache-hit' | 'render-up' = 'render-down';
    const get = await serve(() => {
      if (mode === 'render-down') answerUnavailable({ cached: true });
      if (mode === 'render-up') answerAvailable();
      return { status: 200 };
    });
    expect((await get('/en-jp/magazine/stories/never')).status).toBe(503);
    await expect.poll(saved).toEqual(['/en-jp/magazine/stories/never']);

    // The server restarts: this process forgets, then reads what it wrote.
    forgetDegraded();
    mode = 'cache-hit';
    expect((await get('/en-jp/magazine/stories/never')).status).toBe(200);
    rememberDegradedIn(file);
    expect(await get('/en-jp/magazine/stories/never')).toMatchObject({ status: 503, retryAfter: String(RETRY_AFTER_SECONDS) });

    // A good render forgets it, on disk too; what is out of date or unreadable is no memory.
    mode = 'render-up';
    expect((await get('/en-jp/magazine/stories/never')).status).toBe(200);
    await expect.poll(saved).toEqual([]);
    forgetDegraded();
    fs.writeFileSync(file, JSON.stringify([['/en-jp/products/old', Date.now() - 1], ['/en-jp/products/lido', Date.now() + 60_000], 'junk', [3, 4]]));
    rememberDegradedIn(file);
    mode = 'cache-hit';
    expect((await get('/en-jp/products/old')).status).toBe(200);
    expect((await get('/en-jp/products/lido')).status).toBe(503);
    forgetDegraded();
    fs.writeFileSync(file, '{not json');
    expect(() => rememberDegradedIn(file)).not.toThrow();
    expect((await get('/en-jp/products/lido')).status).toBe(200);
  });

  it('do nothing outside a request: a render with no answer to mark is harmless', () => {
    expect(() => answerUnavailable({ cached: true })).not.toThrow();
    expect(() => answerAvailable()).not.toThrow();
    expect(keepsCachedCopy()).toBe(false);
  });
});
