import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, parseStorefrontSegment, storefrontSegment, type PageVariant } from '@/lib/i18n/page-context';
import { LOCALES } from '@/lib/i18n/locales';
import { resolveRequest, type RequestFacts } from '@/lib/routing/resolve-request';

const VARIANTS: PageVariant[] = [
  { audience: 'consumer', shell: true },
  { audience: 'trade', shell: true },
  { audience: 'consumer', shell: false },
  { audience: 'trade', shell: false },
];

describe('the [storefront] segment, parsed once into the page context', () => {
  it('round-trips every locale in every variant, with its language, country, currency and tag', () => {
    for (const locale of LOCALES) {
      for (const variant of VARIANTS) {
        const page = parseStorefrontSegment(storefrontSegment(locale, variant));
        expect(page, `${locale} ${JSON.stringify(variant)}`).toMatchObject({ locale, ...variant });
        expect(page!.language).toBe(locale.split('-')[0]);
        expect(page!.country.isocode).toBe(locale.split('-')[1].toUpperCase());
        expect(page!.currency).toBe(page!.country.currency);
      }
    }
    expect(parseStorefrontSegment('it-it--trade--bare')).toMatchObject({ locale: 'it-it', language: 'it', currency: 'EUR', tag: 'it-IT', audience: 'trade', shell: false });
    expect(parseStorefrontSegment('en-gb--bare')).toMatchObject({ locale: 'en-gb', currency: 'GBP', audience: 'consumer', shell: false });
  });

  it('writes the plain locale for the consumer page with the shell, and the flags in one order', () => {
    expect(storefrontSegment('it-it', { audience: 'consumer', shell: true })).toBe('it-it');
    expect(storefrontSegment('it-it', { audience: 'trade', shell: true })).toBe('it-it--trade');
    expect(storefrontSegment('it-it', { audience: 'consumer', shell: false })).toBe('it-it--bare');
    expect(storefrontSegment('it-it', { audience: 'trade', shell: false })).toBe('it-it--trade--bare');
  });

  it('refuses what the proxy never writes: unknown locales, flags, orders, case and junk (one page, one cache key)', () => {
    for (const junk of [
      '', 'xx-zz', 'it', 'it-IT', 'IT-IT', 'it_it', 'it-it-', 'it-it--', '--trade', 'it-it--vip', 'it-it--Trade',
      'it-it--bare--trade', 'it-it--trade--trade', 'it-it--bare--bare', 'it-it--trade--bare--x', 'it-it---trade',
      'favicon.ico', 'missing-page.html', '..', '%2e%2e', 'it-it%2D%2Dtrade', 'constructor', '__proto__', 'toString',
    ]) {
      expect(parseStorefrontSegment(junk), junk).toBeNull();
    }
  });

  it('has a default context for a document no page answers: en-us, consumer, with the shell', () => {
    expect(DEFAULT_CONTEXT).toMatchObject({ locale: 'en-us', language: 'en', currency: 'USD', audience: 'consumer', shell: true });
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
