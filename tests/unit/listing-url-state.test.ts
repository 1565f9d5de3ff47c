import { describe, expect, it } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import {
  canonicalRoute,
  decideListingState,
  decodeStateSegment,
  encodeStateSegment,
  listingStateKey,
  normaliseQuery,
  STATE_LIMITS,
} from '@/lib/catalogue/canonical-state';
import { ListingAdmission, listingAdmission } from '@/lib/routing/listing-admission';
import { resolveRequest, type RequestFacts } from '@/lib/routing/resolve-request';
import { applyListingAction, cleanRoute } from '@/lib/catalogue/listing-state';
import { publicSegments } from '@/lib/catalogue/listing-routes';
import { proxy as runProxy } from '@/proxy';

const decide = (path: string, search: string) => decideListingState(path, new URLSearchParams(search));

describe('the search query as the state holds it', () => {
  it('is trimmed, its whitespace collapsed and in lowercase, as the search service matches it', () => {
    expect(normaliseQuery('  Sofa   Letto\t')).toBe('sofa letto');
    expect(normaliseQuery('DIVANO')).toBe('divano');
    expect(normaliseQuery('Crème')).toBe('crème');
    expect(normaliseQuery('Cre\u0300me')).toBe('crème'); // one way to write è (NFC)
  });

  it('loses control and invisible characters', () => {
    expect(normaliseQuery('so\u0000fa\r\nbed\u0007')).toBe('so fa bed');
    expect(normaliseQuery('so\u200bfa\u00ad')).toBe('sofa');
    expect(normaliseQuery('\u2028\u0085')).toBe('');
  });

  it('is cut to its limit, never in the middle of a character', () => {
    expect(normaliseQuery('a'.repeat(10_000))).toBe('a'.repeat(STATE_LIMITS.queryChars));
    const emoji = normaliseQuery('🪑'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(STATE_LIMITS.queryChars);
    expect(encodeURIComponent(emoji)).toBeTruthy(); // throws on a lone surrogate
    expect(normaliseQuery(`${'a'.repeat(STATE_LIMITS.queryChars - 1)} b`)).toBe('a'.repeat(STATE_LIMITS.queryChars - 1));
  });
});

describe('canonicalRoute', () => {
  it('puts filters in one order, their values sorted and deduplicated, their case kept', () => {
    expect(canonicalRoute({ sort: 'price_asc', color: ['Red', 'Blue', 'Red'], material: 'Oak', query: 'Lamp' }, 'products')).toEqual({
      query: 'lamp',
      material: 'Oak',
      color: ['Blue', 'Red'],
      sort: 'price_asc',
    });
    expect(Object.keys(canonicalRoute({ ppage: '2', editors_pick: '1', shipping: 'ready', price: '10:20', category: 'Furniture' }, 'products'))).toEqual([
      'category',
      'price',
      'shipping',
      'editors_pick',
      'ppage',
    ]);
  });

  it('drops defaults and invalid values: the recommended sort, page 1, an unknown sort, a negative or non-numeric page', () => {
    const inputs: Record<string, string>[] = [{ sort: 'recommended' }, { ppage: '1' }, { sort: 'cheapest' }, { ppage: '-3' }, { ppage: 'abc' }, { ppage: '2.5' }, { ppage: '18' }, { price: 'cheap' }, { width: ':' }, { ar: 'yes' }];
    for (const input of inputs) {
      expect(canonicalRoute(input, 'products'), JSON.stringify(input)).toEqual({});
    }
    expect(canonicalRoute({ price: '0100:0500.50' }, 'products')).toEqual({ price: '100:500.5' });
    expect(canonicalRoute({ sort: 'price_asc', city: 'Firenze' }, 'artisans')).toEqual({ city: 'Firenze' });
  });

  it('bounds the filter values: per filter and in all', () => {
    const many = Array.from({ length: 500 }, (_, i) => `Material ${String(i).padStart(3, '0')}`);
    const route = canonicalRoute({ material: many, color: many, designer: many }, 'products');
    expect(route.material).toHaveLength(STATE_LIMITS.valuesPerFilter);
    expect(route.material).toEqual(many.slice(0, STATE_LIMITS.valuesPerFilter));
    const total = ['artisan', 'designer', 'material', 'color'].reduce((n, name) => n + [route[name] ?? []].flat().length, 0);
    expect(total).toBe(STATE_LIMITS.filterValues);
    expect(canonicalRoute({ material: 'x'.repeat(STATE_LIMITS.valueChars + 1) }, 'products')).toEqual({});
  });

  it('is idempotent, whatever it is given', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pool = ['Sofa', ' ', '\u0000', 'É', 'e\u0301', '🪑', '\u200b', 'İ', 'ß', 'Ω', '\t', '\ud800', 'ﬁ', 'Σ'];
    const text = () => Array.from({ length: Math.floor(random() * 12) }, () => pool[Math.floor(random() * pool.length)]).join('');
    for (let i = 0; i < 500; i++) {
      const once = canonicalRoute({ query: text(), material: [text(), text()], category: text(), sort: text(), ppage: String(Math.floor(random() * 30) - 5) }, 'products');
      expect(canonicalRoute(once, 'products')).toEqual(once);
    }
  });
});

describe('decideListingState', () => {
  it('lets a canonical state through, and says whether it may be a cache key', () => {
    expect(decide('/search', 'query=sofa')).toEqual({ kind: 'state', state: 'query=sofa', cacheable: true });
    expect(decide('/categories/furniture', 'shipping=4w&customizable=1')).toEqual({ kind: 'state', state: 'shipping=4w&customizable=1', cacheable: true });
    expect(decide('/categories/furniture', 'sort=price_desc&ppage=2')).toMatchObject({ kind: 'state' });
    const long = Array.from({ length: 12 }, (_, i) => `material=Material+number+${String(i).padStart(2, '0')}`).join('&');
    expect(decide('/categories/furniture', long)).toMatchObject({ kind: 'state', cacheable: false });
    // The visual search ("See similar pieces") is read per request, never from a cached state page.
    expect(decide('/search', 'similar=123')).toEqual({ kind: 'state', state: 'similar=123', cacheable: false });
  });

  it('redirects any other writing of a state to the canonical one, other parameters kept as written', () => {
    expect(decide('/search', 'query=Sofa+')).toEqual({ kind: 'redirect', search: '?query=sofa' });
    expect(decide('/search', 'utm_source=news&query=%20SOFA&gclid=1')).toEqual({ kind: 'redirect', search: '?query=sofa&utm_source=news&gclid=1' });
    expect(decide('/categories/furniture', 'ppage=2&sort=price_desc')).toEqual({ kind: 'redirect', search: '?sort=price_desc&ppage=2' });
    expect(decide('/categories/furniture', 'color=Red&color=Blue&color=Red')).toEqual({ kind: 'redirect', search: '?color=Blue&color=Red' });
    expect(decide('/categories/decor', 'ppage=1000002')).toEqual({ kind: 'redirect', search: '' });
    expect(decide('/categories/decor', 'sort=recommended&ppage=1')).toEqual({ kind: 'redirect', search: '' });
    // Another listing's parameter on this one is junk.
    expect(decide('/categories/decor', 'city=Firenze&shipping=ready')).toEqual({ kind: 'redirect', search: '?shipping=ready' });
    expect(decide('/artisans', 'query=Bottega')).toEqual({ kind: 'redirect', search: '?query=bottega' });
  });

  it('answers bad input with the clean URL at once', () => {
    expect(decide('/search', `query=${'x'.repeat(10_000)}`)).toEqual({ kind: 'redirect', search: `?query=${'x'.repeat(STATE_LIMITS.queryChars)}` });
    expect(decide('/search', 'query=%00%01sofa%7F')).toEqual({ kind: 'redirect', search: '?query=sofa' });
    const values = Array.from({ length: 500 }, (_, i) => `material=m${String(i).padStart(3, '0')}`).join('&');
    const trimmed = decide('/categories/furniture', values);
    expect(trimmed.kind).toBe('redirect');
    expect(new URLSearchParams((trimmed as { search: string }).search).getAll('material')).toHaveLength(STATE_LIMITS.valuesPerFilter);
    expect(decide('/categories/furniture', 'sort=%3Cscript%3E')).toEqual({ kind: 'redirect', search: '' });
    expect(decide('/categories/furniture', 'ppage=-1&ppage=3')).toEqual({ kind: 'redirect', search: '' });
  });

  it('a redirect lands on a canonical URL: never a second redirect', () => {
    for (const search of ['query=%20Sofa%20%20Bed', `query=${'Ab '.repeat(4_000)}`, 'color=b&color=a&sort=x&ppage=0&utm_source=y', 'query=%E2%80%8B', 'material=%00']) {
      const first = decide('/search', search);
      expect(first.kind, search).toBe('redirect');
      expect(decide('/search', (first as { search: string }).search).kind, search).not.toBe('redirect');
    }
  });

  it('leaves bare listings and other pages alone', () => {
    expect(decide('/categories/furniture', '')).toEqual({ kind: 'bare' });
    expect(decide('/categories/furniture', 'utm_source=news&gclid=1&pid=12&hp=consumer')).toEqual({ kind: 'bare' });
    expect(decide('/products/lido', 'query=Sofa')).toEqual({ kind: 'bare' });
    expect(decide('/', 'query=Sofa')).toEqual({ kind: 'bare' });
  });
});

describe('the state as a path segment', () => {
  it('round-trips a canonical state in letters, digits, - and _', () => {
    for (const state of ['query=sofa', 'query=cr%C3%A8me+br%C3%BBl%C3%A9e&sort=price_asc', 'material=Noce&material=Rovere&ppage=3']) {
      const segment = encodeStateSegment(state);
      expect(segment).toMatch(/^s\.[A-Za-z0-9_-]+$/);
      expect(decodeStateSegment(segment, '/categories/x')).toBe(state);
    }
    expect(encodeStateSegment('a'.repeat(STATE_LIMITS.cacheableChars)).length).toBeLessThan(255);
  });

  it('refuses a segment the proxy never writes', () => {
    expect(decodeStateSegment('search', '/search')).toBeNull();
    expect(decodeStateSegment(encodeStateSegment('query=Sofa'), '/search')).toBeNull(); // not canonical
    expect(decodeStateSegment(encodeStateSegment('city=Firenze'), '/search')).toBeNull(); // not this listing's
    expect(decodeStateSegment(`${encodeStateSegment('query=sofa')}==`, '/search')).toBeNull();
    expect(decodeStateSegment('s.%2F%2F', '/search')).toBeNull();
    expect(decodeStateSegment('s.____', '/search')).toBeNull();
  });

  it('is read back as the public page by the language switcher', () => {
    expect(publicSegments(['filtered', encodeStateSegment('query=sofa'), 'search'])).toEqual(['search']);
    expect(publicSegments(['filtered', 'categories', 'furniture'])).toEqual(['categories', 'furniture']);
    expect(publicSegments(['products', 'lido'])).toEqual(['products', 'lido']);
  });
});

describe('admission to the shared cache', () => {
  it('admits states rendered with results, at most `capacity`, the least recently asked for leaving first', () => {
    const admission = new ListingAdmission({ capacity: 2, perHour: 100 });
    expect(admission.has('a')).toBe(false);
    expect(admission.admit('a')).toBe(true);
    expect(admission.admit('a')).toBe(false);
    admission.admit('b');
    expect(admission.has('a')).toBe(true); // a is now the most recent
    admission.admit('c');
    expect([admission.has('a'), admission.has('b'), admission.has('c')]).toEqual([true, false, true]);
    expect(admission.size).toBe(2);
  });

  it('admits at most `perHour` new states an hour', () => {
    let now = 0;
    const admission = new ListingAdmission({ capacity: 1_000, perHour: 3 }, () => now);
    expect(['a', 'b', 'c', 'd'].map((key) => admission.admit(key))).toEqual([true, true, true, false]);
    now += 3_600_000;
    expect(admission.admit('d')).toBe(true);
  });
});

describe('resolveRequest with listing states', () => {
  const facts = (pathname: string, search: string, cached: string[] = []): RequestFacts => ({
    pathname,
    searchParams: new URLSearchParams(search),
    tradeAudience: false,
    consumerHomepage: false,
    listingStateCached: (key) => cached.includes(key),
  });

  it('sends an admitted state to its cached page, any other to the per-request twin', () => {
    const segment = encodeStateSegment('query=sofa');
    expect(resolveRequest(facts('/search', 'query=sofa', ['en-us/search?query=sofa']))).toMatchObject({ kind: 'rewrite', internalPath: `/en-us/filtered/${segment}/search?query=sofa` });
    expect(resolveRequest(facts('/search', 'query=sofa'))).toMatchObject({ kind: 'rewrite', internalPath: '/en-us/filtered/search?query=sofa' });
    // Tracking parameters are no part of the state: the same cached page.
    expect(resolveRequest(facts('/it-it/categories/arredamento', 'material=Noce&utm_source=x', ['it-it/categories/arredamento?material=Noce']))).toMatchObject({
      internalPath: `/it-it/filtered/${encodeStateSegment('material=Noce')}/categories/arredamento?material=Noce&utm_source=x`,
    });
    expect(listingStateKey('it-it', '/categories/arredamento', 'material=Noce')).toBe('it-it/categories/arredamento?material=Noce');
  });

  it('redirects a non-canonical path and state in one step', () => {
    expect(resolveRequest(facts('/IT-IT/Search', 'query=Divano%20&sort=recommended'))).toEqual({ kind: 'redirect', location: '/it-it/search?query=divano' });
    expect(resolveRequest(facts('/en-us/search/', 'query=Sofa'))).toEqual({ kind: 'redirect', location: '/search?query=sofa' });
  });

  it('the proxy answers 308 with the clean URL, and reads the instance’s admissions', () => {
    const proxy = (path: string) => runProxy(new NextRequest(new URL(path, 'http://localhost:3000'))) as NextResponse;
    const redirect = proxy(`/search?query=${'Sofa'.repeat(2_500)}`);
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe(`http://localhost:3000/search?query=${'sofa'.repeat(25)}`);
    expect(proxy('/search?query=armchair').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-us/filtered/search?query=armchair');
    listingAdmission().admit('en-us/search?query=armchair');
    expect(proxy('/search?query=armchair').headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/en-us/filtered/${encodeStateSegment('query=armchair')}/search?query=armchair`);
  });
});

describe('the browser writes canonical URLs', () => {
  it('an action gives the canonical state, so a click never costs a redirect', () => {
    const typed = cleanRoute(applyListingAction({}, { type: 'query', value: '  Sofa  Bed ' }), 'products').route;
    expect(typed).toEqual({ query: 'sofa bed' });
    let route = cleanRoute(applyListingAction({ sort: 'price_asc' }, { type: 'list', name: 'color', value: 'Red' }), 'products').route;
    route = cleanRoute(applyListingAction(route, { type: 'list', name: 'color', value: 'Blue' }), 'products').route;
    route = cleanRoute(applyListingAction(route, { type: 'page', page: 2 }), 'products').route;
    const search = new URLSearchParams(Object.entries(route).flatMap(([k, v]) => [v].flat().map((x) => [k, x]))).toString();
    expect(search).toBe('color=Blue&color=Red&sort=price_asc&ppage=2');
    expect(decide('/categories/furniture', search)).toMatchObject({ kind: 'state' });
  });
});

describe('the data cache keeps no search that found nothing', () => {
  it('knows an answer that found nothing by its main query', async () => {
    const { foundNothing } = await import('@/lib/search/listing-run');
    expect(foundNothing({ results: [{ nbHits: 0, hits: [] }, { nbHits: 12 }] })).toBe(true);
    expect(foundNothing({ results: [{ nbHits: 3, hits: [{}] }] })).toBe(false);
    // A malformed answer is not taken for an empty one.
    expect(foundNothing({ results: [] })).toBe(false);
  });
});
