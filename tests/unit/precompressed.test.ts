/**
 * The storefront server's compression (scripts/lib/precompressed.mjs): an answer a shared cache may
 * keep is gzipped once per body and served from the kept bytes; a changed body is compressed again;
 * anything private, with a cookie, streamed or small goes through Next's own middleware unchanged.
 * Each case runs a real HTTP server, as the storefront's is.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsGzip, createCompressor, createGzipStore, keepable, keyOf } from '../../scripts/lib/precompressed.mjs';

const PAGE = `<!DOCTYPE html><html><body>${'<p class="card">Lido coffee table in amber Murano glass</p>'.repeat(200)}</body></html>`;
const SHARED = 'public, s-maxage=300, stale-while-revalidate=31535700';

type Answer = { status?: number; headers?: Record<string, string | string[]>; body: () => string | Buffer; streamed?: boolean };
let server: http.Server | null = null;

async function serve(answer: Answer, compressor = createCompressor()) {
  server = http.createServer((req, res) => {
    compressor(req, res);
    res.statusCode = answer.status ?? 200;
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    if (answer.streamed) {
      const body = String(answer.body());
      res.write(body.slice(0, 2000));
      setTimeout(() => res.end(body.slice(2000)), 5);
      return;
    }
    res.setHeader('Content-Length', Buffer.byteLength(answer.body()));
    res.end(req.method === 'HEAD' ? null : answer.body());
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, compressor };
}

/** The raw answer: status, headers and the bytes as they came over the wire (not decoded). */
function get(url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

describe('a page a shared cache may keep', () => {
  it('is gzipped once, and every later hit of the same body gets the same bytes with their own length', async () => {
    const { origin, compressor } = await serve({ headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': SHARED }, body: () => PAGE });
    const first = await get(`${origin}/`);
    const second = await get(`${origin}/`);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-length']).toBe(String(first.bytes.length));
    expect(zlib.gunzipSync(first.bytes).toString()).toBe(PAGE);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(compressor.store.stats).toEqual({ hits: 1, misses: 1 });
    // Headers the page set are kept as they were.
    expect(second.headers['cache-control']).toBe(SHARED);
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('is compressed again when the page was regenerated (a new body at the same URL), and never serves the old bytes', async () => {
    let body = PAGE;
    const { origin, compressor } = await serve({ headers: { 'content-type': 'text/html', 'cache-control': SHARED }, body: () => body });
    await get(`${origin}/`);
    body = PAGE.replace('amber', 'green');
    const after = await get(`${origin}/`);
    expect(zlib.gunzipSync(after.bytes).toString()).toBe(body);
    expect(compressor.store.stats.misses).toBe(2);
  });

  it('is sent as it is to a client that does not take gzip, still with Vary', async () => {
    const { origin } = await serve({ headers: { 'content-type': 'text/html', 'cache-control': SHARED }, body: () => PAGE });
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'br, gzip;q=0' }, { 'accept-encoding': 'identity' }];
    for (const headers of refusals) {
      const answer = await get(`${origin}/`, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.bytes.toString()).toBe(PAGE);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('keeps a URL’s bytes apart from another URL’s', async () => {
    const { origin } = await serve({ headers: { 'content-type': 'text/html', 'cache-control': SHARED }, body: () => PAGE });
    const a = await get(`${origin}/?a=1`);
    const b = await get(`${origin}/`);
    expect(zlib.gunzipSync(a.bytes).toString()).toBe(PAGE);
    expect(zlib.gunzipSync(b.bytes).toString()).toBe(PAGE);
  });
});

describe('answers that are not kept', () => {
  it.each([
    ['a private answer', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['an answer that sets a cookie', { 'cache-control': SHARED, 'set-cookie': 'cart_token=abc; HttpOnly' }],
    ['an answer without cache-control', {}],
  ])('%s is compressed per request by the middleware, as before', async (_label, headers) => {
    const { origin, compressor } = await serve({ headers: { 'content-type': 'text/html', ...headers }, body: () => PAGE });
    const answer = await get(`${origin}/`);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.bytes).toString()).toBe(PAGE);
    expect(compressor.store.size).toBe(0);
  });

  it('a streamed render is compressed as it streams', async () => {
    const { origin, compressor } = await serve({ headers: { 'content-type': 'text/html', 'cache-control': SHARED }, body: () => PAGE, streamed: true });
    const answer = await get(`${origin}/`);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.bytes).toString()).toBe(PAGE);
    expect(compressor.store.size).toBe(0);
  });

  it('an error page, a HEAD and a small answer are not kept', async () => {
    const notFound = await serve({ status: 404, headers: { 'content-type': 'text/html', 'cache-control': SHARED }, body: () => PAGE });
    expect(zlib.gunzipSync((await get(`${notFound.origin}/x`)).bytes).toString()).toBe(PAGE);
    expect(notFound.compressor.store.size).toBe(0);
    await new Promise((resolve) => server!.close(resolve));
    const head = await serve({ headers: { 'content-type': 'text/html', 'cache-control': SHARED }, body: () => PAGE });
    expect((await get(`${head.origin}/`, { 'accept-encoding': 'gzip' }, 'HEAD')).status).toBe(200);
    expect(head.compressor.store.size).toBe(0);
    await new Promise((resolve) => server!.close(resolve));
    const small = await serve({ headers: { 'content-type': 'text/html', 'cache-control': SHARED }, body: () => 'ok' });
    const answer = await get(`${small.origin}/`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes.toString()).toBe('ok');
    expect(small.compressor.store.size).toBe(0);
  });
});

describe('the kept bytes', () => {
  it('stay within their byte budget, least recently used out first', () => {
    const body = (n: number) => `${n}`.padEnd(4000, 'x') + Math.random().toString(36).repeat(50);
    const store = createGzipStore({ maxBytes: 20_000 });
    const first = body(1);
    store.gzip('/1', first);
    for (let i = 2; i < 20; i++) store.gzip(`/${i}`, body(i));
    expect(store.bytes).toBeLessThanOrEqual(20_000);
    expect(store.size).toBeLessThan(19);
    store.gzip('/1', first);
    expect(store.stats.hits).toBe(0);
  });

  it('compare bodies by content, so an equal copy of the body is a hit and a changed byte is not', () => {
    const store = createGzipStore();
    const a = Buffer.from(PAGE);
    store.gzip('/', a);
    store.gzip('/', Buffer.from(PAGE));
    expect(store.stats.hits).toBe(1);
    const changed = Buffer.from(PAGE);
    changed[changed.length - 10] = 0x41;
    expect(zlib.gunzipSync(store.gzip('/', changed)).equals(changed)).toBe(true);
    expect(store.stats.misses).toBe(2);
  });
});

describe('acceptsGzip, keepable and keyOf', () => {
  it('keep a page and its flight data (the same URL, asked with RSC: 1) in two places', () => {
    const page = keyOf({ url: '/categories/furniture', headers: {} });
    const flight = keyOf({ url: '/categories/furniture', headers: { rsc: '1' } });
    const prefetch = keyOf({ url: '/categories/furniture', headers: { rsc: '1', 'next-router-prefetch': '1' } });
    expect(new Set([page, flight, prefetch]).size).toBe(3);
    expect(keyOf({ url: '/categories/furniture', headers: { cookie: 'a=1', 'user-agent': 'x' } })).toBe(page);
  });

  it('read Accept-Encoding as a browser and a proxy send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('keep nothing that says no-transform or is not text', () => {
    const res = (headers: Record<string, string>) => ({ statusCode: 200, headersSent: false, hasHeader: (n: string) => n in headers, getHeader: (n: string) => headers[n] });
    const req = { method: 'GET' };
    expect(keepable(req, res({ 'cache-control': SHARED, 'content-type': 'text/html' }), PAGE)).toBe(true);
    expect(keepable(req, res({ 'cache-control': `${SHARED}, no-transform`, 'content-type': 'text/html' }), PAGE)).toBe(false);
    expect(keepable(req, res({ 'cache-control': SHARED, 'content-type': 'image/webp' }), Buffer.alloc(5000))).toBe(false);
    expect(keepable(req, res({ 'cache-control': SHARED, 'content-type': 'text/x-component' }), PAGE)).toBe(true);
    expect(keepable({ method: 'POST' }, res({ 'cache-control': SHARED, 'content-type': 'text/html' }), PAGE)).toBe(false);
  });
});
