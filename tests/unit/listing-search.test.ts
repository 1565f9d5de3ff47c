import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchArtisanListing, searchProductListing } from '@/lib/search/listing';
import type { MultiQuery } from '@/lib/search/forward';

const query = { language: 'en' as const, currency: 'USD' as const, baseFilters: 'taxon_permalinks:"decor"', showCategories: false, route: {}, page: 1 };

/** An answer as the search service gives it, one result per request. */
function answer(requests: MultiQuery['requests'], nbHits = 130) {
  return {
    results: requests.map((request, i) => ({
      index: request.indexName,
      hits: i === 0 ? [{ objectID: '1', title: 'Lido vase', price_USD: 120, variant_id: '11' }] : [],
      nbHits,
      page: 0,
      nbPages: Math.ceil(nbHits / 60),
      hitsPerPage: 60,
      facets: { materials: { Glass: 12, Oak: 3 }, free_shipping_USD: { true: 4, false: 126 }, price_USD: { '20': 1, '900': 1 } },
      facets_stats: { price_USD: { min: 20, max: 900 } },
      query: '',
      params: '',
      processingTimeMS: 1,
      exhaustiveNbHits: true,
    })),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('a listing whose search fails never hangs: it answers "unavailable"', () => {
  it('when the search service refuses the request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = async () => {
      throw new Error('search service answered 400');
    };
    expect(await searchProductListing(query, refused)).toEqual({ status: 'unavailable' });
    expect(await searchArtisanListing({ language: 'it', route: {}, page: 1 }, refused)).toEqual({ status: 'unavailable' });
  });

  it('when the search service never answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const silent = () => new Promise<never>(() => {});
    expect(await searchProductListing(query, silent, 50)).toEqual({ status: 'unavailable' });
    expect(await searchArtisanListing({ language: 'en', route: {}, page: 1 }, silent, 50)).toEqual({ status: 'unavailable' });
  });
});

describe('one multi-query per state', () => {
  it('asks for the page of 60, the card attributes only, and the counts of every filter', async () => {
    const sent: MultiQuery[] = [];
    const search = async (q: MultiQuery) => {
      sent.push(q);
      return answer(q.requests);
    };
    const result = await searchProductListing({ ...query, route: { material: 'Glass', free_shipping: '1', sort: 'price_asc', shipping: 'ready', price: '50:' }, page: 2 }, search);
    expect(sent).toHaveLength(1);
    const [main, ...facets] = sent[0].requests;
    expect(main.indexName).toBe('production_products_price_asc');
    const params = JSON.stringify(main);
    expect(params).toContain('taxon_permalinks:\\"decor\\"');
    expect(params).toMatch(/"hitsPerPage":60/);
    expect(params).toMatch(/"page":1/);
    expect(params).toContain('lead_time=0');
    expect(params).not.toContain('trade_price');
    // One more request per refined disjunctive filter, for its counts.
    expect(facets.length).toBeGreaterThanOrEqual(2);
    expect(result).toMatchObject({ status: 'ok', nbHits: 130, nbPages: 3 });
    if (result.status !== 'ok') return;
    expect(result.lists.materials.map((item) => [item.label, item.refined])).toEqual([
      ['Glass', true],
      ['Oak', false],
    ]);
    expect(result.ranges.price_USD).toEqual({ min: 20, max: 900 });
    expect(result.toggles.free_shipping_USD).toBe(4);
  });
});
