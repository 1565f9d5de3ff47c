/**
 * Content service speed: GROQ server time (p50/p95) for the menu and a magazine post, evaluated the
 * way the HTTP handler does, over the dataset built from a seeded catalogue.
 *
 *   npx tsx backend/content/bench.ts [products=1500] [runs=200]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openCommerce } from '../commerce';
import { ContentStore } from './store';
import { runQuery } from './groq';
import { MENU_QUERY, POST_QUERY } from './dataset/queries';

const products = Number(process.argv[2] ?? 1500);
const runs = Number(process.argv[3] ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-bench-'));

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function time(label: string, query: string, params: Record<string, unknown>, docs: ReturnType<ContentStore['view']>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await runQuery(query, params, docs);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(22)} p50 ${percentile(samples, 0.5).toFixed(2)} ms   p95 ${percentile(samples, 0.95).toFixed(2)} ms   (${runs} runs)`);
}

async function main() {
  try {
    const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:4000', seedProducts: products });
    const built = performance.now();
    const store = ContentStore.open({ dataDir, dataset: 'production', feed: commerce.feed, publicUrl: 'http://127.0.0.1:4000', projectId: 'casamaestri' });
    const docs = store.view('published');
    console.log(`dataset: ${store.documents.length} documents from ${products} products, built in ${(performance.now() - built).toFixed(0)} ms`);
    const post = docs.find((d) => d._type === 'magazine') as unknown as { postType: string; slug: { en: { current: string } } };
    await time('menu (consumer-menu)', MENU_QUERY, { menuId: 'consumer-menu', lang: 'it' }, docs);
    await time('magazine post', POST_QUERY, { postType: post.postType, slug: post.slug.en.current, lang: 'en' }, docs);
    commerce.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
