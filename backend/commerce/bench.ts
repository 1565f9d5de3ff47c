/**
 * Benchmark of the commerce service: seeds a fresh database at each size (timing the seed), serves
 * it on a free loopback port and measures sequential request latency through HTTP.
 *   npx tsx backend/commerce/bench.ts [--sizes 1500,50000] [--iterations 400]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { openCommerce } from './index';

const { values } = parseArgs({ options: { sizes: { type: 'string' }, iterations: { type: 'string' } } });
const args = z.object({
  sizes: z.string().default('1500,50000').transform((s) => s.split(',').map((n) => z.coerce.number().int().min(1).max(50_000).parse(n))),
  iterations: z.coerce.number().int().min(10).default(400),
}).parse({ sizes: values.sizes, iterations: values.iterations });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(name: string, iterations: number, run: (i: number) => Promise<Response>) {
  for (let i = 0; i < 20; i++) await (await run(i)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const res = await run(i);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

async function benchSize(products: number, iterations: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `commerce-bench-${products}-`));
  let publicUrl = 'http://127.0.0.1';
  const seedStart = performance.now();
  const commerce = openCommerce({ dataDir, publicUrl, seedProducts: products });
  const seedMs = performance.now() - seedStart;
  const server = serve({ fetch: commerce.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = `${publicUrl}/api/v2/storefront`;

  const { db } = commerce.context;
  const variants = (db.prepare(`SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
    WHERE v.backorderable = 1 AND p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0`).all() as { id: number }[]).map((r) => r.id);
  const taxons = (db.prepare('SELECT id FROM taxons WHERE depth < 2').all() as { id: number }[]).map((r) => r.id);
  const pick = <T>(items: T[], i: number) => items[(i * 7919) % items.length];

  const newCart = async () => {
    const res = await fetch(`${api}/cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currency: 'EUR' }) });
    return ((await res.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
  };
  // Carts of a realistic size: a new cart every 5 items.
  const carts: string[] = [];
  for (let i = 0; i < Math.ceil((iterations + 20) / 5); i++) carts.push(await newCart());

  const results = [
    await measure('product show', iterations, (i) =>
      fetch(`${api}/products/${1 + ((i * 7919) % products)}?include=images,product_properties,artisan&currency=EUR&locale=it&country=IT`)),
    await measure('product list (taxon + price filters, sort, include)', iterations, (i) =>
      fetch(`${api}/products?filter[taxons]=${pick(taxons, i)}&filter[price]=500,8000&sort=-price&per_page=24&page=${1 + (i % 3)}&currency=EUR&include=images`)),
    await measure('add_item', iterations, (i) =>
      fetch(`${api}/cart/add_item`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-spree-order-token': carts[Math.floor(i / 5)] },
        body: JSON.stringify({ variant_id: String(pick(variants, i)), quantity: 1 }),
      })),
    await measure('cart show', iterations, (i) =>
      fetch(`${api}/cart?include=line_items,variants`, { headers: { 'x-spree-order-token': carts[i % carts.length] } })),
  ];

  await new Promise<void>((resolve) => server.close(() => resolve()));
  commerce.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { products, seedMs, results };
}

async function main() {
  for (const size of args.sizes) {
    const { products, seedMs, results } = await benchSize(size, args.iterations);
    console.log(`\n${products.toLocaleString('en-US')} products — seed ${(seedMs / 1000).toFixed(1)} s, ${args.iterations} sequential requests each`);
    console.log('endpoint'.padEnd(54), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8));
    for (const r of results) console.log(r.name.padEnd(54), r.p50.toFixed(2).padStart(8), r.p95.toFixed(2).padStart(8), r.p99.toFixed(2).padStart(8));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
