/**
 * Prints the size of the content dataset built over a freshly seeded commerce catalogue:
 *   npx tsx backend/content/dataset/stats.ts [products]
 * (documents per type, drafts, bytes of JSON and build time). Uses a temporary data folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openCommerce } from '../../commerce';
import { buildContentDataset } from './index';

const products = Number(process.argv[2] ?? 1500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-stats-'));
const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:4000', seedProducts: products });
try {
  const started = performance.now();
  const docs = buildContentDataset(commerce.feed, { publicUrl: 'http://127.0.0.1:4000' });
  const ms = performance.now() - started;
  const perType = new Map<string, number>();
  for (const d of docs) perType.set(d._type, (perType.get(d._type) ?? 0) + 1);
  console.log(`catalogue: ${commerce.feed.listProducts().length} products, ${commerce.feed.listArtisans().length} artisans, ${commerce.feed.listTaxons().length} taxons`);
  console.log(`documents: ${docs.length} (${docs.filter((d) => d._id.startsWith('drafts.')).length} drafts), ${Buffer.byteLength(JSON.stringify(docs))} bytes of JSON, built in ${ms.toFixed(1)} ms`);
  for (const [type, count] of [...perType].sort()) console.log(`  ${type}: ${count}`);
} finally {
  commerce.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
