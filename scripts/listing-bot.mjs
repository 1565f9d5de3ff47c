#!/usr/bin/env node
/**
 * A bot walking listing states against a running storefront (ADR 0018's measurement): how many
 * cached pages it makes the server create, and their weight on disk.
 *
 *   node scripts/listing-bot.mjs --base http://localhost:3550 [--states 10000] [--repeat 1]
 *        [--concurrency 4] [--words] [--pid <next-server pid>]
 *
 * --states   how many distinct states it asks for (random queries, some with a random filter or sort)
 * --repeat   how often it asks for each (a bot that repeats itself to get past "seen once")
 * --words    queries of real words from the catalogue (states with results) instead of random letters
 * --pid      the server's process, for its resident memory before and after
 *
 * Entries are counted in the server's ISR cache on disk (`.next/server/…/filtered/s.*`) and in its data
 * cache (`.next/cache/fetch-cache`, the searches), before and after.
 */
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const base = option('base', 'http://localhost:3550');
const states = Number(option('states', 10_000));
const repeat = Number(option('repeat', 1));
const concurrency = Number(option('concurrency', 4));
const words = args.includes('--words');
const pid = option('pid', null);
const root = path.resolve(import.meta.dirname, '..', '.next');

let seed = 35;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = (list) => list[Math.floor(random() * list.length)];
const letters = 'abcdefghijklmnopqrstuvwxyz';
const WORDS = ['sofa', 'table', 'chair', 'lamp', 'walnut', 'oak', 'marble', 'glass', 'murano', 'velvet', 'linen', 'brass', 'bench', 'mirror', 'desk', 'bed', 'shelf', 'vase', 'rug', 'stool'];

function stateUrl(i) {
  const query = words ? `${pick(WORDS)} ${pick(WORDS)}` : Array.from({ length: 4 + Math.floor(random() * 8) }, () => pick(letters)).join('');
  const params = new URLSearchParams({ query });
  if (i % 3 === 1) params.set('sort', pick(['price_asc', 'price_desc', 'new_arrivals']));
  if (i % 5 === 2) params.set('shipping', pick(['ready', '4w', '8w']));
  return `/search?${params}`;
}

/** Cached state pages on disk: count and bytes. */
function cacheOnDisk() {
  let entries = 0;
  let bytes = 0;
  const walk = (dir, inState) => {
    let list;
    try {
      list = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of list) {
      const full = path.join(dir, entry.name);
      const state = inState || entry.name.startsWith('s.');
      if (entry.isDirectory()) walk(full, state);
      else if (state) {
        bytes += fs.statSync(full).size;
        if (entry.name.endsWith('.html')) entries += 1;
      }
    }
  };
  walk(root, false);
  return { entries, bytes };
}

/** Entries of Next's data cache on disk (the searches): count and bytes. */
function dataCache() {
  const dir = path.join(root, 'cache', 'fetch-cache');
  let files = [];
  try {
    files = fs.readdirSync(dir).filter((name) => !name.startsWith('.'));
  } catch {
    // none yet
  }
  return { entries: files.length, bytes: files.reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0) };
}

const rss = () => {
  if (!pid) return null;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
};

const before = { disk: cacheOnDisk(), data: dataCache(), rss: rss() };
const statuses = {};
const cacheHeaders = {};
const urls = Array.from({ length: states }, (_, i) => stateUrl(i)).flatMap((url) => Array(repeat).fill(url));
let next = 0;
const started = Date.now();
const durations = [];
async function worker() {
  while (next < urls.length) {
    const url = urls[next++];
    const t = performance.now();
    const response = await fetch(base + url, { redirect: 'manual' });
    await response.arrayBuffer();
    durations.push(performance.now() - t);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    const cache = response.headers.get('x-nextjs-cache') ?? 'none';
    cacheHeaders[cache] = (cacheHeaders[cache] ?? 0) + 1;
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const after = { disk: cacheOnDisk(), data: dataCache(), rss: rss() };
durations.sort((a, b) => a - b);
const q = (p) => Math.round(durations[Math.min(durations.length - 1, Math.floor(p * durations.length))]);
console.log(
  JSON.stringify(
    {
      requests: urls.length,
      distinctStates: states,
      repeat,
      words,
      seconds: Math.round((Date.now() - started) / 1000),
      statuses,
      cacheHeaders,
      latencyMs: { p50: q(0.5), p99: q(0.99) },
      cachedStatePages: { before: before.disk.entries, after: after.disk.entries, created: after.disk.entries - before.disk.entries },
      cacheBytesOnDisk: { before: before.disk.bytes, after: after.disk.bytes },
      dataCacheEntries: { before: before.data.entries, after: after.data.entries, bytesAfter: after.data.bytes },
      serverRssMB: pid ? { before: Math.round(before.rss / 1e6), after: Math.round(after.rss / 1e6) } : undefined,
    },
    null,
    2,
  ),
);
