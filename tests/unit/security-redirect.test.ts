import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { redirectWithin, sameOriginPath } from '@/lib/security/redirect';

vi.mock('next/headers', () => ({ draftMode: async () => ({ enable() {}, disable() {} }), cookies: async () => ({ set() {} }) }));

const ORIGIN = 'http://localhost:3000';

describe('sameOriginPath', () => {
  it('keeps the shop’s own paths with their query and fragment', () => {
    expect(sameOriginPath('/it-it/landing/x?a=1#top')).toBe('/it-it/landing/x?a=1#top');
    expect(sameOriginPath('/checkout')).toBe('/checkout');
    expect(sameOriginPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com'); // an encoded slash is a path segment, not a host
  });

  it.each([
    ['//evil.com/phish'],
    ['/\t/evil.com/phish'], // ?redirect=/%09/evil.com/phish
    ['/\n/evil.com'],
    ['/\r\n/evil.com'],
    ['\t//evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\\/evil.com'],
    ['https://evil.com'],
    ['http:evil.com'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['///evil.com'],
    [''],
    [null],
    [undefined],
  ])('sends %j home', (value) => {
    expect(sameOriginPath(value)).toBe('/');
  });

  it('never answers a path a browser would read as another host', () => {
    // `/.//evil.com` resolves to the path `//evil.com`; it must come back as a plain path.
    expect(sameOriginPath('/.//evil.com/x')).toBe('/evil.com/x');
    expect(sameOriginPath('/a/..//evil.com')).toBe('/evil.com');
    for (const value of ['/.//evil.com', '/a/..//evil.com', '/%2e//evil.com', '/%2e%2e//evil.com']) {
      expect(new URL(sameOriginPath(value), ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('uses the fallback given', () => {
    expect(sameOriginPath('//evil.com', '/checkout')).toBe('/checkout');
  });
});

describe('redirectWithin', () => {
  it('answers a Location on the request’s own origin', () => {
    const response = redirectWithin({ url: `${ORIGIN}/api/x` }, '/\t/evil.com/phish', { status: 303, headers: { 'cache-control': 'no-store' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the redirecting routes', () => {
  it('GET /api/preview/disable?redirect=/%09/evil.com/phish stays on the shop', async () => {
    const { GET } = await import('@/app/api/preview/disable/route');
    const response = await GET(new NextRequest(`${ORIGIN}/api/preview/disable?redirect=/%09/evil.com/phish`));
    expect(new URL(response.headers.get('location')!).origin).toBe(ORIGIN);
    const kept = await GET(new NextRequest(`${ORIGIN}/api/preview/disable?redirect=/it-it/landing/x`));
    expect(kept.headers.get('location')).toBe(`${ORIGIN}/it-it/landing/x`);
  });

  it.each(['//evil.com', '/%5Cevil.com', '/%0A/evil.com', 'https://evil.com', '/.//evil.com'])('GET /api/preview/enable with redirect=%s stays on the shop', async (target) => {
    const { GET } = await import('@/app/api/preview/enable/route');
    const response = await GET(new NextRequest(`${ORIGIN}/api/preview/enable?secret=embedded-preview-secret&redirect=${target}`));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).origin).toBe(ORIGIN);
  });
});
