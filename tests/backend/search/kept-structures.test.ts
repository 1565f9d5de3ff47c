/**
 * What the search service keeps between requests to answer fast at 50,000 pieces (issue 34): facet
 * counts of searches and listings, filter conditions as bitsets, the order a no-query listing walks.
 * Each answer is checked against a full computation from the catalogue itself, on the first request
 * and on the ones answered from what was kept, and after the catalogue changes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../../backend/search/catalogue';
import { Corpus } from '../../../backend/search/corpus';
import { IndexView, search, searchFacetValues, type SearchAnswer } from '../../../backend/search/engine';
import { fixtureFeed, generateCatalogue, type FixtureFeed } from '../../../backend/search/fixture';
import { readParams } from '../../../backend/search/params';
import { PRODUCT_SETTINGS, productRecord } from '../../../backend/search/records';
import type { FeedProduct } from '../../../backend/contracts';

let feed: FixtureFeed;
let catalogue: SearchCatalogue;
let products: FeedProduct[];

beforeEach(() => {
  const data = generateCatalogue(400);
  products = data.products;
  feed = fixtureFeed(data);
  catalogue = new SearchCatalogue(feed);
});

function run(index: string, raw: Record<string, unknown>): SearchAnswer {
  const { params, encoded } = readParams(raw);
  return search(catalogue.view(index)!, params, encoded, { admin: false });
}

const lamp = (p: FeedProduct) => /\blamps?\b/i.test(p.title.en);
const count = (fn: (p: FeedProduct) => boolean) => products.filter(fn).length;
/** Every answer of one request, without its timing. */
const stripTimes = (a: SearchAnswer) => ({ ...a, processingTimeMS: 0, serverTimeMS: 0 });

describe('facet counts kept for searches', () => {
  const facets = ['materials', 'customizable', 'price_USD'];

  it('answers a repeated search the same, on every replica, from counts taken over its own documents', () => {
    const request = { query: 'lamp', facets, hitsPerPage: 1000, attributesToRetrieve: ['customizable', 'price_USD'] };
    const first = run('production_products', request);
    // Against the hits themselves: every match is on this one page.
    expect(first.nbHits).toBe(first.hits.length);
    expect(first.facets!.customizable.true).toBe(first.hits.filter((h) => h.customizable === true).length);
    expect(first.facets_stats!.price_USD.max).toBe(Math.max(...first.hits.map((h) => h.price_USD as number)));
    expect(stripTimes(run('production_products', request))).toEqual(stripTimes(first));
    const replica = run('production_products_price_desc', request);
    expect(replica.facets).toEqual(first.facets);
    expect(replica.facets_stats).toEqual(first.facets_stats);
  });

  it('never lends a search\'s counts to another word, another typo setting, another filter or another query type', () => {
    const base = { facets, hitsPerPage: 1000, attributesToRetrieve: ['customizable'] };
    const own = (a: SearchAnswer) => a.hits.filter((h) => h.customizable === true).length;
    const lamps = run('production_products', { ...base, query: 'lamp' });
    for (const other of [
      { query: 'lamps' },
      { query: 'lamp', facetFilters: ['customizable:false'] },
      { query: 'lamp', filters: 'price_USD > 2000' },
      { query: 'lmap', typoTolerance: false },
      { query: 'lmap' },
      { query: 'la', queryType: 'prefixNone' },
      { query: 'la' },
    ]) {
      const a = run('production_products', { ...base, ...other });
      expect(a.facets!.customizable?.true ?? 0, JSON.stringify(other)).toBe(own(a));
    }
    // Asked again after the others, the first search still answers its own counts.
    expect(run('production_products', { ...base, query: 'lamp' }).facets).toEqual(lamps.facets);
  });

  it('counts afresh once the catalogue changes (a piece made customisable, a piece removed)', () => {
    const request = { query: 'lamp', facets, hitsPerPage: 0 };
    const before = run('production_products', request).facets!.customizable.true;
    expect(before).toBe(count((p) => lamp(p) && p.customizable));
    const piece = products.find((p) => lamp(p) && !p.customizable)!;
    feed.update(piece.id, { customizable: true });
    expect(run('production_products', request).facets!.customizable.true).toBe(before + 1);
    const other = products.find((p) => lamp(p) && p.customizable && p.id !== piece.id)!;
    feed.update(other.id, null);
    expect(run('production_products', request).facets!.customizable.true).toBe(before);
  });

  it('keeps the counts a facet-value search reads right as well', () => {
    const first = searchFacetValues(catalogue.view('production_products')!, 'materials', readParams({ query: 'lamp', facetQuery: '' }).params);
    run('production_products', { query: 'lamp', facets: ['materials'], hitsPerPage: 0 });
    const again = searchFacetValues(catalogue.view('production_products')!, 'materials', readParams({ query: 'lamp', facetQuery: '' }).params);
    expect(again.facetHits).toEqual(first.facetHits);
  });
});

describe('filter conditions kept as bitsets', () => {
  it('answers a repeated condition the same, and each condition its own documents', () => {
    const cheap = (p: FeedProduct) => Number(p.prices.USD.price) <= 1000;
    for (let round = 0; round < 2; round++) {
      expect(run('production_products', { filters: 'price_USD <= 1000', hitsPerPage: 0 }).nbHits).toBe(count(cheap));
      expect(run('production_products', { filters: 'NOT price_USD <= 1000', hitsPerPage: 0 }).nbHits).toBe(count((p) => !cheap(p)));
      expect(run('production_products', { facetFilters: ['customizable:true'], hitsPerPage: 0 }).nbHits).toBe(count((p) => p.customizable));
    }
  });

  it('tells apart conditions JSON would write alike (Infinity and -Infinity)', () => {
    expect(run('production_products', { filters: 'price_USD > -1e999', hitsPerPage: 0 }).nbHits).toBe(products.length);
    expect(run('production_products', { filters: 'price_USD > 1e999', hitsPerPage: 0 }).nbHits).toBe(0);
    expect(run('production_products', { filters: 'price_USD:-1e999 TO 1e999', hitsPerPage: 0 }).nbHits).toBe(products.length);
    expect(run('production_products', { filters: 'price_USD:1e999 TO 1e999', hitsPerPage: 0 }).nbHits).toBe(0);
  });

  it('matches afresh once the catalogue changes', () => {
    const request = { facetFilters: ['customizable:true'], hitsPerPage: 0 };
    const before = run('production_products', request).nbHits;
    feed.update(products.find((p) => !p.customizable)!.id, { customizable: true });
    expect(run('production_products', request).nbHits).toBe(before + 1);
  });
});

describe('a filtered listing without a query', () => {
  it('gives the first page in the replica\'s order, the whole count and the whole counts, without listing every match first', () => {
    const request = { facetFilters: [['categories.lvl0:Lighting']], facets: ['customizable'], hitsPerPage: 5, attributesToRetrieve: ['price_USD'] };
    const lighting = (p: FeedProduct) => p.categories.en[0][0] === 'Lighting';
    const asc = run('production_products_price_asc', request);
    const expected = products.filter(lighting).map((p) => Number(p.prices.USD.price)).sort((a, b) => a - b);
    expect(asc.nbHits).toBe(expected.length);
    expect(asc.nbPages).toBe(Math.ceil(expected.length / 5));
    expect(asc.hits.map((h) => h.price_USD)).toEqual(expected.slice(0, 5));
    expect(asc.facets!.customizable.true).toBe(count((p) => lighting(p) && p.customizable));
    // The last page holds what is left, and a page past the end nothing.
    const last = Math.ceil(expected.length / 5) - 1;
    expect(run('production_products_price_asc', { ...request, page: last }).hits.map((h) => h.price_USD)).toEqual(expected.slice(last * 5));
    expect(run('production_products_price_asc', { ...request, page: last + 1 }).hits).toEqual([]);
    // A filter nothing passes.
    expect(run('production_products', { ...request, facetFilters: ['categories.lvl0:Nothing'] })).toMatchObject({ nbHits: 0, hits: [], facets: {} });
  });
});

describe('merged posting lists of short words', () => {
  it('match as every expansion does: the same documents in the same order, typos, attribute, exact words, answers', () => {
    const records = products.map((p) => productRecord(p, 'en'));
    const plain = new Corpus(records, PRODUCT_SETTINGS, Infinity);
    // As the service merges (8 expansions or more), and merging every typo-free word: exact words too.
    const settings = catalogue.view('production_products')!.settings;
    for (const merging of [new Corpus(records, PRODUCT_SETTINGS), new Corpus(records, PRODUCT_SETTINGS, 1)]) {
      const views = [new IndexView('production_products', merging, settings), new IndexView('production_products', plain, settings)];
      let merged = 0;
      let exactWords = 0;
      for (const query of ['l', 'la', 'c', 'brass l', 'l brass', 'velvet a', 'murano glass c', 's t', 'oak', 'lamp', 'and', 'glass and', 'and b', 'de', 'murano de s']) {
        for (const prefix of [true, false]) {
          const words = query.split(' ');
          const expand = (corpus: Corpus) => words.map((w, i) => corpus.expand(w, { prefix: prefix && i === words.length - 1, maxTypos: w.length >= 4 ? 1 : 0 }));
          const [a, b] = [merging, plain].map((corpus) => {
            const docs = corpus.match(expand(corpus));
            return { docs: [...docs], typos: [...docs].map((d) => corpus.typos[d]), attr: [...docs].map((d) => corpus.attr[d]), exact: [...docs].map((d) => corpus.exact[d]) };
          });
          expect(a, `${query} ${prefix}`).toEqual(b);
          if (expand(merging).some((e) => e.length >= 8 && e.every((x) => x.typos === 0))) merged++;
          if (a.exact.some((n) => n > 0)) exactWords++;
        }
        const request = readParams({ query, facets: ['materials', 'price_USD'], hitsPerPage: 40, getRankingInfo: true, queryType: 'prefixAll' });
        const [x, y] = views.map((view) => stripTimes(search(view, request.params, request.encoded, { admin: false })));
        expect(x, query).toEqual(y);
      }
      // The merged path was taken, for first and later words, with words matched exactly among them.
      expect(merged).toBeGreaterThan(4);
      expect(exactWords).toBeGreaterThan(4);
    }
  });
});

describe('rankings kept for searches with words', () => {
  /** The same request on a service that has kept nothing yet: the full computation. */
  const fresh = (index: string, raw: Record<string, unknown>) => {
    const { params, encoded } = readParams(raw);
    return stripTimes(search(new SearchCatalogue(feed).view(index)!, params, encoded, { admin: false }));
  };
  const facets = ['materials', 'customizable', 'price_USD'];
  const requests: [string, Record<string, unknown>][] = [
    ['production_products', { query: 'l', facets, hitsPerPage: 20 }],
    ['production_products', { query: 'l', facets, hitsPerPage: 20, page: 2 }],
    ['production_products_price_desc', { query: 'l', facets, hitsPerPage: 20 }],
    ['production_products', { query: 'lamp', facets, hitsPerPage: 20, filters: 'price_USD > 1000' }],
    ['production_products', { query: 'lmap', facets, hitsPerPage: 20 }],
    ['production_products', { query: 'lmap', facets, hitsPerPage: 20, typoTolerance: 'min' }],
    ['production_products', { query: 'brass l', facets, hitsPerPage: 20, queryType: 'prefixAll' }],
    ['production_products_it', { query: 'tavolo', facets, hitsPerPage: 20 }],
  ];

  it('answers every repeated search as the full computation does, whatever was searched in between', () => {
    const expected = requests.map(([index, raw]) => fresh(index, raw));
    for (let round = 0; round < 3; round++) {
      requests.forEach(([index, raw], i) => expect(stripTimes(run(index, raw)), `${round} ${JSON.stringify(raw)}`).toEqual(expected[i]));
    }
    // Kept: one ranking per request above (each differs by its words, filter, typo setting, page depth or replica).
    expect(catalogue.view('production_products')!.rankings.size).toBe(6);
    expect(catalogue.view('production_products_price_desc')!.rankings.size).toBe(1);
  });

  it('counts facets anew over every match when a kept ranking\'s counts are not kept (another cut-off)', () => {
    run('production_products', { query: 'l', facets, hitsPerPage: 20 });
    const other = { query: 'l', facets, hitsPerPage: 20, maxValuesPerFacet: 3 };
    expect(stripTimes(run('production_products', other))).toEqual(fresh('production_products', other));
    // The count a facet says is the count of the matches themselves.
    const every = run('production_products', { query: 'l', facets: ['customizable'], hitsPerPage: 1000, attributesToRetrieve: ['customizable'] });
    expect(every.nbHits).toBe(every.hits.length);
    expect(every.facets!.customizable.true).toBe(every.hits.filter((h) => h.customizable === true).length);
  });

  it('gives ranking details from the match itself, never from a kept ranking', () => {
    run('production_products', { query: 'lamp', hitsPerPage: 20 });
    run('production_products', { query: 'brass', hitsPerPage: 20 }); // another match in the scratch arrays
    const detailed = { query: 'lamp', hitsPerPage: 20, getRankingInfo: true };
    expect(stripTimes(run('production_products', detailed))).toEqual(fresh('production_products', detailed));
  });

  it('ranks afresh once the catalogue changes (the first hit removed, a piece renamed into the search)', () => {
    const request = { query: 'lamp', hitsPerPage: 5, attributesToRetrieve: ['title'] };
    const before = run('production_products', request);
    feed.update(String(before.hits[0].objectID), null);
    const after = run('production_products', request);
    expect(after.nbHits).toBe(before.nbHits - 1);
    expect(after.hits.map((h) => h.objectID)).not.toContain(before.hits[0].objectID);
    expect(stripTimes(after)).toEqual(fresh('production_products', request));
  });
});

describe('indexes built before the first answer', () => {
  it('builds every index at once from one read of the catalogue, which the photos\' warm-up reuses', () => {
    let reads = 0;
    const counting = { ...feed, listProducts: (ids?: string[]) => { if (!ids) reads++; return feed.listProducts(ids); } };
    const warmed = new SearchCatalogue(counting);
    warmed.warm();
    expect(reads).toBe(1);
    const views = warmed.names().map((name) => warmed.view(name));
    expect(views.every(Boolean)).toBe(true);
    // Asked again, each index is the one already built: nothing is built on first use any more.
    expect(warmed.names().map((name) => warmed.view(name))).toEqual(views);
    expect(warmed.mainImages()).toEqual(products.map((p) => p.images[0]));
    expect(reads).toBe(1);
    // A change (the feed tells the catalogue) still rebuilds on next use, from the changed catalogue.
    feed.update(products[0].id, null);
    expect(warmed.view('production_products')).not.toBe(views[warmed.names().indexOf('production_products')]);
    expect(warmed.mainImages()).toHaveLength(products.length - 1);
  });
});
