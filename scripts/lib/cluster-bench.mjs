/**
 * `npm run cluster -- --bench [--seconds 8]`: the cluster's figures (issue 34), with wrk (20
 * connections, gzip asked as a browser does), each beside its yardstick measured in the same run:
 *   1. through nginx's cache: guest pages against a static build file served the same way
 *      (/_next/static/…, also kept by nginx): req/s, p50, p99, × static;
 *   2. the instances without nginx's cache: a page through nginx with an audience cookie (which
 *      nginx never serves from its cache: both instances answer, each from Next's cache) against
 *      the same page from one instance directly. Both instances share this machine's cores, so
 *      this is no scale-out figure (issue 34): it shows what the balancer costs and adds here.
 * Prints the tables and writes bench-results/cluster-<time>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';
import { hasWrk, runWrk } from './wrk.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/** One wrk run (the bench's settings: two threads, 20 connections), gzip asked as a browser does. */
async function wrk(url, { seconds = 8, headers = {} } = {}) {
  if (!hasWrk()) throw new Error('wrk is not installed: apt-get install wrk');
  return runWrk(url, { seconds, headers: { 'Accept-Encoding': 'gzip', ...headers } });
}

async function warm(url, headers = {}) {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } })).arrayBuffer();
}

function table(title, rows) {
  console.log(`\n${title}`);
  console.log(`  ${'what'.padEnd(58)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)} ${'ratio'.padStart(7)}`);
  for (const row of rows) {
    console.log(`  ${row.what.padEnd(58)} ${String(row.reqPerSec).padStart(7)} ${String(row.p50Ms).padStart(8)} ${String(row.p99Ms).padStart(8)} ${String(row.non2xx).padStart(8)} ${row.ratio === undefined ? ''.padStart(7) : `${row.ratio.toFixed(2)}×`.padStart(7)}`);
  }
}

export async function benchCluster(cluster) {
  const seconds = Number(option('seconds', 8));
  const routes = option('routes', '/,/products/lido-coffee-table-in-amber-murano-glass,/categories/furniture').split(',');
  const home = await (await fetch(`${cluster.url}/`)).text();
  const staticFile = home.match(/\/_next\/static\/[^"']+\.css/)?.[0];
  if (!staticFile) throw new Error('no stylesheet under /_next/static/ named by the home page');
  // An audience cookie without a session: nginx passes such a request to an instance (ADR 0017), which
  // serves it the consumer page from Next's cache (the trade variant needs a session beside the cookie).
  const pastTheCache = { Cookie: 'shop_audience=consumer' };
  console.log(`\n› cluster bench: wrk, 20 connections, ${seconds} s a run, gzip (a busy machine's figures move by a third between runs)`);

  await warm(`${cluster.url}${staticFile}`);
  const staticThroughNginx = await wrk(`${cluster.url}${staticFile}`, { seconds });
  const cached = [{ what: `static file through nginx's cache (${staticFile.slice(0, 30)}…)`, ...staticThroughNginx, ratio: 1 }];
  for (const route of routes) {
    await warm(`${cluster.url}${route}`);
    const run = await wrk(`${cluster.url}${route}`, { seconds });
    cached.push({ what: `guest ${route} through nginx's cache`, ...run, ratio: run.reqPerSec / staticThroughNginx.reqPerSec });
  }
  table('Through nginx (load balancer and shared cache), × the static file served the same way', cached);

  const instances = [];
  const route = routes[0];
  await warm(cluster.instanceUrls[0] + route, pastTheCache);
  const one = await wrk(`${cluster.instanceUrls[0]}${route}`, { seconds, headers: pastTheCache });
  instances.push({ what: `${route} from one instance directly (${cluster.instanceUrls[0]})`, ...one, ratio: 1 });
  await warm(cluster.url + route, pastTheCache);
  const both = await wrk(`${cluster.url}${route}`, { seconds, headers: pastTheCache });
  instances.push({ what: `${route} through nginx past its cache: ${cluster.instanceUrls.length} instances`, ...both, ratio: both.reqPerSec / one.reqPerSec });
  table(`Instances (Next's cache), × one instance — ${cluster.instanceUrls.length} instances share this machine's cores: no scale-out figure`, instances);

  const report = { at: new Date().toISOString(), seconds, staticFile, throughNginx: cached, instances };
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `cluster-${report.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\n› written to ${path.relative(ROOT, file)}`);
  return report;
}
