import { describe, expect, it } from 'vitest';
import { checkSearchRequest, hasLoneSurrogate, SearchRequestError } from '@/lib/search/allow-list';
import { HITS_PER_PAGE_MAX, MAX_QUERIES } from '@/lib/search/request-shape';
import { FilterSyntaxError } from '@/lib/search/filter-grammar';
import { formatFilters, parseFacetFilter, parseFilters, parseNumericFilter } from '@/lib/search/filter-syntax';

const check = (params: Record<string, unknown>, indexName = 'production_products', extra: Record<string, unknown> = {}) =>
  checkSearchRequest({ requests: [{ indexName, params, ...extra }] }).requests[0];
const refused = (params: Record<string, unknown>, indexName?: string, extra?: Record<string, unknown>) => {
  expect(() => check(params, indexName, extra)).toThrow(SearchRequestError);
};

describe('filter syntax: read, then written out again', () => {
  it('rebuilds an AND of OR-groups with every value quoted', () => {
    expect(formatFilters(parseFilters(`taxon_permalinks:"furniture/seating" AND (materials:Walnut OR NOT colors:'Dark "oak"') AND price_EUR:500 TO 2000 AND lead_time<=4`)))
      .toBe('taxon_permalinks:"furniture/seating" AND (materials:"Walnut" OR NOT colors:"Dark \\"oak\\"") AND price_EUR:500 TO 2000 AND lead_time <= 4');
    expect(formatFilters(parseFilters('objectID:"1" OR objectID:"2"'))).toBe('(objectID:"1" OR objectID:"2")');
    expect(formatFilters(parseFilters('(a:1 AND b:2) AND c:3'))).toBe('a:"1" AND b:"2" AND c:"3"');
  });

  it('refuses what Algolia refuses', () => {
    for (const bad of ['a:1 OR (b:2 AND c:3)', 'NOT (a:1 OR b:2)', '(a:1', 'a:', 'a >', 'a:1 TO x', 'a:"open', 'a:1 b:2', 'weird-name!:1']) {
      expect(() => parseFilters(bad), bad).toThrow(FilterSyntaxError);
    }
  });

  it('reads facet and numeric filters as InstantSearch writes them', () => {
    expect(parseFacetFilter('materials:-brass')).toEqual({ kind: 'facet', attribute: 'materials', value: 'brass', negated: true });
    expect(parseFacetFilter('materials:\\-brass')).toEqual({ kind: 'facet', attribute: 'materials', value: '-brass', negated: false });
    expect(parseFacetFilter('categories.lvl1:Lighting > Ceiling: lights')).toMatchObject({ attribute: 'categories.lvl1', value: 'Lighting > Ceiling: lights' });
    expect(parseNumericFilter('price_USD>=100')).toEqual({ kind: 'numeric', attribute: 'price_USD', op: '>=', value: 100, negated: false });
    expect(parseNumericFilter('width_cm:10 TO 20')).toEqual({ kind: 'range', attribute: 'width_cm', low: 10, high: 20, negated: false });
    expect(() => parseNumericFilter('colors:Blue')).toThrow(FilterSyntaxError);
  });
});

describe('the /api/search allow-list', () => {
  it('passes the parameters of the shop’s listings, rebuilt', () => {
    const q = check({
      query: 'sofa', page: '2', hitsPerPage: 60, facets: 'materials', maxValuesPerFacet: 60, analytics: false, clickAnalytics: 'false',
      filters: "artisan_slug:'bottega' AND lead_time < 1", facetFilters: [['colors:Blue', 'colors:Red'], 'customizable:true'],
      numericFilters: ['price_GBP>=10', ['width_cm<=100']], attributesToRetrieve: ['title', 'price_GBP'], attributesToHighlight: [],
      highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__',
    }, 'production_products_new_arrivals_fr');
    expect(q.params).toEqual({
      query: 'sofa', page: 2, hitsPerPage: 60, facets: ['materials'], maxValuesPerFacet: 60, analytics: false, clickAnalytics: false,
      filters: 'artisan_slug:"bottega" AND lead_time < 1', facetFilters: [['colors:Blue', 'colors:Red'], 'customizable:true'],
      numericFilters: ['price_GBP>=10', 'width_cm<=100'], attributesToRetrieve: ['title', 'price_GBP'], attributesToHighlight: [],
      highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__',
    });
    expect(check({ facetQuery: 'wal', maxFacetHits: 10 }, 'production_products_de', { type: 'facet', facet: 'materials' })).toMatchObject({ type: 'facet', facet: 'materials' });
    expect(check({ facets: ['city'], facetFilters: ['city:Milano'] }, 'production_artisans_most_recent_it').params.facets).toEqual(['city']);
  });

  it('refuses every trade field, unknown attribute, unknown index and unknown parameter', () => {
    refused({ filters: 'objectID:1307 AND trade_price_USD > 968' });
    refused({ numericFilters: ['trade_price_USD>968'] });
    refused({ facetFilters: ['trade_price_EUR:969'] });
    refused({ facets: ['trade_price_GBP'] });
    refused({ facets: ['*'] });
    refused({ attributesToRetrieve: ['trade_price_USD'] });
    refused({ attributesToRetrieve: ['-title'] });
    refused({ filters: 'margin > 1' });
    refused({ facetFilters: ['city:Milano'] });
    refused({ facetQuery: '9' }, 'production_products', { type: 'facet', facet: 'trade_price_USD' });
    refused({ facetQuery: 'x' }, 'production_products', { type: 'facet', facet: 'artisan_slug' });
    refused({ facetQuery: 'x' });
    refused({}, 'production_products_trade_price_asc');
    refused({}, 'production_trade_prices');
    refused({}, 'production_products_xx');
    for (const name of ['getRankingInfo', 'optionalFilters', 'ranking', 'customRanking', 'sumOrFiltersScores', 'responseFields', 'attributesToSnippet', 'tagFilters', 'restrictSearchableAttributes', 'sortFacetValuesBy', 'offset', 'length']) {
      refused({ [name]: ['x'] });
    }
  });

  it('caps queries, hits and pages', () => {
    const q = { indexName: 'production_products', params: { hitsPerPage: 0 } };
    expect(() => checkSearchRequest({ requests: Array.from({ length: MAX_QUERIES + 1 }, () => q) })).toThrow(SearchRequestError);
    expect(() => checkSearchRequest({ requests: [] })).toThrow(SearchRequestError);
    refused({ hitsPerPage: HITS_PER_PAGE_MAX + 1 });
    refused({ hitsPerPage: 60, page: 17 });
    expect(check({ hitsPerPage: 60, page: 16 }).params.page).toBe(16);
    refused({ page: 50 });
    refused({ query: 'x'.repeat(513) });
    refused({ filters: Array.from({ length: 121 }, (_, i) => `objectID:${i}`).join(' OR ') });
  });

  it('refuses lone UTF-16 surrogates anywhere, keeps surrogate pairs', () => {
    expect(hasLoneSurrogate({ a: ['ok', { b: 'x\uD800' }] })).toBe(true);
    expect(hasLoneSurrogate({ ['\uDC00']: 1 })).toBe(true);
    expect(hasLoneSurrogate({ a: 'lamp 😀' })).toBe(false);
    refused({ query: 'lamp \uD800' });
    expect(check({ query: 'lamp 😀' }).params.query).toBe('lamp 😀');
  });
});
