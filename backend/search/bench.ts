/**
 * Search benchmark: p50/p95 server time of 20 typical storefront queries (with facets, page size 60)
 * at the default catalogue size and at 50,000 products.
 *   npx tsx backend/search/bench.ts [sizes…]      e.g. npx tsx backend/search/bench.ts 1500 50000
 *   npx tsx backend/search/bench.ts --storefront 50000   each request shaped as the shop's listings send
 *                                                        it (lib/search/listing.ts): a card's attributes, no highlighting
 * Besides the warm figures, the first answer to each query (nothing of it kept yet) is reported apart.
 * "Server time" is the whole request inside the service — routing, auth, parsing, search, JSON — measured
 * around the Hono app's fetch handler in-process, so no network or client time is counted.
 * "CPU" is the process's CPU time over the same span (process.cpuUsage): on a machine busy with other
 * work, wall time counts the waits for a core too, CPU time much less so — it is the figure to compare
 * runs made under different loads by.
 */
import { createSearchService } from './index';
import { fixtureFeed, generateCatalogue } from './fixture';

const HEADERS = { 'x-algolia-application-id': 'casamaestri', 'x-algolia-api-key': 'embedded-search-key', 'content-type': 'text/plain' };
const LISTING_FACETS = ['categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'artisan_name', 'designer', 'materials', 'colors', 'price_USD', 'lead_time', 'customizable', 'has_ar', 'free_shipping_USD', 'suitable_for_contract', 'editors_pick'];
const storefrontShaped = process.argv.includes('--storefront');
/** The attributes a product card reads (lib/catalogue/lite-product.ts liteProductAttributes('USD'); the backend does not import the storefront). */
const CARD_ATTRIBUTES = [
  'title', 'categories', 'artisan_name', 'artisan_slug', 'customizable', 'sku', 'url', 'main_image', 'alternative_images',
  'price_USD', 'full_price_USD', 'shipping_cost_USD', 'lead_time', 'shipping_message', 'can_supply',
  'vendor_program_level', 'variant_id', 'excluded_countries', 'b2b_only', 'b2c_only',
];
const common = storefrontShaped
  ? { hitsPerPage: 60, facets: LISTING_FACETS, attributesToRetrieve: CARD_ATTRIBUTES, attributesToHighlight: [], maxValuesPerFacet: 60 }
  : { hitsPerPage: 60, facets: LISTING_FACETS, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__', maxValuesPerFacet: 20 };

/** 20 typical requests: search box queries, category listings, refinements, sorts, a typo, Italian. */
const QUERIES: { name: string; index: string; params: Record<string, unknown> }[] = [
  { name: 'home listing, no query', index: 'production_products', params: {} },
  { name: '"lamp"', index: 'production_products', params: { query: 'lamp' } },
  { name: '"velvet armchair"', index: 'production_products', params: { query: 'velvet armchair' } },
  { name: '"murano glass"', index: 'production_products', params: { query: 'murano glass' } },
  { name: '"marble coffee table"', index: 'production_products', params: { query: 'marble coffee table' } },
  { name: '"chandleier" (typo)', index: 'production_products', params: { query: 'chandleier' } },
  { name: '"tavolo" (it)', index: 'production_products_it', params: { query: 'tavolo' } },
  { name: '"l" (one letter)', index: 'production_products', params: { query: 'l' } },
  { name: '"wal" (typing)', index: 'production_products', params: { query: 'wal' } },
  { name: 'category lvl0 listing', index: 'production_products', params: { facetFilters: [['categories.lvl0:Lighting']] } },
  { name: 'category lvl2 listing', index: 'production_products', params: { filters: 'taxon_permalinks:furniture/seating/armchairs' } },
  { name: 'listing + material OR + colour', index: 'production_products', params: { facetFilters: [['materials:walnut', 'materials:oak'], ['colors:Brown']] } },
  { name: 'price range + ready to ship', index: 'production_products', params: { numericFilters: ['price_USD>=500', 'price_USD<=3000', 'lead_time=0'] } },
  { name: 'price asc replica, listing', index: 'production_products_price_asc', params: { facetFilters: [['categories.lvl0:Furniture']] } },
  { name: 'price desc replica, "sofa"', index: 'production_products_price_desc', params: { query: 'sofa' } },
  { name: 'new arrivals, no query', index: 'production_products_new_arrivals', params: {} },
  { name: 'fast shipping, "vase"', index: 'production_products_fast_shipping', params: { query: 'vase' } },
  { name: 'flags: AR, contract, free shipping', index: 'production_products', params: { filters: 'has_ar:true AND suitable_for_contract:true AND free_shipping_USD:true' } },
  { name: '"brass" page 3', index: 'production_products', params: { query: 'brass', page: 2 } },
  { name: '"lampada" (it) + NOT b2b', index: 'production_products_it', params: { query: 'lampada', filters: 'NOT b2b_only:true' } },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function benchSize(size: number, rounds: number): Promise<void> {
  const t0 = performance.now();
  const feed = fixtureFeed(generateCatalogue(size));
  const service = createSearchService(feed, { publicUrl: 'http://127.0.0.1:4102', dataDir: '/tmp' });
  const request = (index: string, params: Record<string, unknown>) =>
    service.app.request('/1/indexes/*/queries', {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ requests: [{ indexName: index, ...common, ...params }] }),
    });
  // First touch of each index builds its corpus and replica order: timed apart from the queries.
  const tb = performance.now();
  for (const index of new Set(QUERIES.map((q) => q.index))) await (await request(index, { hitsPerPage: 0 })).text();
  const build = performance.now() - tb;

  const all: number[] = [];
  const cpu: number[] = [];
  const perQuery: { name: string; p50: number; p95: number; cpu95: number; nbHits: number }[] = [];
  // The first answer to each query: nothing of it kept yet (word expansions, a listing's facet counts).
  const cold: number[] = [];
  for (const q of QUERIES) {
    const start = performance.now();
    const res = await request(q.index, q.params);
    cold.push(performance.now() - start);
    await res.text();
  }
  cold.sort((a, b) => a - b);
  for (let r = 0; r < 3; r++) for (const q of QUERIES) await (await request(q.index, q.params)).text(); // warm-up
  for (const q of QUERIES) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let nbHits = 0;
    for (let r = 0; r < rounds; r++) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      const res = await request(q.index, q.params);
      times.push(performance.now() - start); // the answer is complete here; reading it is the client's time
      const used = process.cpuUsage(cpuStart);
      cpuTimes.push((used.user + used.system) / 1000);
      const body = (await res.json()) as { results: { nbHits: number }[] };
      nbHits = body.results[0].nbHits;
    }
    all.push(...times);
    cpu.push(...cpuTimes);
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    perQuery.push({ name: q.name, p50: percentile(times, 50), p95: percentile(times, 95), cpu95: percentile(cpuTimes, 95), nbHits });
  }
  all.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  service.close?.();
  console.log(`\n${size.toLocaleString('en')} products${storefrontShaped ? ' (requests shaped as the storefront sends them)' : ''} — catalogue generated in ${((tb - t0) / 1000).toFixed(1)} s, indexes built in ${(build / 1000).toFixed(2)} s`);
  console.log('query'.padEnd(40), 'nbHits'.padStart(7), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'CPU p95'.padStart(8));
  for (const r of perQuery) {
    console.log(r.name.padEnd(40), String(r.nbHits).padStart(7), r.p50.toFixed(2).padStart(8), r.p95.toFixed(2).padStart(8), r.cpu95.toFixed(2).padStart(8));
  }
  console.log(`first answers (${QUERIES.length} queries once, nothing kept): p50 ${percentile(cold, 50).toFixed(2)} ms, p95 ${percentile(cold, 95).toFixed(2)} ms, max ${cold[cold.length - 1].toFixed(2)} ms`);
  console.log(`ALL ${QUERIES.length} queries × ${rounds}: p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${percentile(all, 95).toFixed(2)} ms, p99 ${percentile(all, 99).toFixed(2)} ms, max ${all[all.length - 1].toFixed(2)} ms`);
  console.log(`ALL, CPU time: p50 ${percentile(cpu, 50).toFixed(2)} ms, p95 ${percentile(cpu, 95).toFixed(2)} ms, p99 ${percentile(cpu, 99).toFixed(2)} ms`);
}

async function main(): Promise<void> {
  const sizes = process.argv.slice(2).filter((a) => !a.startsWith('--')).map(Number).filter((n) => n > 0);
  for (const size of sizes.length ? sizes : [1500, 50_000]) await benchSize(size, 20);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
