/**
 * Cross-site bodies (issue: route handlers that change state accept only JSON from the shop's own
 * origin). The rule as a pure function, then each state-changing handler attacked the ways a page
 * on another site could: a form post, a text/plain fetch, a JSON fetch from another origin.
 */
import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { checkSameOriginJson, requestOrigin } from '@/lib/security/same-origin';

vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined }));

const SHOP = 'http://localhost:3000';

function req(path: string, { method = 'POST', headers = {}, body = '{}' }: { method?: string; headers?: Record<string, string>; body?: string | null } = {}) {
  return new NextRequest(`${SHOP}${path}`, { method, headers: { host: 'localhost:3000', ...headers }, body: method === 'GET' || method === 'DELETE' ? null : body });
}

const json = { 'content-type': 'application/json' };
const sameSite = { ...json, origin: SHOP, 'sec-fetch-site': 'same-origin' };

describe('checkSameOriginJson', () => {
  it('lets the shop’s own JSON through, and callers that are no browser page (no Origin, no Sec-Fetch-Site)', () => {
    expect(checkSameOriginJson(req('/api/x', { headers: sameSite }))).toEqual({ ok: true });
    expect(checkSameOriginJson(req('/api/x', { headers: { ...json, 'content-type': 'application/json; charset=utf-8' } }))).toEqual({ ok: true });
    expect(checkSameOriginJson(req('/api/x', { headers: { ...json, origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' } }))).toEqual({ ok: true });
  });

  it.each([
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['a multipart post', { 'content-type': 'multipart/form-data; boundary=x' }, 415],
    ['a text/plain fetch', { 'content-type': 'text/plain' }, 415],
    ['no content type', {}, 415],
    ['JSON from another origin', { ...json, origin: 'https://evil.example' }, 403],
    ['JSON from a look-alike origin', { ...json, origin: 'http://localhost:3000.evil.example' }, 403],
    ['JSON from an opaque origin', { ...json, origin: 'null' }, 403],
    ['a cross-site fetch', { ...json, 'sec-fetch-site': 'cross-site' }, 403],
    ['a same-site (sibling subdomain) fetch', { ...json, 'sec-fetch-site': 'same-site' }, 403],
    ['a text/plain cross-site post', { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 403],
  ])('refuses %s', (_name, headers, status) => {
    expect(checkSameOriginJson(req('/api/x', { headers }))).toMatchObject({ ok: false, status });
  });

  it('checks the origin of a bodyless DELETE but asks no content type of it', () => {
    expect(checkSameOriginJson(req('/api/x', { method: 'DELETE', headers: { origin: SHOP } }))).toEqual({ ok: true });
    expect(checkSameOriginJson(req('/api/x', { method: 'DELETE', headers: { origin: 'https://evil.example' } }))).toMatchObject({ ok: false, status: 403 });
  });

  it('checks only the origin when asked to (an upload is multipart)', () => {
    const upload = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(checkSameOriginJson(req('/api/x', { headers: { ...upload, origin: SHOP } }), { requireJson: false })).toEqual({ ok: true });
    expect(checkSameOriginJson(req('/api/x', { headers: { ...upload, origin: 'https://evil.example' } }), { requireJson: false })).toMatchObject({ ok: false, status: 403 });
  });

  it('accepts SITE_URL’s host as the shop’s own (a proxy that rewrites Host)', () => {
    vi.stubEnv('SITE_URL', 'https://www.casamaestri.example');
    try {
      expect(checkSameOriginJson(req('/api/x', { headers: { ...json, origin: 'https://www.casamaestri.example' } }))).toEqual({ ok: true });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('builds the shop’s origin from the request, as a proxy in front reports it', () => {
    expect(requestOrigin({ url: `${SHOP}/x`, headers: new Headers({ host: 'localhost:3000' }) })).toBe(SHOP);
    expect(requestOrigin({ url: `${SHOP}/x`, headers: new Headers({ host: 'internal:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }) })).toBe('https://shop.example');
  });
});

const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('state-changing route handlers refuse cross-site bodies', () => {
  const routes: [string, () => Promise<(request: NextRequest) => Promise<Response>>][] = [
    ['/api/cart/items', async () => (await import('@/app/api/cart/items/route')).POST],
    ['/api/contact', async () => (await import('@/app/api/contact/route')).POST],
    ['/api/newsletter', async () => (await import('@/app/api/newsletter/route')).POST],
    ['/api/product-requests/inquiry', async () => {
      const { POST } = await import('@/app/api/product-requests/[kind]/route');
      return (request) => POST(request, { params: Promise.resolve({ kind: 'inquiry' }) });
    }],
    ['/api/registry-hint', async () => (await import('@/app/api/registry-hint/route')).POST],
    ['/api/v2/storefront/account/set_country', async () => (await import('@/app/api/v2/storefront/account/set_country/route')).POST],
    ['/api/v2/storefront/account/set_last_locale', async () => (await import('@/app/api/v2/storefront/account/set_last_locale/route')).POST],
    ['/api/revalidate', async () => (await import('@/app/api/revalidate/route')).POST],
  ];

  it.each(routes)('POST %s: 403 for JSON from another site, 415 for a form post', async (path, load) => {
    const handler = await load();
    expect((await handler(req(path, { headers: { ...json, ...evil } }))).status).toBe(403);
    expect((await handler(req(path, { headers: form, body: 'a=1' }))).status).toBe(415);
    expect((await handler(req(path, { headers: { 'content-type': 'text/plain' } }))).status).toBe(415);
  });

  it('DELETE /api/registry-hint from another site is refused', async () => {
    const { DELETE } = await import('@/app/api/registry-hint/route');
    expect((await DELETE(req('/api/registry-hint', { method: 'DELETE', headers: evil }))).status).toBe(403);
  });
});
