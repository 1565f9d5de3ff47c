/**
 * What a page's first-load JS is made of: the scripts its HTML names (the bench's first-load column,
 * the same rule: every `<script src>` but the `noModule` polyfills), each chunk's gzip bytes, and the
 * biggest modules inside each chunk with their gzip bytes alone (a module compresses a little worse
 * alone than inside its chunk, so the parts add up to a little more than the chunk).
 *
 *   npm start                                                     # or any running storefront
 *   node scripts/first-load-report.mjs --url http://localhost:3000 --routes /,/magazine --top 8
 *   node scripts/first-load-report.mjs --floor http://localhost:3002 # mark the chunks another page (of the same build) loads too
 *   npx next analyze -o --snapshot first-load                     # a compile without a build (minutes)
 *   node scripts/first-load-report.mjs --names '/[storefront],/[storefront]/magazine'   # by source file
 *
 * Production chunks carry module ids, not file names: a module is shown with a few of its string
 * literals (component names, message namespaces and CSS class prefixes usually say which it is).
 * `--names` lists, for app routes, the source files (the shop's by path, packages by name) of the
 * browser chunks a render of the route can need at once, from a saved analyzer snapshot (its own
 * compile: its chunk names are not the build's). `--json` prints the whole table as JSON.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunkModules } from './lib/chunk-modules.mjs';
import { firstLoadScripts } from './lib/first-load-scripts.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
};
const base = option('url', 'http://localhost:3000');
const routes = option('routes', '/,/products/lido-coffee-table-in-amber-murano-glass,/magazine').split(',');
const top = Number(option('top', '8'));
const floorUrl = option('floor', null);
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** A chunk's modules (scripts/lib/chunk-modules.mjs), biggest first, each with its gzip bytes alone. */
function modulesOf(source) {
  return chunkModules(source)
    .map(({ id, text, hints }) => ({ id, gzip: zlib.gzipSync(text).length, hints }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * `--names '/[storefront],/[storefront]/magazine'`: for each of these app routes, the source files
 * (the shop's own by path, packages by name) of the browser chunks that a render of the route can
 * need at once (the analyzer's bootstrap and render-dependent chunk groups, not the lazy ones), with
 * their gzip bytes as the analyzer measured them in their chunk, from a saved analyzer snapshot.
 */
function analyzerNames(appRoutes) {
  const result = {};
  for (const route of appRoutes) {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'analyze', 'export', '--snapshot', option('snapshot', 'first-load'), '--route', route], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30 });
    if (run.status !== 0) {
      console.error(`no analyzer data for ${route} (${run.stderr.trim().split('\n').at(-1)}): run \`npx next analyze -o --snapshot first-load\` first`);
      continue;
    }
    const records = run.stdout.split('\n').filter((line) => line.startsWith('{"type":"group"') || line.startsWith('{"type":"part"')).map((line) => JSON.parse(line));
    const firstLoad = new Set(records.filter((r) => r.type === 'group' && r.kind !== 'async').flatMap((r) => r.outputs).filter((file) => file.startsWith('[client-fs]') && file.endsWith('.js')));
    const bySource = new Map();
    const counted = new Set();
    for (const part of records) {
      if (part.type !== 'part' || !firstLoad.has(part.filename) || counted.has(`${part.filename}|${part.source_path}`)) continue;
      counted.add(`${part.filename}|${part.source_path}`);
      const packageName = part.source_path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
      const name = packageName ? `${packageName} (package)` : part.source_path.replace('[project]/', '');
      bySource.set(name, (bySource.get(name) ?? 0) + part.compressed_size);
    }
    result[route] = [...bySource].map(([source, gzip]) => ({ source, gzip })).sort((a, b) => b.gzip - a.gzip);
  }
  return result;
}

const names = option('names', null) ? analyzerNames(option('names').split(',')) : {};
const floor = new Set(floorUrl ? (await firstLoadScripts(floorUrl)).scripts.map((u) => path.basename(new URL(u).pathname)) : []);
const cache = new Map();
const report = {};
for (const route of routes) {
  const { scripts } = await firstLoadScripts(new URL(route, base).href);
  const chunks = [];
  for (const url of scripts) {
    const file = path.basename(new URL(url).pathname);
    if (!cache.has(file)) {
      const source = await (await fetch(url)).text();
      cache.set(file, { file, gzip: zlib.gzipSync(source).length, modules: modulesOf(source) });
    }
    chunks.push(cache.get(file));
  }
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
  report[route] = { scripts: chunks.length, gzipKB: kb(total), chunks: chunks.toSorted((a, b) => b.gzip - a.gzip) };
}

if (args.includes('--json')) {
  console.log(JSON.stringify({ pages: report, sources: names }, null, 2));
} else {
  for (const [route, { scripts, gzipKB, chunks }] of Object.entries(report)) {
    console.log(`\n${route}: ${scripts} scripts, ${gzipKB} KB gzip`);
    for (const chunk of chunks) {
      const shared = routes.filter((r) => report[r].chunks.includes(chunk)).length;
      const tag = floor.has(chunk.file) ? ' (the --floor page loads it too)' : shared === routes.length ? ' (every route asked)' : '';
      console.log(`  ${chunk.file.padEnd(24)} ${String(kb(chunk.gzip)).padStart(6)} KB${tag}`);
      if (floor.has(chunk.file)) continue;
      for (const row of chunk.modules.slice(0, top).map((m) => ({ source: `#${m.id} ${m.hints}`, gzip: m.gzip }))) console.log(`      ${String(kb(row.gzip)).padStart(5)} KB  ${row.source.slice(0, 110)}`);
    }
  }
}
for (const [route, rows] of Object.entries(names)) {
  if (args.includes('--json')) break;
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`\n${route} (analyzer): ${kb(total)} KB gzip in its first-load chunk groups; the biggest sources`);
  for (const row of rows.slice(0, Number(option('names-top', '30')))) console.log(`  ${String(kb(row.gzip)).padStart(6)} KB  ${row.source}`);
}
