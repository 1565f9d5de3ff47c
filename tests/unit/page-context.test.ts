import { describe, expect, it } from 'vitest';
import { parseVariantSegment, variantSegment } from '@/lib/i18n/page-context';
import { resolveRequest, type RequestFacts } from '@/lib/routing/resolve-request';

describe('page variants in the locale segment', () => {
  it('round-trips every variant, and the plain locale is the consumer page with the shell', () => {
    for (const audience of ['consumer', 'trade'] as const) {
      for (const shell of [true, false]) {
        const segment = variantSegment('it-it', { audience, shell });
        expect(parseVariantSegment(segment)).toEqual({ locale: 'it-it', variant: { audience, shell } });
      }
    }
    expect(variantSegment('it-it', { audience: 'consumer', shell: true })).toBe('it-it');
  });

  it('refuses what the proxy never writes: unknown locales, flags or orders (one page, one cache key)', () => {
    expect(parseVariantSegment('xx-zz')).toBeNull();
    expect(parseVariantSegment('it-it--vip')).toBeNull();
    expect(parseVariantSegment('it-it--bare--trade')).toBeNull();
    expect(parseVariantSegment('it-it--trade--trade')).toBeNull();
    expect(parseVariantSegment('favicon.ico')).toBeNull();
  });
});

describe('resolveRequest', () => {
  const facts = (pathname: string, search = '', extra: Partial<RequestFacts> = {}): RequestFacts => ({
    pathname,
    searchParams: new URLSearchParams(search),
    tradeAudience: false,
    consumerHomepage: false,
    ...extra,
  });

  it('leaves an undecodable path to Next (a 400), and never builds a protocol-relative redirect', () => {
    expect(resolveRequest(facts('/products/%E0%A4%A'))).toEqual({ kind: 'pass' });
    expect(resolveRequest(facts('/en-us/%2F%2Fevil.com'))).toEqual({ kind: 'redirect', location: '/%2F%2Fevil.com' });
    expect(resolveRequest(facts('/en-us///evil.com'))).toEqual({ kind: 'redirect', location: '/evil.com' });
  });

  it('keeps the trade home for a trade visitor unless hp=consumer is asked for or remembered', () => {
    const trade = { tradeAudience: true };
    expect(resolveRequest(facts('/', '', trade))).toMatchObject({ internalPath: '/en-us--trade' });
    expect(resolveRequest(facts('/', 'hp=consumer', trade))).toMatchObject({ internalPath: '/en-us?hp=consumer' });
    expect(resolveRequest(facts('/de-de', '', { ...trade, consumerHomepage: true }))).toMatchObject({ internalPath: '/de-de' });
    expect(resolveRequest(facts('/de-de/magazine', '', { ...trade, consumerHomepage: true }))).toMatchObject({ internalPath: '/de-de--trade/magazine' });
  });

  it('counts tracking parameters, the product to return to and the router\'s key as no listing state', () => {
    expect(resolveRequest(facts('/categories/furniture', 'utm_source=x&gclid=1&pid=12&_rsc=abc'))).toMatchObject({ internalPath: '/en-us/categories/furniture?utm_source=x&gclid=1&pid=12&_rsc=abc' });
    expect(resolveRequest(facts('/categories/furniture', 'sort=price_asc'))).toMatchObject({ internalPath: '/en-us/filtered/categories/furniture?sort=price_asc' });
    expect(resolveRequest(facts('/categories/furniture', 'ppage=2&utm_source=x'))).toMatchObject({ internalPath: '/en-us/filtered/categories/furniture?ppage=2&utm_source=x' });
  });

  it('sends only listings to the filtered twin', () => {
    expect(resolveRequest(facts('/artisans', 'city=Milano'))).toMatchObject({ internalPath: '/en-us/filtered/artisans?city=Milano' });
    expect(resolveRequest(facts('/magazine', 'sort=x'))).toMatchObject({ internalPath: '/en-us/magazine?sort=x' });
    expect(resolveRequest(facts('/artisans/bottega-rinaldi', 'ppage=2'))).toMatchObject({ internalPath: '/en-us/filtered/artisans/bottega-rinaldi?ppage=2' });
    expect(resolveRequest(facts('/products/lido', 'ppage=2'))).toMatchObject({ internalPath: '/en-us/products/lido?ppage=2' });
  });

  it('moves a path to the one way the shop writes it in a single redirect, query kept', () => {
    expect(resolveRequest(facts('/en-us/'))).toEqual({ kind: 'redirect', location: '/' });
    expect(resolveRequest(facts('/en-us'))).toEqual({ kind: 'redirect', location: '/' });
    expect(resolveRequest(facts('/EN-US/Products/Lido', 'utm_source=X'))).toEqual({ kind: 'redirect', location: '/products/lido?utm_source=X' });
    expect(resolveRequest(facts('/IT-IT/Collections/Murano-Glass/'))).toEqual({ kind: 'redirect', location: '/it-it/collections/murano-glass' });
    expect(resolveRequest(facts('/it-it/'))).toEqual({ kind: 'redirect', location: '/it-it' });
    expect(resolveRequest(facts('/magazine/stories/'))).toEqual({ kind: 'redirect', location: '/magazine/stories' });
    expect(resolveRequest(facts('/categories//furniture'))).toEqual({ kind: 'redirect', location: '/categories/furniture' });
    // A percent-escape is the same letter in either case; the upper one is the canonical form and stays.
    expect(resolveRequest(facts('/products/S%C3%A8dia'))).toEqual({ kind: 'redirect', location: '/products/s%C3%A8dia' });
    expect(resolveRequest(facts('/products/s%C3%A8dia'))).toMatchObject({ kind: 'rewrite', internalPath: '/en-us/products/s%C3%A8dia' });
  });

  it('keeps tokens and order numbers as written, lowercasing only the route names before them', () => {
    expect(resolveRequest(facts('/it-it/wedding_registry/AbC123xY'))).toMatchObject({ kind: 'rewrite', internalPath: '/it-it/wedding_registry/AbC123xY' });
    expect(resolveRequest(facts('/IT-IT/Wedding_Registry/AbC123xY'))).toEqual({ kind: 'redirect', location: '/it-it/wedding_registry/AbC123xY' });
    expect(resolveRequest(facts('/Account/Lists/Tk9Z'))).toEqual({ kind: 'redirect', location: '/account/lists/Tk9Z' });
    expect(resolveRequest(facts('/account/orders/R123456789'))).toMatchObject({ kind: 'rewrite', internalPath: '/en-us/account/orders/R123456789' });
    expect(resolveRequest(facts('/passwords/XyZ'))).toMatchObject({ kind: 'rewrite', internalPath: '/en-us/passwords/XyZ' });
    expect(resolveRequest(facts('/account_confirmations/XyZ'))).toMatchObject({ kind: 'rewrite', internalPath: '/en-us/account_confirmations/XyZ' });
    // Elsewhere every letter of the path is lowercased, and never a query string.
    expect(resolveRequest(facts('/Search', 'q=Murano'))).toEqual({ kind: 'redirect', location: '/search?q=Murano' });
    expect(resolveRequest(facts('/account/LISTS'))).toEqual({ kind: 'redirect', location: '/account/lists' });
  });

  it('answers a path whose segment is an encoded slash or a dot-segment with the locale\'s unknown page, never resolving it', () => {
    expect(resolveRequest(facts('/products/..%2F..%2Fetc%2Fpasswd'))).toMatchObject({ kind: 'rewrite', internalPath: '/en-us/filtered' });
    expect(resolveRequest(facts('/it-it/..%2Fadmin'))).toMatchObject({ kind: 'rewrite', internalPath: '/it-it/filtered' });
    expect(resolveRequest(facts('/it-it/%2E%2E'))).toMatchObject({ kind: 'rewrite', internalPath: '/it-it/filtered' });
    expect(resolveRequest(facts('/products/a%5Cb'))).toMatchObject({ kind: 'rewrite', internalPath: '/en-us/filtered' });
    expect(resolveRequest(facts('/products/s%C3%A8dia'))).toMatchObject({ kind: 'rewrite', internalPath: '/en-us/products/s%C3%A8dia' });
  });

  it('takes an already canonical path as it is: no redirect loop', () => {
    for (const path of ['/', '/it-it', '/es-us/politica-de-privacidad', '/products/lido', '/wedding_registry/AbC']) {
      expect(resolveRequest(facts(path)).kind).toBe('rewrite');
    }
  });
});
