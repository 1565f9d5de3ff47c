/**
 * Issue 36: route handlers parsed 50 MB bodies whole, and a chunked upload slipped past a check of
 * the declared size. The one body reader every route handler uses stops at its limit while the body
 * streams in, and the routes answer 413 without acting (the bag gets nothing).
 */
import { describe, expect, it, vi } from 'vitest';
import { payloadTooLarge, readBodyBytes, readFormDataBody, readJsonBody } from '@/lib/security/body';
import { BODY_LIMITS } from '@/lib/security/limits';

const add = vi.hoisted(() => ({ addForShopper: vi.fn() }));
vi.mock('@/lib/cart/add', () => ({ addForShopper: add.addForShopper }));

/** A chunked body (no Content-Length) of `chunks` × `size` bytes that counts how much was pulled from it. */
function chunkedRequest(chunks: number, size: number, url = 'http://localhost/api/x', headers: Record<string, string> = {}) {
  let pulled = 0;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  const request = new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readBodyBytes', () => {
  it('refuses a declared size over the limit before reading a byte', async () => {
    const body = new ReadableStream({ pull: () => { throw new Error('must not be read'); } });
    const request = new Request('http://localhost/', { method: 'POST', body, headers: { 'content-length': String(BODY_LIMITS.json + 1) }, duplex: 'half' } as RequestInit);
    expect(await readBodyBytes(request, 'json')).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('stops a chunked body at the first chunk past the limit: 50 MB are never held', async () => {
    const { request, pulled } = chunkedRequest(50 * 16, 64 * 1024); // 50 MB in 64 KB chunks, no Content-Length
    expect(await readBodyBytes(request, 'json')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(pulled()).toBeLessThanOrEqual(3 * 64 * 1024); // the stream's own read-ahead, not 50 MB
  });

  it('reads a body within the limit whole, and a lying Content-Length does not help', async () => {
    const { request } = chunkedRequest(4, 1024);
    const read = await readBodyBytes(request, 'json');
    expect(read.ok && read.value.byteLength).toBe(4096);
    const liar = chunkedRequest(40, 1024, 'http://localhost/', { 'content-length': '10' });
    expect(await readBodyBytes(liar.request, 'json')).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('parses JSON and forms within their limits, and tells a bad body from a large one', async () => {
    const json = (text: string) => new Request('http://localhost/', { method: 'POST', body: text, headers: { 'content-type': 'application/json' } });
    expect(await readJsonBody(json('{"a":1}'), 'json')).toEqual({ ok: true, value: { a: 1 } });
    expect(await readJsonBody(json('{"a":'), 'json')).toEqual({ ok: false, reason: 'invalid' });
    expect(await readJsonBody(json(JSON.stringify({ a: 'x'.repeat(BODY_LIMITS.json) })), 'json')).toEqual({ ok: false, reason: 'tooLarge' });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(2048)]), 'a.pdf');
    form.set('name', 'Ada');
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const read = await readFormDataBody(multipart, 64 * 1024);
    expect(read.ok && read.value.get('name')).toBe('Ada');
    expect(read.ok && (read.value.get('file') as File).size).toBe(2048);
    expect(await readFormDataBody(new Request('http://localhost/', { method: 'POST', body: form }), 1024)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('answers 413 with the limit in words', async () => {
    const response = payloadTooLarge('tradeApplication');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'Request body too large: this address accepts at most 10 MB.', limitBytes: BODY_LIMITS.tradeApplication });
  });
});

describe('the routes', () => {
  it('POST /api/cart/items: a chunked 50 MB body is a 413 and adds nothing', async () => {
    const { POST } = await import('@/app/api/cart/items/route');
    const { request } = chunkedRequest(50 * 16, 64 * 1024, 'http://localhost/api/cart/items', { 'content-type': 'application/json' });
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(add.addForShopper).not.toHaveBeenCalled();
  });

  it('a form (contact), a revalidation webhook and an account call answer 413 past their limits', async () => {
    const big = (url: string, limit: number, headers: Record<string, string> = {}) =>
      new Request(url, { method: 'POST', body: JSON.stringify({ message: 'x'.repeat(limit) }), headers: { 'content-type': 'application/json', ...headers } });
    const contact = await import('@/app/api/contact/route');
    expect((await contact.POST(big('http://localhost/api/contact', BODY_LIMITS.form))).status).toBe(413);
    const commerce = await import('@/app/api/revalidate/commerce/route');
    const { NextRequest } = await import('next/server');
    const auth = { authorization: 'Bearer embedded-commerce-revalidate-secret' };
    expect((await commerce.POST(new NextRequest(big('http://localhost/api/revalidate/commerce', BODY_LIMITS.revalidate, auth)))).status).toBe(413);
    const setCountry = await import('@/app/api/v2/storefront/account/set_country/route');
    expect((await setCountry.POST(big('http://localhost/api/v2/storefront/account/set_country', BODY_LIMITS.json))).status).toBe(413);
  });
});
