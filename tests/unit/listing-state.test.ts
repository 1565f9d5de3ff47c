import { describe, expect, it } from 'vitest';
import { applyListingAction, cleanRoute, listingHref, MAX_PAGE, parsePage } from '@/lib/catalogue/listing-state';
import { parseListingSpec, parseListingView } from '@/lib/catalogue/listing-spec';
import { filteredListingPath } from '@/lib/catalogue/listing-routes';

describe('ppage', () => {
  it('is a whole page number from 1 to the last page the search service answers', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const bad of ['0', '-1', 'abc', '2.5', '1e3', '', String(MAX_PAGE + 1), '1000002']) expect(parsePage(bad), bad).toBeNull();
    expect(MAX_PAGE).toBe(17); // 1,000 hits at most, 60 a page
  });

  it('out of range is dropped from the state, so the page answers page 1 (and says the URL changed)', () => {
    expect(cleanRoute({ ppage: '1000002' }, 'products')).toEqual({ route: {}, page: 1, changed: true, others: {} });
    expect(cleanRoute({ ppage: 'abc', shipping: 'ready' }, 'products')).toEqual({ route: { shipping: 'ready' }, page: 1, changed: true, others: {} });
    expect(cleanRoute({ ppage: '1' }, 'products').route).toEqual({});
    expect(cleanRoute({ shipping: 'ready', ppage: '2' }, 'products')).toEqual({ route: { shipping: 'ready', ppage: '2' }, page: 2, changed: false, others: {} });
    // The same state written in another order is not its canonical URL (one URL per state, ADR 0018).
    expect(cleanRoute({ ppage: '2', shipping: 'ready' }, 'products')).toMatchObject({ route: { shipping: 'ready', ppage: '2' }, changed: true });
  });
});

describe('cleanRoute', () => {
  it('keeps every §9 filter and sort with a valid value, in a stable order', () => {
    const input = {
      query: ' sofa ',
      material: ['Oak', 'Walnut'],
      price: '100:500',
      width: ':200',
      shipping: '4w',
      customizable: '1',
      ar: '1',
      free_shipping: '1',
      contract: '1',
      editors_pick: '1',
      sort: 'price_asc',
      category: 'Furniture > Seating',
      artisan: 'Bottega Rossi',
      designer: 'Gio',
      color: 'Green',
      height: '10:',
      depth: '5:50',
    };
    const { route, changed } = cleanRoute(input, 'products');
    expect(route).toMatchObject({ ...input, query: 'sofa' });
    expect(changed).toBe(true); // the query was trimmed
  });

  it('drops invalid values; parameters that are not the listing’s stay in the URL but are never searched', () => {
    const { route, changed, others } = cleanRoute({ utm_source: 'mail', price: 'cheap', shipping: 'tomorrow', ar: 'yes', sort: 'random', width: ':' }, 'products');
    expect(route).toEqual({});
    expect(changed).toBe(true);
    expect(others).toEqual({ utm_source: 'mail' });
    expect(cleanRoute({ gclid: 'abc', hp: 'consumer', shipping: 'ready' }, 'products')).toMatchObject({ route: { shipping: 'ready' }, changed: false });
  });

  it('knows the artisans list has its own filters and sorts', () => {
    expect(cleanRoute({ city: 'Firenze', sort: 'most_recent', shipping: 'ready' }, 'artisans').route).toEqual({ city: 'Firenze', sort: 'most_recent' });
    expect(cleanRoute({ sort: 'price_asc' }, 'artisans').route).toEqual({});
  });

  it('keeps the parameters a page reads itself', () => {
    expect(cleanRoute({ similar: '42' }, 'products', ['similar']).route).toEqual({ similar: '42' });
    expect(cleanRoute({ similar: '42' }, 'products').route).toEqual({});
  });
});

describe('applyListingAction', () => {
  const start = { query: 'lamp', material: 'Oak', ppage: '3' };

  it('adds and removes list values, back to page 1', () => {
    expect(applyListingAction(start, { type: 'list', name: 'material', value: 'Brass' })).toEqual({ query: 'lamp', material: ['Oak', 'Brass'] });
    expect(applyListingAction(start, { type: 'list', name: 'material', value: 'Oak' })).toEqual({ query: 'lamp' });
  });

  it('sets ranges, shipping, yes/no filters and categories as toggles', () => {
    expect(applyListingAction({}, { type: 'range', name: 'price', min: 100, max: null })).toEqual({ price: '100:' });
    expect(applyListingAction({ price: '100:' }, { type: 'range', name: 'price', min: null, max: null })).toEqual({});
    expect(applyListingAction({}, { type: 'shipping', value: 'ready' })).toEqual({ shipping: 'ready' });
    expect(applyListingAction({ shipping: 'ready' }, { type: 'shipping', value: 'ready' })).toEqual({});
    expect(applyListingAction({ shipping: 'ready' }, { type: 'shipping', value: '4w' })).toEqual({ shipping: '4w' });
    expect(applyListingAction({}, { type: 'toggle', name: 'ar' })).toEqual({ ar: '1' });
    expect(applyListingAction({ ar: '1' }, { type: 'toggle', name: 'ar' })).toEqual({});
    expect(applyListingAction({}, { type: 'category', value: 'Lighting' })).toEqual({ category: 'Lighting' });
    expect(applyListingAction({ category: 'Lighting' }, { type: 'category', value: 'Lighting' })).toEqual({});
  });

  it('sorts (curated is no parameter), pages (page 1 is none, capped) and searches', () => {
    expect(applyListingAction(start, { type: 'sort', value: 'price_desc' })).toEqual({ query: 'lamp', material: 'Oak', sort: 'price_desc' });
    expect(applyListingAction({ sort: 'price_desc' }, { type: 'sort', value: 'recommended' })).toEqual({});
    expect(applyListingAction(start, { type: 'page', page: 1 })).toEqual({ query: 'lamp', material: 'Oak' });
    expect(applyListingAction(start, { type: 'page', page: 4 })).toMatchObject({ ppage: '4' });
    expect(applyListingAction(start, { type: 'page', page: 999 })).toMatchObject({ ppage: String(MAX_PAGE) });
    expect(applyListingAction(start, { type: 'query', value: '  sofa ' })).toEqual({ query: 'sofa', material: 'Oak' });
    expect(applyListingAction(start, { type: 'query', value: '' })).toEqual({ material: 'Oak' });
  });

  it('removes one chip, or clears everything but the query', () => {
    expect(applyListingAction({ material: ['Oak', 'Brass'] }, { type: 'remove', name: 'material', value: 'Oak' })).toEqual({ material: 'Brass' });
    expect(applyListingAction({ shipping: 'ready', ar: '1' }, { type: 'remove', name: 'shipping' })).toEqual({ ar: '1' });
    expect(applyListingAction({ ...start, sort: 'price_asc', ar: '1' }, { type: 'clear' })).toEqual({ query: 'lamp' });
  });

  it('writes the public URL', () => {
    expect(listingHref('/it-it/categories/arredamento', { material: ['Oak', 'Brass'], ppage: '2' })).toBe('/it-it/categories/arredamento?material=Oak&material=Brass&ppage=2');
    expect(listingHref('/search', {})).toBe('/search');
  });
});

describe('filtered routes', () => {
  it('sends listings with a query string to their filtered twin, and nothing else', () => {
    expect(filteredListingPath('/categories/furniture/seating', '?shipping=ready')).toBe('/filtered/categories/furniture/seating');
    expect(filteredListingPath('/search', '?query=sofa')).toBe('/filtered/search');
    expect(filteredListingPath('/artisans', '?city=Firenze')).toBe('/filtered/artisans');
    expect(filteredListingPath('/artisans/bottega-rossi', '?ppage=2')).toBe('/filtered/artisans/bottega-rossi');
    expect(filteredListingPath('/categories/furniture', '')).toBeNull();
    expect(filteredListingPath('/categories/furniture', '?_rsc=abc')).toBeNull();
    expect(filteredListingPath('/products/lido-sofa', '?pid=1')).toBeNull();
    expect(filteredListingPath('/', '?query=x')).toBeNull();
    expect(filteredListingPath('/categories/furniture', '?utm_source=news&gclid=1&pid=12&hp=consumer')).toBeNull();
    expect(filteredListingPath('/search', '?similar=12')).toBe('/filtered/search');
  });
});

describe('listing spec from the browser', () => {
  it('accepts only names the server turns into filters itself', () => {
    expect(parseListingSpec({ locale: 'it-it', audience: 'consumer', source: { kind: 'category', permalink: 'furniture/seating' } })).toEqual({
      locale: 'it-it',
      audience: 'consumer',
      source: { kind: 'category', permalink: 'furniture/seating' },
    });
    expect(parseListingSpec({ locale: 'en-us', audience: 'trade', source: { kind: 'search', filters: 'x' } })).toEqual({ locale: 'en-us', audience: 'trade', source: { kind: 'search' } });
    expect(parseListingSpec({ locale: 'en-us', audience: 'consumer', source: { kind: 'category', permalink: 'a" OR objectID:"1' } })).toBeNull();
    expect(parseListingSpec({ locale: 'en-us', audience: 'admin', source: { kind: 'search' } })).toBeNull();
    expect(parseListingSpec({ locale: '../x', audience: 'consumer', source: { kind: 'search' } })).toBeNull();
    expect(parseListingView({ allHits: 'yes', moreFacets: ['materials', 3] })).toEqual({ allHits: false, moreFacets: ['materials'] });
  });
});
