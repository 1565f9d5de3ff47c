/**
 * The storefront's search doors against the embedded backend, called as Next calls them:
 * POST /api/search (allow-list, caps, status codes — issues 17 item 4 and 18 item 5),
 * GET /api/search/trade-prices (trade users only) and POST /api/search/visual (the spec §7 trade
 * price for trade users only). Accounts sign in for real; the cookie jar stands in for the browser's.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { DEMO_PASSWORD } from '../../backend/seed';
import { startBackend, type RunningBackend } from '../helpers/backend';

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.get(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
  headers: async () => new Headers(),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T,>(fn: T) => fn }));

let backend: RunningBackend;
let search: typeof import('@/app/api/search/route').POST;
let tradePrices: typeof import('@/app/api/search/trade-prices/route').GET;
let visual: typeof import('@/app/api/search/visual/route').POST;

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 60 });
  process.env.SPREE_API_URL = backend.url;
  const { serviceConfig } = await import('@/lib/config');
  (serviceConfig.algolia as { host: string }).host = backend.url;
  (serviceConfig.spree as { url: string }).url = backend.url;
  search = (await import('@/app/api/search/route')).POST;
  tradePrices = (await import('@/app/api/search/trade-prices/route')).GET;
  visual = (await import('@/app/api/search/visual/route')).POST;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function signInAs(email: string | null) {
  jar.clear();
  if (!email) return;
  const { signIn } = await import('@/lib/sign-in/actions');
  expect(await signIn({ email, password: DEMO_PASSWORD })).toEqual({ ok: true });
}

type Result = { hits: Record<string, unknown>[]; nbHits: number; facets?: Record<string, Record<string, number>>; facetHits?: { value: string }[] };

async function post(body: unknown, raw?: string) {
  const res = await search(new Request('http://shop.test/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) }));
  return { status: res.status, body: (await res.json()) as { results: Result[]; message?: string; status?: number } };
}

const one = (params: Record<string, unknown>, indexName = 'production_products') => ({ requests: [{ indexName, params }] });

/** The queries react-instantsearch sends for a filtered product listing (algoliasearch-helper's shapes). */
const LISTING = {
  requests: [
    {
      indexName: 'production_products_price_asc_it',
      params: {
        query: '', page: 0, hitsPerPage: 60, maxValuesPerFacet: 60, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__',
        filters: 'taxon_permalinks:"lighting"', attributesToHighlight: [],
        attributesToRetrieve: ['title', 'categories', 'artisan_name', 'artisan_slug', 'customizable', 'sku', 'url', 'main_image', 'alternative_images', 'price_EUR', 'full_price_EUR', 'shipping_cost_EUR', 'lead_time', 'shipping_message', 'can_supply', 'vendor_program_level', 'variant_id', 'excluded_countries', 'b2b_only', 'b2c_only'],
        facets: ['artisan_name', 'categories.lvl0', 'colors', 'customizable', 'depth_cm', 'designer', 'editors_pick', 'free_shipping_EUR', 'has_ar', 'height_cm', 'lead_time', 'materials', 'price_EUR', 'suitable_for_contract', 'width_cm'],
        facetFilters: [['customizable:true', 'customizable:false'], ['editors_pick:-true']],
        numericFilters: ['price_EUR>=100', 'price_EUR<=900000', 'lead_time<=99', 'width_cm:1 TO 4000'],
      },
    },
    {
      indexName: 'production_products_price_asc_it',
      params: {
        analytics: false, clickAnalytics: false, facets: 'materials', hitsPerPage: 0, page: 0, maxValuesPerFacet: 60, query: '',
        filters: 'taxon_permalinks:"lighting"', attributesToHighlight: [], numericFilters: ['price_EUR>=100'], facetFilters: [['editors_pick:-true']],
      },
    },
    { indexName: 'production_products_price_asc_it', params: { analytics: false, clickAnalytics: false, facets: ['categories.lvl0'], hitsPerPage: 0, page: 0, facetFilters: ['categories.lvl0:Illuminazione'] } },
  ],
};

describe('POST /api/search: what the listings send passes', () => {
  it('answers a filtered listing, its disjunctive facet queries and the artisans list', async () => {
    const res = await post(LISTING);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(3);
    expect(res.body.results[0].nbHits).toBeGreaterThan(0);
    expect(res.body.results[0].hits.every((h) => (h.price_EUR as number) >= 100)).toBe(true);
    expect(res.body.results[0].facets?.editors_pick).toEqual({ false: res.body.results[0].nbHits });
    expect(res.body.results[1].facets).toHaveProperty('materials');
    const artisans = await post({ requests: [{ indexName: 'production_artisans_most_recent_de', params: { hitsPerPage: 24, page: 0, query: '', attributesToHighlight: [], facets: ['categories', 'city', 'materials'], maxValuesPerFacet: 60, facetFilters: [['city:Firenze', 'city:Milano']] } }] });
    expect(artisans.status).toBe(200);
  });

  it('answers a facet-value search on the artisans facet, the way the helper sends it', async () => {
    const res = await post({ requests: [{ indexName: 'production_products', type: 'facet', facet: 'artisan_name', params: { facetQuery: 'bot', maxFacetHits: 10, hitsPerPage: 60, query: '', facets: ['artisan_name'] } }] });
    expect(res.status).toBe(200);
    expect(res.body.results[0].facetHits!.length).toBeGreaterThan(0);
  });

  it('answers flat parameters (algoliasearch v5) and a url-encoded params string alike', async () => {
    const flat = await post({ requests: [{ indexName: 'production_products', query: 'sofa', hitsPerPage: 3 }] });
    const encoded = await post({ requests: [{ indexName: 'production_products', params: 'query=sofa&hitsPerPage=3&facets=%5B%22materials%22%5D' }] });
    expect(flat.status).toBe(200);
    expect(encoded.status).toBe(200);
    expect(encoded.body.results[0].hits.map((h) => h.objectID)).toEqual(flat.body.results[0].hits.map((h) => h.objectID));
  });

  it('forwards the filter it rebuilt, not the caller’s text', async () => {
    const res = await post(one({ filters: "  (artisan_slug:'x' OR NOT editors_pick:true)   AND lead_time<1 ", hitsPerPage: 1 }));
    expect(res.status).toBe(200);
    expect((res.body.results[0] as unknown as { params: string }).params).toContain(encodeURIComponent('(artisan_slug:"x" OR NOT editors_pick:"true") AND lead_time < 1'));
  });
});

describe('POST /api/search: the trade-price oracle answers nothing useful', () => {
  const id = '13';
  const oracles: [string, (x: number) => unknown][] = [
    ['filters', (x) => one({ hitsPerPage: 1, filters: `objectID:${id} AND trade_price_USD > ${x}` })],
    ['filters with a range', (x) => one({ hitsPerPage: 1, filters: `objectID:${id} AND trade_price_EUR:${x} TO 999999` })],
    ['numericFilters', (x) => one({ hitsPerPage: 1, filters: `objectID:${id}`, numericFilters: [`trade_price_USD>${x}`] })],
    ['facetFilters', (x) => one({ hitsPerPage: 1, facetFilters: [`objectID:${id}`, `trade_price_USD:${x}`] })],
    ['facets', () => one({ hitsPerPage: 1, filters: `objectID:${id}`, facets: ['trade_price_USD'] })],
    ['facets *', () => one({ hitsPerPage: 1, facets: ['*'] })],
    ['a sort replica by trade price', () => one({ hitsPerPage: 1 }, 'production_products_trade_price_asc')],
    ['the trade-price index', (x) => one({ hitsPerPage: 1, filters: `trade_price_USD > ${x}` }, 'production_trade_prices')],
    ['facet search', () => ({ requests: [{ indexName: 'production_products', type: 'facet', facet: 'trade_price_USD', params: { facetQuery: '9' } }] })],
    ['attributesToRetrieve', () => one({ hitsPerPage: 1, attributesToRetrieve: ['trade_price_USD'] })],
    ['attributesToRetrieve *', () => one({ hitsPerPage: 1, attributesToRetrieve: ['*'] })],
    ['attributesToHighlight', () => one({ hitsPerPage: 1, attributesToHighlight: ['trade_price_USD'] })],
    ['optionalFilters', (x) => one({ hitsPerPage: 1, optionalFilters: [`trade_price_USD:${x}`] })],
    ['getRankingInfo', () => one({ hitsPerPage: 1, getRankingInfo: true })],
    ['ranking', () => one({ hitsPerPage: 1, ranking: ['asc(trade_price_USD)'] })],
    ['customRanking', () => one({ hitsPerPage: 1, customRanking: ['asc(trade_price_USD)'] })],
    ['restrictSearchableAttributes', () => one({ hitsPerPage: 1, restrictSearchableAttributes: ['trade_price_USD'] })],
    ['an unknown attribute', () => one({ hitsPerPage: 1, filters: 'secret_margin > 3' })],
  ];

  it.each(oracles)('refuses %s with a 400, whatever the threshold', async (_name, build) => {
    for (const x of [968, 969]) {
      const res = await post(build(x));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message: expect.any(String) });
      expect(res.body.results).toBeUndefined();
    }
  });

  it('never returns a trade price for the cards’ own queries', async () => {
    const res = await post(LISTING);
    expect(JSON.stringify(res.body)).not.toMatch(/trade_price/);
  });
});

describe('POST /api/search: bounds (issue 18 item 5)', () => {
  it('refuses more than 20 queries, more than 60 hits a page, more than 120 hits a request, pages past the 1,000th hit', async () => {
    const q = (hitsPerPage: number, page = 0) => ({ indexName: 'production_products', params: { hitsPerPage, page } });
    expect((await post({ requests: Array.from({ length: 20 }, () => q(0)) })).status).toBe(200);
    expect((await post({ requests: Array.from({ length: 21 }, () => q(0)) })).status).toBe(400);
    expect((await post({ requests: Array.from({ length: 12 }, () => q(1000)) })).status).toBe(400);
    expect((await post({ requests: [q(61)] })).status).toBe(400);
    expect((await post({ requests: [q(60), q(60)] })).status).toBe(200);
    expect((await post({ requests: [q(60), q(60), q(20)] })).status).toBe(400);
    expect((await post({ requests: [{ indexName: 'production_products', params: {} }, { indexName: 'production_products', params: {} }, { indexName: 'production_products', params: {} }] })).status).toBe(200);
    expect((await post({ requests: [q(60, 16)] })).status).toBe(200);
    expect((await post({ requests: [q(60, 17)] })).status).toBe(400);
    expect((await post({ requests: [] })).status).toBe(400);
  });

  it('refuses a body over 64 KB with a 413, without reading on', async () => {
    const big = one({ query: 'x'.repeat(70_000) });
    expect((await post(big)).status).toBe(413);
  });

  it('answers 400, never 500 or 503, for malformed input: JSON, types, lone surrogates, deep nesting', async () => {
    for (const raw of [
      '{oops',
      '',
      '[]',
      '{"requests":[{"indexName":"production_products","params":{"query":"lamp \\ud800"}}]}',
      '{"requests":[{"indexName":"production_products","params":{"query":"\\udfff"}}]}',
      '{"requests":[{"indexName":"production_products","params":{"facetFilters":[["colors:\\ud83d"]]}}]}',
      '{"requests":[{"indexName":"production_products","params":{"\\ud800":"x"}}]}',
      '{"requests":[{"indexName":"production_products","params":{"hitsPerPage":"many"}}]}',
      '{"requests":[{"indexName":"production_products","params":{"filters":"a:1 OR (b:2 AND c:3)"}}]}',
      '{"requests":[{"indexName":"production_products","params":{"filters":"(colors:Blue"}}]}',
      `{"requests":[${'['.repeat(40)}${']'.repeat(40)}]}`,
      '{"requests":[{"indexName":"production_products"}],"strategy":"none","extra":1}',
    ]) {
      const res = await post(null, raw);
      expect([raw.slice(0, 60), res.status]).toEqual([raw.slice(0, 60), 400]);
    }
    // A whole emoji (a valid surrogate pair) is fine.
    expect((await post(one({ query: 'lamp 😀' }))).status).toBe(200);
  });

  it('answers 503 only when the search service does not answer', async () => {
    const { serviceConfig } = await import('@/lib/config');
    const config = serviceConfig.algolia as { host: string };
    const host = config.host;
    config.host = 'http://127.0.0.1:9';
    try {
      const res = await post(one({ hitsPerPage: 1 }));
      expect(res.status).toBe(503);
      expect((await post(one({ hitsPerPage: 1, getRankingInfo: true }))).status).toBe(400);
    } finally {
      config.host = host;
    }
  });
});

describe('GET /api/search/trade-prices', () => {
  const ask = (ids: string[], currency = 'USD') => tradePrices(new NextRequest(`http://shop.test/api/search/trade-prices?ids=${ids.join(',')}&currency=${currency}`));

  async function commerceTradePrice(id: string, currency: string): Promise<number> {
    const res = await fetch(`${backend.url}/api/v2/storefront/products/${id}?currency=${currency}`, { headers: { authorization: `Bearer ${jar.get('auth_token')}` } });
    const { data } = (await res.json()) as { data: { attributes: Record<string, unknown> } };
    return Number(data.attributes.trade_price);
  }

  it('gives a trade user the catalogue’s trade prices', async () => {
    await signInAs('trade@casamaestri.test');
    const res = await ask(['3', '12', '40', 'nope'], 'EUR');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { prices } = (await res.json()) as { prices: Record<string, number> };
    expect(Object.keys(prices).sort()).toEqual(['12', '3', '40']);
    for (const id of ['3', '12', '40']) expect(prices[id]).toBe(await commerceTradePrice(id, 'EUR'));
  });

  it('gives a pending trade applicant trade prices at once (spec §4)', async () => {
    await signInAs('pending-trade@casamaestri.test');
    const { prices } = (await (await ask(['3'])).json()) as { prices: Record<string, number> };
    expect(prices['3']).toBe(await commerceTradePrice('3', 'USD'));
  });

  it('gives a consumer and a guest nothing', async () => {
    for (const who of ['consumer@casamaestri.test', null]) {
      await signInAs(who);
      const res = await ask(['3', '12']);
      expect(res.status).toBe(403);
      expect(JSON.stringify(await res.json())).not.toMatch(/\d{2,}/);
    }
  });
});

describe('POST /api/search/visual', () => {
  async function upload() {
    const png = await sharp({ create: { width: 120, height: 160, channels: 3, background: { r: 38, g: 88, b: 168 } } }).png().toBuffer();
    const form = new FormData();
    form.set('image', new File([new Uint8Array(png)], 'lamp.png', { type: 'image/png' }));
    form.set('language', 'it');
    const res = await visual(new Request('http://shop.test/api/search/visual', { method: 'POST', body: form }));
    return { status: res.status, body: (await res.json()) as { hits: Record<string, number | string>[] } };
  }

  it('gives a trade user the trade price 15 % below the price, in every currency (spec §7)', async () => {
    await signInAs('trade@casamaestri.test');
    const { status, body } = await upload();
    expect(status).toBe(200);
    expect(body.hits.length).toBeGreaterThan(0);
    for (const hit of body.hits) {
      for (const currency of ['USD', 'EUR', 'GBP']) {
        expect(hit[`trade_price_${currency}`]).toBe(Math.round((hit[`price_${currency}`] as number) * 0.85));
      }
    }
  });

  it('gives guests and consumers no trade price', async () => {
    for (const who of [null, 'consumer@casamaestri.test']) {
      await signInAs(who);
      const { status, body } = await upload();
      expect(status).toBe(200);
      expect(body.hits.length).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toMatch(/trade_price/);
    }
  });
});
