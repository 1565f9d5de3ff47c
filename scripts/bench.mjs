/**
 * `npm run bench`: builds the storefront if needed, starts it with the embedded backend on a fresh
 * database, then measures each route: Lighthouse (mobile and desktop: performance score, LCP, CLS,
 * TBT), first-load JS (gzip bytes of the scripts a cold load fetches) and server throughput under
 * load (wrk, 20 connections: req/s, p50, p99). Writes bench-results/bench-<time>.json and prints a table.
 *
 *   npm run bench                      # default routes
 *   npm run bench -- --routes /,/it-it --seconds 10 --no-lighthouse
 *   npm run bench -- --seed-products 400 --routes /products/…   # a catalogue whose slugs you know
 *   npm run bench -- --no-lighthouse --repeat 3   # the loads thrice: each figure their median; memory must not grow
 *   npm run bench -- --lighthouse-runs 3          # each Lighthouse figure is the median run of three
 *                                                 # (runs Chromium stalled are run again: paint-stall.mjs)
 *   npm run bench -- --lighthouse-runs 5 --lighthouse-form-factors mobile   # the budgets' Lighthouse figures (mobile only)
 *   npm run bench -- --lighthouse-runs 5 --lighthouse-form-factors mobile --lighthouse-cpu calibrated   # CPU slowdown for this machine's benchmarkIndex
 *   npm run bench -- --lighthouse-paint-holding on   # Chromium's Paint Holding as it ships (default off: see CHROME_FLAGS)
 *   npm run bench -- --lighthouse-runs 5 --lighthouse-form-factors mobile --lighthouse-throttling devtools   # applied throttling, not Lantern's simulation
 *   npm run bench -- --seed-products 50000 --no-lighthouse --port 3560   # a catalogue at scale (issue 34)
 *   npm run bench -- --sitemap-locales en-us,de-ch   # whose sitemap files are fetched whole (`none`: only the index)
 *   npm run bench -- --no-lighthouse --pin --repeat 3   # servers on core 0, wrk on core 1 (taskset): the tail without their contest
 *   npm run bench -- --no-lighthouse --uncached-states 20   # 40 first requests of new search states (default 10 words: 20)
 *
 * Each route's throughput is also given as a share of a static file's (`/icon.svg`) served by the
 * same server in the same run, and each process's memory (RSS) is read before and after the loads.
 * During each route's load the storefront's collector pauses are counted (--trace-gc): per thousand
 * requests, and their p99, the part of a page's tail the heap causes.
 * The server also times each request's handler and its event loop's delay during each load
 * (server-timings.mjs): what of wrk's p99 the server's own thread spent, and what was waiting.
 * Every load asks for gzip, as a browser does (`--no-gzip`: the bytes as they are). A signed-in
 * shopper's pages (`--signed-in-routes`, default /account and /checkout/cart) are loaded too, with
 * the demo consumer's session cookie: they are rendered per request, never from the shared cache.
 * An empty Next page, built from the same packages, is measured the same way (last row, `--no-floor`
 * to skip it): the framework's own cost on this machine, which no page of the shop can go below.
 * Also printed: how long the backend took to seed its database and answer, and the storefront to
 * answer its first page; the sitemap index and every sitemap file of `--sitemap-locales` (their bytes
 * and URLs against the 10 MB / 50,000-URL budget: a locale's files are split alike in every locale of
 * its language, so two locales with and without a prefix stand for all).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { ensureBuild } from './lib/build.mjs';
import { firstLoadScripts } from './lib/first-load-scripts.mjs';
import { buildEmptyNext, startEmptyNext } from './lib/empty-next.mjs';
import { gcPauseReader, liveHeapReader, medianLoad } from './lib/load-figures.mjs';
import { formatLcpBreakdown, lcpBreakdown } from './lib/lighthouse-lcp.mjs';
import { calibratedCpuSlowdown } from './lib/cpu-calibration.mjs';
import { paintStalled } from './lib/paint-stall.mjs';
import { ROOT, startBackend, startStorefront, stopAll, waitForUrl } from './lib/processes.mjs';
import { timingsReader } from './lib/server-timings.mjs';
import { hasWrk, runWrk } from './lib/wrk.mjs';
import { formatUncachedStates, measureUncachedStates, uncachedStates, wordsOfProductLinks } from './lib/uncached-states.mjs';

const DEFAULT_ROUTES = ['/', '/it-it', '/en-gb', '/countries', '/categories/furniture/seating', '/search?query=sofa', '/artisans'];
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const routes = option('routes', DEFAULT_ROUTES.join(',')).split(',').filter(Boolean);
const loadSeconds = Number(option('seconds', 10));
const repeat = Math.max(1, Number(option('repeat', 1)));
const STATIC_FILE = '/icon.svg';
const withLighthouse = !args.includes('--no-lighthouse');
const withFloor = !args.includes('--no-floor');
const gzip = !args.includes('--no-gzip');
/**
 * `--pin`: the servers on the first core and wrk on the second (taskset), so the load generator and
 * the server it measures do not take turns on one core (README "Benchmarks"). Other processes of the
 * machine still share both cores: compare within a run, against the static file.
 */
const pin = args.includes('--pin') && os.cpus().length >= 2 && spawnSync('which', ['taskset']).status === 0;
if (args.includes('--pin') && !pin) console.warn('--pin needs taskset and two cores: the loads run unpinned');
const SERVER_CORE = '0';
const LOAD_CORE = '1';
const signedInRoutes = option('signed-in-routes', '/account,/checkout/cart').split(',').filter(Boolean);
/** The embedded backend's demo consumer (backend/commerce/README.md lists the demo accounts). */
const DEMO_SHOPPER = { username: 'consumer@casamaestri.test', password: 'Maestri-2026' };
const FLOOR_ROUTE = 'empty Next page (floor)';
const lighthouseRuns = Math.max(1, Number(option('lighthouse-runs', 1)));
/** `--lighthouse-form-factors mobile`: the budgets' run (issue 35 reads mobile) in half the time. */
const formFactors = option('lighthouse-form-factors', 'mobile,desktop').split(',').filter((f) => f === 'mobile' || f === 'desktop');
/**
 * `--lighthouse-cpu calibrated`: the mobile runs slow the CPU down by the multiplier Lighthouse's
 * calculator gives for this machine's benchmarkIndex (cpu-calibration.mjs), read before the runs;
 * `--lighthouse-cpu 2.5`: that multiplier. Default: Lighthouse's own 4×. Every run reports its index.
 */
const lighthouseCpu = option('lighthouse-cpu', '4');
if (lighthouseCpu !== 'calibrated' && !(Number(lighthouseCpu) >= 1)) throw new Error(`--lighthouse-cpu takes "calibrated" or a multiplier of 1 or more, not ${lighthouseCpu}`);
/**
 * `--lighthouse-throttling devtools`: Lighthouse's applied throttling (the CPU really slowed 4× and the
 * network shaped while the page loads) instead of its default simulation (Lantern), which loads the
 * page at full speed and multiplies each of its tasks by the slowdown. The budgets read the default;
 * this one tells a page's own long tasks from the simulation's: unthrottled, the whole HTML arrives
 * at once, so the first frame styles and lays out the whole page in one task, which Lantern counts
 * four times over, and partly after its simulated first paint (2026-11-30, the product page: one
 * 144 ms task of the unthrottled load became 577 ms of Lantern's). The floor is measured the same way.
 */
const throttlingMethod = option('lighthouse-throttling', 'simulate');
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') throw new Error(`--lighthouse-throttling takes simulate or devtools, not ${throttlingMethod}`);
const port = Number(option('port', 3500));
const backendPort = port + 1000;
const seedProducts = option('seed-products', undefined);
/** `--uncached-states N`: N words searched (and sorted) for the first time, each timed alone (0: none). */
const uncachedWords = Math.max(0, Number(option('uncached-states', 10)));
const sitemapLocales = option('sitemap-locales', 'en-us,de-ch').split(',').filter((l) => l && l !== 'none');
/** The sitemap budget (issue 34, lib/seo/sitemap.ts SITEMAP_LIMITS). */
const SITEMAP_BUDGET = { bytes: 10_000_000, urls: 50_000 };
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// --in-process-gpu: the display compositor runs in the browser process. On a 2-core machine it made
// Chromium's held-back paints (paint-stall.mjs) rarer in a 6-run trial of the home page (1 instead of
// 5), with the same TBT; in full bench runs they still hit 1 to 6 runs of 6 per page, so the
// detector, not the flag, is what keeps the medians honest. The page's own work is unchanged.
/**
 * `--lighthouse-paint-holding off` (the default): Chromium runs without Paint Holding, which defers a
 * navigation's first commits until the new page has something to show. While it defers them, headless
 * Chromium's compositor judges the renderer unresponsive and offers it one frame a second (Lighthouse
 * issue #17148), so a page that waits for its stylesheet paints at about 1.3 or 2.3 s though it was
 * ready at 0.4 (2026-11-30, the product page: every run of ten at 2.25–2.32 s with it, 0.48–0.63 s
 * without). The floor is measured the same way. `on`: Chromium's default, for comparison with older runs.
 */
const paintHolding = option('lighthouse-paint-holding', 'off');
if (paintHolding !== 'on' && paintHolding !== 'off') throw new Error(`--lighthouse-paint-holding takes on or off, not ${paintHolding}`);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--in-process-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...(paintHolding === 'off' ? ['--disable-features=PaintHolding'] : [])];

/** What Chromium asks of an image: both image services encode per Accept, so warming must ask the same. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** Fetches a page and every optimized image it lists, so a run measures the shop, not first renders. */
async function warm(url) {
  const html = await (await fetch(url)).text();
  const images = new Set();
  for (const [, srcset] of html.matchAll(/srcSet="([^"]+)"/gi)) {
    for (const candidate of srcset.split(',')) images.add(new URL(candidate.trim().split(' ')[0].replace(/&amp;/g, '&'), origin).href);
  }
  const queue = [...images];
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (queue.length) await fetch(queue.shift(), { headers: { accept: BROWSER_IMAGE_ACCEPT }, signal: AbortSignal.timeout(30_000) }).then((r) => r.arrayBuffer()).catch(() => {});
  }));
}

/**
 * A page's HTML as served (the budgets read raw bytes), gzipped as a browser receives it, and the part
 * of it that is React's flight data (the inline `self.__next_f` scripts: what the page hydrates from).
 */
function htmlSize(html) {
  const kb = (bytes) => Number((bytes / 1024).toFixed(1));
  let flight = 0;
  for (const m of html.matchAll(/<script>(self\.__next_f\.push[\s\S]*?)<\/script>/g)) flight += Buffer.byteLength(m[1]);
  return { htmlKB: kb(Buffer.byteLength(html)), htmlGzipKB: kb(zlib.gzipSync(html).length), flightKB: kb(flight) };
}

/** Gzip bytes of the scripts a modern browser fetches on a cold load of the page. */
async function firstLoadJs(url) {
  const { html, scripts } = await firstLoadScripts(url);
  let inline = 0;
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) inline += m[1].length ? zlib.gzipSync(m[1]).length : 0;
  let external = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    external += zlib.gzipSync(body).length;
  }
  return { scripts: scripts.length, externalGzipKB: external / 1024, inlineGzipKB: inline / 1024 };
}

/** The mobile runs' CPU slowdown (`--lighthouse-cpu`), set before the first run. */
let mobileCpuSlowdown = 4;

const METRIC_NAMES = { 'first-contentful-paint': 'FCP', 'speed-index': 'SI', 'largest-contentful-paint': 'LCP', 'total-blocking-time': 'TBT', 'cumulative-layout-shift': 'CLS' };

/** The points of the performance score each metric cost a run: its weight × (1 − its own score). */
function pointsLost(lhr) {
  const lost = {};
  for (const ref of lhr.categories.performance.auditRefs) {
    const name = METRIC_NAMES[ref.id];
    if (name && ref.weight) lost[name] = Number((ref.weight * (1 - (lhr.audits[ref.id].score ?? 0))).toFixed(1));
  }
  return lost;
}

async function runLighthouse(url, formFactor) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod };
    if (formFactor === 'mobile') flags.throttling = { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: mobileCpuSlowdown };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const audits = result.lhr.audits;
    const observed = audits.metrics.details.items[0];
    // The scripts the page really loads by its load event, lazy chunks included (the first-load
    // column counts only the HTML's script tags): a chunk a page imports on demand but renders at
    // once is still part of its start.
    const loadedAt = observed.observedLoad;
    const requests = audits['network-requests'].details.items;
    const kb = (list) => Number((list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1));
    const scripts = requests.filter((r) => r.resourceType === 'Script' && r.networkRequestTime <= loadedAt);
    // The scripts that had finished loading when the largest paint was seen. Lighthouse's simulation
    // counts each of them (its download at a phone's 1.6 Mbit/s) toward the phone's LCP, so on this
    // machine, where the server answers in milliseconds, the mobile score turns on a race between the
    // scripts and the first frame, not on the page: the same page scores 98 with 20 KB here and 93
    // with 186. This names the race each run ran. (Request times count from the page's first request,
    // a few ms after the navigation the paint counts from.)
    const paintedAt = observed.observedLargestContentfulPaint;
    const scriptsBeforePaint = requests.filter((r) => r.resourceType === 'Script' && r.networkEndTime <= paintedAt);
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      // Lighthouse's reading of this machine's CPU at the run's start (cpu-calibration.mjs).
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      scriptsByLoadKB: kb(scripts),
      scriptsBeforePaintKB: kb(scriptsBeforePaint),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      siMs: Math.round(audits['speed-index'].numericValue),
      pointsLost: pointsLost(result.lhr),
      observedFcpMs: Math.round(observed.observedFirstContentfulPaint),
      observedLcpMs: Math.round(observed.observedLargestContentfulPaint),
      stalled: paintStalled(result.artifacts.Trace.traceEvents, observed),
      // Which element the largest paint was and its simulated time by phase (lighthouse-lcp.mjs).
      lcp: lcpBreakdown(audits),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The run with the median performance score of `--lighthouse-runs` runs (Lighthouse's own advice for
 * noisy machines). A run whose first or largest paint Chromium held back while the page sat loaded and idle
 * (paint-stall.mjs) measures the browser, not the page: it is run again, up to twice as many runs in
 * all, and the median is taken over the others. Every score is kept in `runs`, stalled ones marked.
 */
async function medianLighthouse(url, formFactor) {
  const runs = [];
  const valid = () => runs.filter((r) => !r.stalled);
  while (valid().length < lighthouseRuns && runs.length < 2 * lighthouseRuns) runs.push(await runLighthouse(url, formFactor));
  const counted = (valid().length ? valid() : runs).toSorted((a, b) => a.score - b.score);
  return {
    ...counted[Math.floor(counted.length / 2)],
    runs: runs.map((r) => (r.stalled ? `${r.score} (stalled paint: first at ${r.observedFcpMs} ms, largest at ${r.observedLcpMs} ms)` : r.score)),
    // Each run as its score and the KB of scripts loaded before its largest paint (see runLighthouse).
    runsWithScripts: runs.map((r) => `${r.score}${r.stalled ? ' stalled' : ''} (${Math.round(r.scriptsBeforePaintKB)})`).join(', '),
    stalledRuns: runs.length - valid().length,
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
  };
}

/** `--lighthouse-cpu calibrated`: the median benchmarkIndex of three runs (of the home page), and its multiplier. */
async function calibrateMobileCpu() {
  const indexes = [];
  for (let i = 0; i < 3; i++) indexes.push((await runLighthouse(`${origin}/`, 'mobile')).benchmarkIndex);
  const benchmarkIndex = indexes.toSorted((a, b) => a - b)[1];
  return { benchmarkIndexes: indexes, multiplier: calibratedCpuSlowdown(benchmarkIndex) };
}

/**
 * Brings a cached page back to a fresh entry before its load run. A page whose lifetime ran out
 * (five minutes for commerce data) answers STALE once and is rendered again in the background; a
 * Lighthouse pass takes longer than that, so without this every load run would time one such
 * render (a few hundred ms of the server's one thread) inside an eight-second window, where in
 * service it happens at most once per page per lifetime. Per-visitor pages carry no cache header.
 */
async function settle(url) {
  for (let i = 0; i < 20; i++) {
    const state = await fetchOnce(url)
      .then((response) => response.headers.get('x-nextjs-cache') ?? 'none')
      .catch(() => 'failed');
    if (state === 'HIT' || state === 'none') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A page cached whole from a render whose reads failed (it shows a fallback) lives this long (lib/cache/tags.ts CACHE_SECONDS.degradedPage). */
const DEGRADED_PAGE_SECONDS = 30;

/**
 * Waits until `url` answers a real page: 200, not the shop's "service unavailable" state (a 503,
 * lib/services/unavailable.ts), which a page shows, and its cached copy keeps for a while, when its
 * first render's reads timed out (at 50,000 pieces the storefront starts while the backend is still
 * busy); nor a cached copy with a fallback in it (a home page without its product rows: 41 KB of
 * HTML against 107 in the bench at 50,000), which the shop marks by its short lifetime. Returns the
 * last status (0: no answer, 1: only fallback copies); a page that never turns real is not measured.
 */
async function realPage(url, { timeoutMs = 5 * 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    status = await fetchOnce(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) }).then(
      (r) => (Number(/s-maxage=(\d+)/.exec(r.headers.get('cache-control') ?? '')?.[1] ?? Infinity) <= DEGRADED_PAGE_SECONDS ? 1 : r.status),
      () => 0,
    );
    if (status === 200 || (status >= 300 && status < 400)) return status;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return status;
}

/**
 * One request of the bench's own, answered in full (its body still readable). A pooled connection
 * the server closed while idle (during a load run or Lighthouse) fails the first time it is reused:
 * that one failure is asked again.
 */
async function fetchOnce(url, init) {
  const read = async () => {
    const response = await fetch(url, init);
    await response.clone().arrayBuffer();
    return response;
  };
  return read().catch((error) => (error?.cause?.code === 'UND_ERR_SOCKET' ? read() : Promise.reject(error)));
}

/** wrk when installed (apt-get install wrk); otherwise a keep-alive Node loop (less precise). */
async function loadTest(url, { cookie } = {}) {
  const headers = { ...(gzip ? { 'Accept-Encoding': 'gzip' } : {}), ...(cookie ? { Cookie: cookie } : {}) };
  if (hasWrk()) return { tool: 'wrk', ...(await runWrk(url, { seconds: loadSeconds, headers, core: pin ? LOAD_CORE : null })) };
  const latencies = [];
  const deadline = Date.now() + loadSeconds * 1000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (Date.now() < deadline) {
        const t = performance.now();
        await (await fetch(url, { headers })).arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => Number(latencies[Math.floor(q * (latencies.length - 1))].toFixed(1));
  return { tool: 'node-fetch', reqPerSec: Math.round(latencies.length / loadSeconds), requests: latencies.length, p50Ms: at(0.5), p99Ms: at(0.99), non2xx: 0 };
}

/** The demo consumer's session cookie, as signing in sets it (auth_token: the commerce service's access token). */
async function signedInCookie() {
  const response = await fetchOnce(`http://127.0.0.1:${backendPort}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', ...DEMO_SHOPPER }),
  });
  if (!response.ok) throw new Error(`signing in the demo consumer failed: ${response.status}`);
  return `auth_token=${(await response.json()).access_token}`;
}

/** Resident memory (MiB) of a process and its children, from /proc (Linux); null elsewhere. */
function rssMiB(pid) {
  const read = (p) => {
    try {
      const kb = Number(fs.readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      const children = spawnSync('pgrep', ['-P', String(p)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
      return kb + children.reduce((sum, c) => sum + read(c), 0);
    } catch {
      return 0;
    }
  };
  const kb = read(pid);
  return kb ? Math.round(kb / 1024) : null;
}

/**
 * CPU seconds used so far by `pid` and its children (/proc stat's utime and stime, in clock ticks of
 * 1/100 s). Read around a load, it says whether the backend worked beside it: a cached page's load
 * never reaches the backend, so its CPU then is a collection or a timer of its own.
 */
function cpuSeconds(pid) {
  const read = (p) => {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      const children = spawnSync('pgrep', ['-P', String(p)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
      return Number(fields[11]) + Number(fields[12]) + children.reduce((sum, c) => sum + read(c), 0);
    } catch {
      return 0;
    }
  };
  return read(pid) / 100;
}

/** The empty Next page's first load and Lighthouse figures, measured like a route of the shop. */
async function measureFloor() {
  console.log(`› ${FLOOR_ROUTE}`);
  const dir = buildEmptyNext();
  const floorPort = port + 2;
  const server = startEmptyNext(dir, { port: floorPort });
  try {
    const url = `http://localhost:${floorPort}/`;
    await waitForUrl(url, { child: server });
    const html = await (await fetch(url)).text();
    const entry = { ...htmlSize(html), firstLoadJs: await firstLoadJs(url) };
    if (withLighthouse) for (const formFactor of formFactors) entry[formFactor] = await medianLighthouse(url, formFactor);
    return entry;
  } finally {
    stopAll([server]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The sitemap index, and every file it names for the chosen locales: bytes, URLs and time per file. */
async function measureSitemaps() {
  const timed = async (url) => {
    const started = performance.now();
    // A file that never answers fails its attempt instead of holding the bench (it once waited 20 minutes).
    const response = await fetch(url, { signal: AbortSignal.timeout(5 * 60_000) });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, bytes: body.length, text: body.toString('utf8'), ms: performance.now() - started };
  };
  const index = await timed(`${origin}/sitemap.xml`);
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  const files = Array.from(index.text.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]).pathname);
  const chosen = files.filter((file) => sitemapLocales.some((locale) => file.startsWith(`/sitemaps/${locale}/`)));
  const fetched = [];
  for (const file of chosen) {
    const answer = await timed(`${origin}${file}`);
    if (answer.status !== 200) throw new Error(`${file} answered ${answer.status}`);
    fetched.push({ file, bytes: answer.bytes, urls: (answer.text.match(/<url>/g) ?? []).length, ms: answer.ms });
  }
  const heaviest = fetched.reduce((a, b) => (b.bytes > (a?.bytes ?? -1) ? b : a), null);
  const mb = (bytes) => Number((bytes / 1e6).toFixed(2));
  return {
    index: { files: files.length, MB: mb(index.bytes), ms: Math.round(index.ms) },
    locales: sitemapLocales,
    fetched: fetched.length,
    productParts: Object.fromEntries(sitemapLocales.map((locale) => [locale, files.filter((f) => f.startsWith(`/sitemaps/${locale}/products`)).length])),
    heaviest: heaviest && { file: heaviest.file, MB: mb(heaviest.bytes), urls: heaviest.urls },
    mostUrls: Math.max(0, ...fetched.map((f) => f.urls)),
    medianMs: fetched.length ? Math.round(fetched.map((f) => f.ms).sort((a, b) => a - b)[fetched.length >> 1]) : null,
    withinBudget: index.bytes <= SITEMAP_BUDGET.bytes && files.length <= SITEMAP_BUDGET.urls && fetched.every((f) => f.bytes <= SITEMAP_BUDGET.bytes && f.urls <= SITEMAP_BUDGET.urls),
  };
}

if (!ensureBuild()) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-bench-'));
const backendStarted = performance.now();
// The backend's own words (its start-up figures, an error it died of) are kept beside the report.
fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
const backendLog = path.join(ROOT, 'bench-results', `backend-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
const backendLogFd = fs.openSync(backendLog, 'w');
// The backend stands in for services on other machines: its search-by-image warm-up, which renders
// in the backend's quiet moments (all of a cached page's load), is not the storefront's cost. It took
// about 0.4 of a core beside the loads, for half an hour at 50,000 pieces. Nor is V8's memory reducer,
// which shrinks an idle heap with full collections: at 50,000 pieces one took 2.6 s of CPU in the
// middle of a cached page's load (which the backend answers nothing of), minutes after start.
const backend = startBackend({
  port: backendPort,
  dataDir,
  seedProducts: seedProducts ? Number(seedProducts) : undefined,
  warmUpImageSearch: false,
  nodeArgs: ['--no-memory-reducer'],
  stdio: ['ignore', backendLogFd, backendLogFd],
});
const children = [backend];
const report = { startedAt: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))), pinned: pin }, catalogue: { seedProducts: seedProducts ? Number(seedProducts) : 'default' }, routes: {} };
try {
  await waitForUrl(`http://127.0.0.1:${backendPort}/health`, { child: backend, timeoutMs: 15 * 60_000 });
  // A fresh data folder: the backend seeds its database and builds its search indexes before it answers.
  report.catalogue.backendSeedAndStartS = Number(((performance.now() - backendStarted) / 1000).toFixed(1));
  console.log(`backend seeded and answering in ${report.catalogue.backendSeedAndStartS} s`);
  // The search service builds its indexes before the backend listens (backend/server.ts): the first
  // query, timed here, only checks that it answers.
  const searchStarted = performance.now();
  const built = await fetch(`http://127.0.0.1:${backendPort}/1/indexes/production_products/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': 'casamaestri', 'x-algolia-api-key': 'embedded-search-key', 'content-type': 'application/json' },
    body: JSON.stringify({ hitsPerPage: 0 }),
  });
  if (!built.ok) throw new Error(`the search service answered ${built.status}`);
  report.catalogue.searchIndexBuildS = Number(((performance.now() - searchStarted) / 1000).toFixed(1));
  console.log(`search answering its first query in ${report.catalogue.searchIndexBuildS} s (${fs.readFileSync(backendLog, 'utf8').match(/search indexes built in [\d.]+ s/)?.[0] ?? 'no build figure in the backend log'})`);
  const storefrontStarted = performance.now();
  // --trace-gc: Node prints each collection; the heap left after a full one is what the server still holds.
  const storefront = startStorefront({ port, backendUrl: `http://127.0.0.1:${backendPort}`, stdio: ['ignore', 'pipe', 'ignore'], freshCaches: true, nodeArgs: ['--trace-gc'], extraEnv: { STOREFRONT_TIMINGS: '1' } });
  const heapAfterFullGc = liveHeapReader(storefront.stdout);
  const gcPauses = gcPauseReader(storefront.stdout);
  // The server's own view of each load run: its handler's time per request and its event loop's delay.
  const serverTimings = timingsReader(storefront);
  // Every thread of both servers (those they start later inherit it) on one core, wrk on the other.
  if (pin) for (const child of [backend, storefront]) spawnSync('taskset', ['-a', '-p', '-c', SERVER_CORE, String(child.pid)], { stdio: 'ignore' });
  children.push(storefront);
  await waitForUrl(`${origin}/`, { child: storefront });
  report.catalogue.storefrontFirstPageS = Number(((performance.now() - storefrontStarted) / 1000).toFixed(1));
  console.log(`storefront answering its first page in ${report.catalogue.storefrontFirstPageS} s`);
  // Both form factors' runs use it (runLighthouse), so the report says it whichever ran.
  if (withLighthouse) report.lighthouseThrottling = throttlingMethod;
  if (withLighthouse && formFactors.includes('mobile')) {
    const calibration = lighthouseCpu === 'calibrated' ? await calibrateMobileCpu() : { multiplier: Number(lighthouseCpu) };
    mobileCpuSlowdown = calibration.multiplier;
    report.lighthouseMobileCpu = { asked: lighthouseCpu, ...calibration };
    report.lighthousePaintHolding = paintHolding;
    console.log(`Lighthouse mobile CPU slowdown: ${mobileCpuSlowdown}×${calibration.benchmarkIndexes ? ` (calibrated: benchmarkIndex ${calibration.benchmarkIndexes.join(', ')}; median's multiplier)` : ''}; throttling ${throttlingMethod === 'simulate' ? 'simulated' : 'applied (devtools)'}; Chromium's paint holding ${paintHolding}`);
  }
  const unavailable = new Set();
  for (const route of routes) {
    const url = `${origin}${route}`;
    // A page measured in its "service unavailable" state measures nothing of the shop: wait for the real one.
    const status = await realPage(url);
    if (status !== 200 && !(status >= 300 && status < 400)) {
      console.log(`› ${route}: answered ${status === 1 ? 'a fallback copy' : status || 'nothing'} (not a real page) for five minutes: not measured`);
      unavailable.add(route);
      report.routes[route] = { unavailable: status };
      continue;
    }
    await warm(url); // warm caches once, as a CDN-less server would be after its first visitor
    console.log(`› ${route}`);
    const html = await (await fetch(url)).text();
    const entry = { ...htmlSize(html), firstLoadJs: await firstLoadJs(url) };
    if (withLighthouse) for (const formFactor of formFactors) entry[formFactor] = await medianLighthouse(url, formFactor);
    report.routes[route] = entry;
  }
  if (withFloor) {
    report.floor = await measureFloor();
    // Each page's first-load JS as a multiple of the empty Next page's, from this run (issue 35's budgets: 1.15×, listings 1.3×).
    for (const r of [...Object.values(report.routes).filter((r) => r.firstLoadJs), report.floor]) r.firstLoadJs.ofFloor = Number((r.firstLoadJs.externalGzipKB / report.floor.firstLoadJs.externalGzipKB).toFixed(2));
  }
  // The loads last, on a quiet server: a static file first as the yardstick, then each route.
  // The server's own split of its memory (server-timings.mjs): the heap, Buffers outside it, and the rest.
  const memory = async () => {
    const split = await serverTimings.next();
    return {
      storefrontMiB: rssMiB(storefront.pid),
      storefrontHeapAfterFullGcMB: heapAfterFullGc(),
      ...(split?.rssMiB !== undefined ? { 'heap total/used': `${split.heapTotalMiB}/${split.heapUsedMiB}`, 'external (arrayBuffers)': `${split.externalMiB} (${split.arrayBuffersMiB})`, 'other MiB': split.otherMiB } : {}),
      backendMiB: rssMiB(backend.pid),
    };
  };
  report.memory = [{ when: 'before the loads', ...(await memory()) }];
  // A signed-in shopper's pages: each request renders for that shopper (no shared cache).
  const cookie = signedInRoutes.length ? await signedInCookie() : null;
  // Each run's static file is the yardstick of that run's routes (the machine's speed drifts between runs).
  const ofStatic = (load, yardstick) => ({ ...load, ofStatic: Number((load.reqPerSec / Math.max(1, yardstick.reqPerSec)).toFixed(2)) });
  const staticRuns = [];
  const routeRuns = Object.fromEntries(routes.map((route) => [route, []]));
  const signedInRuns = Object.fromEntries(signedInRoutes.map((route) => [route, []]));
  for (let run = 1; run <= repeat; run++) {
    console.log(`› load run ${run} of ${repeat}`);
    await serverTimings.next();
    const staticLoad = { ...(await loadTest(`${origin}${STATIC_FILE}`)), server: await serverTimings.next() };
    staticRuns.push(staticLoad);
    report.static = medianLoad(staticRuns);
    for (const route of routes.filter((r) => !unavailable.has(r))) {
      // Its cached copy may have expired and been rendered again while the service was slow: a load of the unavailable state is no figure.
      if ((await realPage(`${origin}${route}`)) !== 200) {
        console.log(`› ${route}: not a real page before its load: not measured`);
        unavailable.add(route);
        report.routes[route].unavailable = true;
        continue;
      }
      await settle(`${origin}${route}`);
      // The collector's pauses during this route's load: how many per thousand requests, and how long.
      const mark = gcPauses.mark();
      await serverTimings.next();
      const backendCpuBefore = cpuSeconds(backend.pid);
      const load = ofStatic(await loadTest(`${origin}${route}`), staticLoad);
      const backendCpuS = Number((cpuSeconds(backend.pid) - backendCpuBefore).toFixed(2));
      // The server's timing line answers after its GC lines of the run: both are read by now.
      const server = await serverTimings.next();
      const gc = gcPauses.since(mark);
      routeRuns[route].push({ ...load, server, backendCpuS, gc: { ...gc, per1000Requests: load.requests ? Number(((1000 * gc.count) / load.requests).toFixed(1)) : null } });
      report.routes[route].load = medianLoad(routeRuns[route]);
    }
    report.signedIn ??= {};
    for (const route of signedInRoutes) {
      const { status } = await fetchOnce(`${origin}${route}`, { headers: { cookie }, redirect: 'manual' });
      if (status !== 200) throw new Error(`${route} answered ${status} to the signed-in demo consumer`);
      signedInRuns[route].push(ofStatic(await loadTest(`${origin}${route}`, { cookie }), staticLoad));
      report.signedIn[route] = medianLoad(signedInRuns[route]);
    }
    report.memory.push({ when: `after load run ${run}`, ...(await memory()) });
  }
  // The first request of listing states no one asked for yet: rendered per request (ADR 0018).
  if (uncachedWords > 0) {
    const listing = routes.find((r) => !unavailable.has(r) && /\/(categories|search)/.test(r)) ?? '/categories/furniture';
    const words = wordsOfProductLinks(await (await fetch(`${origin}${listing}`)).text(), uncachedWords);
    console.log(`› uncached states (${words.length * 2}, words of ${listing})`);
    report.uncachedStates = await measureUncachedStates(origin, uncachedStates(words), STATIC_FILE);
  }
  // Last, after the memory figures: at 50,000 products the index reads the whole catalogue (cold, a
  // read can pass the shop's wait on a busy machine and the index answers 500: reported, asked again).
  console.log('› sitemaps');
  report.sitemaps = { indexFailures: [] };
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      report.sitemaps = { ...(await measureSitemaps()), indexFailures: report.sitemaps.indexFailures };
      break;
    } catch (error) {
      report.sitemaps.indexFailures.push(error.message);
    }
  }
} finally {
  stopAll(children);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
const file = path.join(ROOT, 'bench-results', `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));

const measured = Object.entries(report.routes);
if (report.floor) measured.push([FLOOR_ROUTE, report.floor]);
/** What the server saw of a load run (server-timings.mjs): its CPU per request, its handler's p99, its loop's delay p99. */
const serverFigures = (s) => (s ? [s.cpuMsPerRequest, s.handlerP99Ms, s.loopDelayP99Ms].map((v) => v?.toFixed(1) ?? '–').join(' ') : '–');
const rows = measured.map(([route, r]) => (r.unavailable ? { route, 'HTML KB': 'service unavailable: not measured' } : {
  route,
  'mobile perf': r.mobile?.score ?? '–',
  'mobile LCP ms': r.mobile?.lcpMs ?? '–',
  'mobile CLS': r.mobile?.cls ?? '–',
  'mobile TBT ms': r.mobile?.tbtMs ?? '–',
  'mobile stalled runs': r.mobile?.stalledRuns ?? '–',
  'mobile runs (JS KB before paint)': r.mobile?.runsWithScripts ?? '–',
  'mobile runs benchmarkIndex': r.mobile?.benchmarkIndexes?.join(', ') ?? '–',
  'desktop perf': r.desktop?.score ?? '–',
  'desktop LCP ms': r.desktop?.lcpMs ?? '–',
  'first-load JS KB (gzip)': r.firstLoadJs.externalGzipKB.toFixed(1),
  'JS × floor': r.firstLoadJs.ofFloor ?? '–',
  'JS by load KB (mobile)': r.mobile?.scriptsByLoadKB ?? '–',
  'HTML KB': r.htmlKB,
  'HTML KB gzip': r.htmlGzipKB,
  'flight KB': r.flightKB,
  'req/s': r.load?.reqPerSec ?? '–',
  '× static': r.load?.ofStatic ?? '–',
  'p50 ms': r.load?.p50Ms ?? '–',
  'p99 ms': r.load?.p99Ms ?? '–',
  'non-2xx': r.load?.non2xx ?? '–',
  'in the server: CPU ms a request, handler p99, loop delay p99 (ms) each run': r.load?.runs?.map((run) => serverFigures(run.server)).join(', ') ?? '–',
  "backend's CPU s during the load, each run": r.load?.runs?.map((run) => run.backendCpuS ?? '–').join(', ') ?? '–',
  'GC pauses (per 1000 req, p99 ms) each run': r.load?.runs?.map((run) => `${run.gc?.per1000Requests ?? '–'} ${run.gc?.p99Ms ?? '–'}`).join(', ') ?? '–',
  ...(repeat > 1 ? { 'load runs (× static, p99 ms)': r.load?.runs?.map((run) => `${run.ofStatic} ${run.p99Ms}`).join(', ') ?? '–' } : {}),
}));
const serverSide = (s) => (s ? `; in the server: CPU ${s.cpuMsPerRequest?.toFixed(1)} ms a request, handler p99 ${s.handlerP99Ms?.toFixed(1)} ms, event-loop delay p99 ${s.loopDelayP99Ms?.toFixed(1)} ms` : '');
console.log(`static file ${STATIC_FILE}: ${report.static.reqPerSec} req/s, p99 ${report.static.p99Ms} ms${serverSide(report.static.server)} (the yardstick of × static${repeat > 1 ? `, each run's own: ${report.static.runs.map((r) => r.reqPerSec).join(', ')} req/s` : ''})`);
console.log(`loads: wrk -t2 -c20, ${loadSeconds} s a run, ${pin ? `servers pinned to core ${SERVER_CORE} and wrk to core ${LOAD_CORE} (--pin)` : 'unpinned (servers and wrk share the cores)'}`);
console.table(rows);
// Each route's largest paint on a phone (the median run): what its LCP figure is made of.
if (withLighthouse && formFactors.includes('mobile')) for (const [route, r] of measured) if (r.mobile) console.log(`mobile LCP of ${route}: ${formatLcpBreakdown(r.mobile.lcp)}`);
// Where each route's median phone run lost its points, and that run's simulated FCP, SI, LCP and TBT.
if (withLighthouse && formFactors.includes('mobile')) for (const [route, r] of measured) if (r.mobile?.pointsLost) console.log(`mobile points lost on ${route}: ${Object.entries(r.mobile.pointsLost).map(([metric, points]) => `${metric} ${points}`).join(', ')} (FCP ${r.mobile.fcpMs} ms, SI ${r.mobile.siMs} ms, LCP ${r.mobile.lcpMs} ms, TBT ${r.mobile.tbtMs} ms)`);
if (Object.keys(report.signedIn ?? {}).length) {
  console.log('signed in (the demo consumer), rendered per request:');
  console.table(Object.entries(report.signedIn).map(([route, l]) => ({ route, 'req/s': l.reqPerSec, '× static': l.ofStatic, 'p50 ms': l.p50Ms, 'p99 ms': l.p99Ms, 'non-2xx': l.non2xx })));
}
console.table(report.memory);
if (report.uncachedStates) console.log(formatUncachedStates(report.uncachedStates));
console.log(`catalogue: ${report.catalogue.seedProducts} products; backend seeded and answering in ${report.catalogue.backendSeedAndStartS} s, search index built in ${report.catalogue.searchIndexBuildS} s, storefront's first page in ${report.catalogue.storefrontFirstPageS} s; load average at start ${report.machine.loadAverage.join(' ')}`);
const sm = report.sitemaps;
if (sm.indexFailures.length) console.log(`sitemaps: ${sm.indexFailures.length} failed attempt(s): ${sm.indexFailures.join('; ')}`);
if (sm.index) console.log(`sitemaps: index names ${sm.index.files} files (${sm.index.MB} MB, ${sm.index.ms} ms); product parts ${Object.entries(sm.productParts).map(([l, n]) => `${l} ${n}`).join(', ')}; ${sm.fetched} files of ${sm.locales.join(', ') || 'no locale'} fetched: heaviest ${sm.heaviest ? `${sm.heaviest.file} ${sm.heaviest.MB} MB` : '–'}, most URLs ${sm.mostUrls}, median ${sm.medianMs ?? '–'} ms a file; ${sm.withinBudget ? 'all' : 'NOT all'} within 10 MB and 50,000 URLs`);
console.log(`report: ${path.relative(ROOT, file)}; backend log: ${path.relative(ROOT, backendLog)}`);
process.exit(0);
