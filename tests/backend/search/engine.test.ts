import { beforeAll, describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../../backend/search/catalogue';
import { Corpus } from '../../../backend/search/corpus';
import { IndexView, search, searchFacetValues, type SearchAnswer } from '../../../backend/search/engine';
import { fixtureFeed, generateCatalogue, type FixtureFeed } from '../../../backend/search/fixture';
import { readParams } from '../../../backend/search/params';
import { DEFAULTS, DEFAULT_RANKING } from '../../../backend/search/settings';
import type { FeedProduct } from '../../../backend/contracts';

let feed: FixtureFeed;
let catalogue: SearchCatalogue;
let products: FeedProduct[];

beforeAll(() => {
  const data = generateCatalogue(600);
  products = data.products;
  feed = fixtureFeed(data);
  catalogue = new SearchCatalogue(feed);
});

function run(index: string, raw: Record<string, unknown>, admin = false): SearchAnswer {
  const view = catalogue.view(index);
  if (!view) throw new Error(`no index ${index}`);
  const { params, encoded } = readParams(raw);
  return search(view, params, encoded, { admin });
}
const titles = (a: SearchAnswer) => a.hits.map((h) => h.title as string);

describe('ranking with real queries', () => {
  it('"lamp" finds lamps, title matches first', () => {
    const a = run('production_products', { query: 'lamp', hitsPerPage: 30 });
    expect(a.nbHits).toBeGreaterThan(100);
    expect(titles(a).every((t) => /lamp/i.test(t))).toBe(true);
    const expected = products.filter((p) => /\blamps?\b/i.test(p.title.en)).length;
    expect(a.nbHits).toBeGreaterThanOrEqual(expected);
  });

  it('"velvet armchair" needs both words; titles holding both come first', () => {
    const a = run('production_products', { query: 'velvet armchair', hitsPerPage: 1000 });
    const expected = products.filter((p) => /armchair/i.test(p.title.en) && /velvet/i.test(p.title.en)).length;
    expect(expected).toBeGreaterThan(0);
    expect(a.nbHits).toBe(expected);
    expect(titles(a).every((t) => /armchair/.test(t) && /velvet/.test(t))).toBe(true);
  });

  it('"tavolo" on the Italian index finds tables, exact word before its plural', () => {
    const a = run('production_products_it', { query: 'tavolo', hitsPerPage: 60 });
    expect(a.index).toBe('production_products_it');
    expect(a.nbHits).toBeGreaterThan(0);
    const first = titles(a)[0];
    expect(first).toMatch(/^Tavolo/);
    const withWord = products.filter((p) => /\btavolo\b/i.test(p.title.it)).length;
    expect(titles(a).slice(0, Math.min(withWord, 60)).every((t) => /\btavolo\b/i.test(t))).toBe(true);
  });

  it('tolerates misspellings, fewer typos first', () => {
    const a = run('production_products', { query: 'chandleier', hitsPerPage: 5, getRankingInfo: true });
    expect(a.nbHits).toBe(products.filter((p) => /chandelier/.test(p.title.en)).length);
    expect(titles(a).every((t) => /chandelier/.test(t))).toBe(true);
    expect(a.hits[0]._rankingInfo).toMatchObject({ nbTypos: 1 });
    expect(run('production_products', { query: 'armchiar' }).nbHits).toBeGreaterThan(0);
    expect(run('production_products', { query: 'armchiar', typoTolerance: false }).nbHits).toBe(0);
    // short words get no typo: 'vaes' is 4 letters (1 typo allowed) but 'vse' is 3
    expect(run('production_products', { query: 'vse' }).nbHits).toBe(0);
  });

  it('folds case and diacritics', () => {
    const de = run('production_products_de', { query: 'MOBEL', hitsPerPage: 1 });
    expect(de.nbHits).toBe(products.filter((p) => p.categories.de[0][0] === 'Möbel').length);
    expect(run('production_products_fr', { query: 'canapes' }).nbHits).toBe(run('production_products_fr', { query: 'Canapés' }).nbHits);
  });

  it('orders by typo, then attribute, then exactness, then custom ranking', () => {
    const records = [
      { objectID: 'typo', title: 'Brasd lamp', artisan_name: 'x', rank: 0 },
      { objectID: 'artisan', title: 'Lamp', artisan_name: 'Brass works', rank: 1 },
      { objectID: 'prefix', title: 'Brassy lamp', artisan_name: 'x', rank: 2 },
      { objectID: 'exact-late', title: 'Brass lamp', artisan_name: 'x', rank: 9 },
      { objectID: 'exact-early', title: 'Brass lamp', artisan_name: 'x', rank: 3 },
    ];
    const corpus = new Corpus(records, { searchableAttributes: ['title', 'artisan_name'], attributesForFaceting: [] });
    const view = new IndexView('t', corpus, {
      ...DEFAULTS, searchableAttributes: ['title', 'artisan_name'], attributesForFaceting: [],
      customRanking: ['asc(rank)'], attributesToHighlight: ['title'], ranking: DEFAULT_RANKING,
    });
    const { params, encoded } = readParams({ query: 'brass' });
    const ids = search(view, params, encoded, { admin: false }).hits.map((h) => h.objectID);
    expect(ids).toEqual(['exact-early', 'exact-late', 'prefix', 'artisan', 'typo']);
  });

  it('takes a word\'s attribute from its best match, not from a typo elsewhere', () => {
    // "vase" reaches the bowl only through its category (exact prefix) and, with a typo, its name "Varenna".
    const records = [
      { objectID: 'bowl', title: 'Varenna bowl in Murano glass', category: 'Vases and vessels', rank: 0 },
      { objectID: 'vase', title: 'Positano vase in Murano glass', category: 'Vases and vessels', rank: 1 },
    ];
    const corpus = new Corpus(records, { searchableAttributes: ['title', 'category'], attributesForFaceting: [] });
    const view = new IndexView('t', corpus, {
      ...DEFAULTS, searchableAttributes: ['title', 'category'], attributesForFaceting: [],
      customRanking: ['asc(rank)'], attributesToHighlight: ['title'], ranking: DEFAULT_RANKING,
    });
    const { params, encoded } = readParams({ query: 'murano vase' });
    expect(search(view, params, encoded, { admin: false }).hits.map((h) => h.objectID)).toEqual(['vase', 'bowl']);
  });
});

describe('filters, facets and pagination', () => {
  const brute = (fn: (p: FeedProduct) => boolean) => products.filter(fn).length;

  it('applies the filters string: facets, ranges, NOT, booleans, OR groups', () => {
    const a = run('production_products', {
      filters: '"categories.lvl0":Lighting AND price_USD:500 TO 2000 AND NOT customizable:true AND (lead_time = 0 OR lead_time = 99)',
    });
    expect(a.nbHits).toBe(brute((p) => p.categories.en[0][0] === 'Lighting' && Number(p.prices.USD.price) >= 500 &&
      Number(p.prices.USD.price) <= 2000 && !p.customizable && (p.shippingTime === 0 || p.shippingTime === 99)));
    expect(a.nbHits).toBeGreaterThan(0);
    expect(run('production_products', { filters: 'shipping_cost_EUR = 0' }).nbHits).toBe(brute((p) => p.shippingCost.EUR === '0.00'));
    expect(run('production_products', { filters: 'has_ar=1' }).nbHits).toBe(brute((p) => p.hasAr));
    expect(run('production_products', { filters: 'taxon_permalinks:lighting/ceiling' }).nbHits)
      .toBe(brute((p) => p.taxonPermalinks[0].startsWith('lighting/ceiling/')));
    expect(run('production_products', { filters: 'not_an_attribute:x' }).nbHits).toBe(0);
  });

  it('applies facetFilters (nested, "-" exclusion, case-insensitive) and numericFilters', () => {
    const a = run('production_products', {
      facetFilters: [['colors:blue', 'colors:Green'], 'categories.lvl0:-Lighting'],
      numericFilters: ['price_EUR>=300'],
    });
    expect(a.nbHits).toBe(brute((p) => ['Blue', 'Green'].includes(p.colors.en[0]) && p.categories.en[0][0] !== 'Lighting' && Number(p.prices.EUR.price) >= 300));
    expect(a.nbHits).toBeGreaterThan(0);
  });

  it('finds records by objectID filter in the order asked', () => {
    const ids = ['prod-9', 'prod-3', 'prod-400'];
    const a = run('production_products', { filters: ids.map((id) => `objectID:${id}`).join(' OR '), hitsPerPage: 3 });
    expect(a.hits.map((h) => h.objectID).sort()).toEqual([...ids].sort());
  });

  it('counts facets, hierarchical levels as full paths, and numeric stats', () => {
    const a = run('production_products', { query: '', facets: ['categories.lvl0', 'categories.lvl1', 'price_USD', 'customizable'], hitsPerPage: 0 });
    expect(a.hits).toEqual([]);
    const lvl0 = a.facets!['categories.lvl0'];
    expect(Object.values(lvl0).reduce((s, n) => s + n, 0)).toBe(products.length);
    expect(lvl0.Lighting).toBe(brute((p) => p.categories.en[0][0] === 'Lighting'));
    expect(Object.keys(a.facets!['categories.lvl1'])).toContain('Lighting > Ceiling lights');
    expect(a.facets!.customizable.true).toBe(brute((p) => p.customizable));
    const prices = products.map((p) => Number(p.prices.USD.price));
    expect(a.facets_stats!.price_USD).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(a.facets_stats!.price_USD.sum).toBeCloseTo(prices.reduce((s, n) => s + n, 0));
    expect(a.exhaustiveFacetsCount).toBe(true);
    const all = run('production_products', { facets: ['*'], maxValuesPerFacet: 3, hitsPerPage: 0 });
    expect(Object.keys(all.facets!)).toContain('materials');
    expect(Object.keys(all.facets!)).not.toContain('taxon_permalinks'); // filterOnly
    expect(Object.keys(all.facets!.materials)).toHaveLength(3);
  });

  it('counts a filtered listing the same when its counts are kept, and never lends them to a query or other filters', () => {
    const facets = ['categories.lvl1', 'materials', 'price_USD', 'customizable'];
    const listing = { facetFilters: [['categories.lvl0:Lighting']], facets, maxValuesPerFacet: 100, hitsPerPage: 0 };
    const lighting = (p: FeedProduct) => p.categories.en[0][0] === 'Lighting';
    const first = run('production_products', listing);
    expect(first.facets!.customizable.true).toBe(brute((p) => lighting(p) && p.customizable));
    // Kept counts answer the same (and on a replica, whose order differs but whose documents do not).
    expect(run('production_products', listing).facets).toEqual(first.facets);
    expect(run('production_products_price_desc', listing).facets).toEqual(first.facets);
    expect(run('production_products', listing).facets_stats).toEqual(first.facets_stats);
    // Another filter, and the same filter under a query, count their own documents.
    const seating = run('production_products', { ...listing, facetFilters: [['categories.lvl0:Furniture']] });
    expect(seating.facets!.customizable.true).toBe(brute((p) => p.categories.en[0][0] === 'Furniture' && p.customizable));
    const lamps = run('production_products', { ...listing, query: 'lamp', hitsPerPage: 1000, attributesToRetrieve: ['customizable'] });
    expect(lamps.facets!.customizable.true).toBe(lamps.hits.filter((h) => h.customizable === true).length);
    expect(lamps.facets!.customizable.true).toBeLessThan(first.facets!.customizable.true);
    // A change to the catalogue rebuilds the corpus, and the counts with it.
    const piece = products.find((p) => lighting(p) && !p.customizable)!;
    feed.update(piece.id, { customizable: true });
    expect(run('production_products', listing).facets!.customizable.true).toBe(first.facets!.customizable.true + 1);
    feed.update(piece.id, { customizable: false });
    expect(run('production_products', listing).facets!.customizable.true).toBe(first.facets!.customizable.true);
  });

  it('paginates like Algolia', () => {
    const first = run('production_products', { query: 'table', hitsPerPage: 7, attributesToRetrieve: ['title'] });
    const second = run('production_products', { query: 'table', hitsPerPage: 7, page: 1, attributesToRetrieve: ['title'] });
    const both = run('production_products', { query: 'table', hitsPerPage: 14, attributesToRetrieve: ['title'] });
    expect([...first.hits, ...second.hits].map((h) => h.objectID)).toEqual(both.hits.map((h) => h.objectID));
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 7));
    expect(second.page).toBe(1);
    expect(run('production_products', { hitsPerPage: 20, page: 9999 }).hits).toEqual([]);
    expect(run('production_products', { hitsPerPage: 20 }).nbPages).toBe(Math.min(Math.ceil(600 / 20), 1000 / 20));
  });

  it('ranks deep pages exactly as a full ranking would', () => {
    const full = run('production_products', { query: 'l', hitsPerPage: 1000, attributesToRetrieve: ['title'] }).hits.map((h) => h.objectID);
    for (const page of [0, 3, 11]) {
      const ids = run('production_products', { query: 'l', hitsPerPage: 17, page, attributesToRetrieve: ['title'] }).hits.map((h) => h.objectID);
      expect(ids).toEqual(full.slice(page * 17, page * 17 + 17));
    }
  });

  it('returns the most frequent facet values, ties alphabetically, or alphabetically on request', () => {
    const a = run('production_products', { query: 'lamp', facets: ['artisan_name'], maxValuesPerFacet: 7, hitsPerPage: 1000 });
    const counts = new Map<string, number>();
    for (const h of run('production_products', { query: 'lamp', hitsPerPage: 1000, attributesToRetrieve: ['artisan_name'] }).hits) {
      counts.set(h.artisan_name as string, (counts.get(h.artisan_name as string) ?? 0) + 1);
    }
    const expected = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, 7);
    expect(Object.entries(a.facets!.artisan_name)).toEqual(expected);
    const alpha = run('production_products', { query: 'lamp', facets: ['artisan_name'], maxValuesPerFacet: 5, sortFacetValuesBy: 'alpha', hitsPerPage: 0 });
    expect(Object.keys(alpha.facets!.artisan_name)).toEqual([...counts.keys()].sort().slice(0, 5));
  });

  it('retrieves the requested attributes, highlights with the requested tags', () => {
    const a = run('production_products', {
      query: 'murano', attributesToRetrieve: ['title', 'price_EUR'], highlightPreTag: '<mark>', highlightPostTag: '</mark>', hitsPerPage: 1,
    });
    expect(Object.keys(a.hits[0]).sort()).toEqual(['_highlightResult', 'objectID', 'price_EUR', 'title']);
    expect(a.hits[0]._highlightResult).toMatchObject({ title: { matchLevel: 'full', matchedWords: ['murano'] } });
    expect((a.hits[0]._highlightResult as { title: { value: string } }).title.value).toContain('<mark>Murano</mark>');
    expect(a.params).toBe('query=murano&attributesToRetrieve=%5B%22title%22%2C%22price_EUR%22%5D&highlightPreTag=%3Cmark%3E&highlightPostTag=%3C%2Fmark%3E&hitsPerPage=1');
  });

  it('snippets attributes around the first match', () => {
    const a = run('production_products', { query: 'murano', attributesToSnippet: ['title:3', 'materials'], hitsPerPage: 1, snippetEllipsisText: '...' });
    const hit = a.hits[0] as { title: string; _snippetResult: { title: { value: string; matchLevel: string }; materials: { value: string }[] } };
    const words = hit.title.split(' ');
    const at = words.indexOf('Murano');
    const expected = words.slice(Math.max(0, Math.min(at - 2, words.length - 3)), Math.max(0, Math.min(at - 2, words.length - 3)) + 3).join(' ').replace('Murano', '<em>Murano</em>');
    expect(hit._snippetResult.title).toEqual({ value: `...${expected}${words.length - 3 > Math.min(at - 2, words.length - 3) ? '...' : ''}`, matchLevel: 'full' });
    expect(hit._snippetResult.materials[0].value).toMatch(/<em>Murano<\/em>/);
  });

  it('keeps trade prices out of the product records, for every key: they live in the trade-price index', () => {
    const pub = run('production_products', { hitsPerPage: 1 });
    expect(pub.hits[0]).toHaveProperty('price_EUR');
    expect(Object.keys(run('production_products', { hitsPerPage: 1 }, true).hits[0]).some((k) => k.startsWith('trade_price'))).toBe(false);
    const id = pub.hits[0].objectID as string;
    const trade = run('production_trade_prices', { filters: `objectID:${id}` }, true).hits[0];
    const product = products.find((p) => p.id === id)!;
    expect(trade).toMatchObject({ objectID: id, trade_price_EUR: Number(product.prices.EUR.tradePrice), trade_price_USD: Number(product.prices.USD.tradePrice) });
    expect(catalogue.view('production_trade_prices_it')).toBeUndefined();
  });

  it('facet-value search matches word prefixes and counts within the query', () => {
    const view = catalogue.view('production_products')!;
    const { params } = readParams({ facetQuery: 'mur', query: 'lamp' });
    const res = searchFacetValues(view, 'materials', params);
    expect(res.facetHits.length).toBeGreaterThan(0);
    expect(res.facetHits.every((h) => /Murano/.test(h.value) && h.highlighted.includes('<em>Mur</em>ano'))).toBe(true);
    const counted = run('production_products', { query: 'lamp', facetFilters: [`materials:${res.facetHits[0].value}`] }).nbHits;
    expect(res.facetHits[0].count).toBe(counted);
  });
});

describe('replicas and keeping in step', () => {
  const column = (a: SearchAnswer, key: string) => a.hits.map((h) => h[key] as number);
  const sorted = (xs: number[], dir: 1 | -1) => xs.every((x, i) => i === 0 || (x - xs[i - 1]) * dir >= 0);

  it('sorts each replica by its attribute, also under a query', () => {
    expect(sorted(column(run('production_products_price_asc', { hitsPerPage: 100 }), 'price_USD'), 1)).toBe(true);
    expect(sorted(column(run('production_products_price_desc_it', { query: 'lampada', hitsPerPage: 100 }), 'price_USD'), -1)).toBe(true);
    expect(sorted(column(run('production_products_new_arrivals', { hitsPerPage: 100 }), 'created_at'), -1)).toBe(true);
    expect(sorted(column(run('production_products_fast_shipping_fr', { hitsPerPage: 100 }), 'lead_time'), 1)).toBe(true);
    expect(column(run('production_products', { hitsPerPage: 50 }), 'curated_rank')).toEqual(
      products.map((p) => p.curatedRank).sort((a, b) => a - b).slice(0, 50),
    );
    expect(run('production_artisans_most_recent', { hitsPerPage: 5 }).hits).toHaveLength(5);
    expect(catalogue.view('production_products_en')).toBeUndefined();
  });

  it('re-indexes products when the catalogue reports a change', () => {
    const before = run('production_products', { filters: 'objectID:prod-5' });
    expect(before.hits[0].price_USD).not.toBe(1.5);
    const p = products[4];
    feed.update('prod-5', { prices: { ...p.prices, USD: { ...p.prices.USD, price: '1.50' } }, title: { ...p.title, en: 'Zanzibar lamp' } });
    expect(run('production_products', { filters: 'objectID:prod-5' }).hits[0].price_USD).toBe(1.5);
    expect(run('production_products', { query: 'zanzibar' }).hits.map((h) => h.objectID)).toEqual(['prod-5']);
    expect(run('production_products_price_asc', { hitsPerPage: 1 }).hits[0].objectID).toBe('prod-5');
    feed.update('prod-5', null);
    expect(run('production_products', { query: 'zanzibar' }).nbHits).toBe(0);
  });

  it('keeps its indexes when a reported change leaves every indexed field as it was', () => {
    const view = catalogue.view('production_products_de');
    feed.update('prod-7', {});
    expect(catalogue.view('production_products_de')).toBe(view);
    feed.update('prod-7', { popularity: 999_999 });
    expect(catalogue.view('production_products_de')).not.toBe(view);
    expect(run('production_products_de', { hitsPerPage: 1, filters: 'objectID:prod-7' }).hits[0].popularity).toBe(999_999);
  });
});
