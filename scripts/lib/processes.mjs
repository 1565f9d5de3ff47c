/** Starting the embedded backend and the storefront as child processes, and stopping them together. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * `storefrontUrl`: the storefront the commerce service tells when an order changes a product's stock
 * (STOREFRONT_URL, backend/commerce/revalidate.ts); a STOREFRONT_URL already set wins.
 * `warmUpImageSearch` false: no background rendering of search by image's signatures
 * (IMAGE_SEARCH_WARM_UP=off, backend/search/README.md).
 */
export function startBackend({ port, dataDir, seedProducts, storefrontUrl, warmUpImageSearch = true, nodeArgs = [], stdio = 'inherit' }) {
  // tsx hands the flags after its own path to the Node process that runs the server. --expose-gc:
  // backend/server.ts collects the garbage of seeding once, before it answers.
  return spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), '--expose-gc', ...nodeArgs, path.join(ROOT, 'backend/server.ts')], {
    cwd: ROOT,
    stdio,
    env: {
      ...process.env,
      BACKEND_PORT: String(port),
      BACKEND_HOST: '127.0.0.1',
      ...(dataDir ? { BACKEND_DATA_DIR: dataDir } : {}),
      ...(seedProducts ? { SEED_PRODUCTS: String(seedProducts) } : {}),
      ...(warmUpImageSearch ? {} : { IMAGE_SEARCH_WARM_UP: 'off' }),
      ...(storefrontUrl && process.env.STOREFRONT_URL === undefined ? { STOREFRONT_URL: storefrontUrl } : {}),
    },
  });
}

/**
 * Pages and service answers that `next start` cached on disk (ISR pages in `.next/server/route-cache`,
 * fetches in `.next/cache/fetch-cache`). They outlive the server, so a run on a fresh database must
 * drop them: an earlier run's page was rendered from another database, or while its services warmed up.
 */
export function clearServedCaches(root = ROOT) {
  // With the cached pages goes the list of those that show the unavailable state (lib/services/unavailable.ts).
  for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache', '.next/cache/unavailable-pages.json']) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
}

/**
 * Drops the served caches when they were filled from other services than `services` (say `npm test`'s
 * backend on another port: its pages name image URLs the optimizer refuses here), then records
 * `services` as theirs.
 */
export function keepServedCachesFor(services, root = ROOT) {
  const record = path.join(root, '.next/cache/served-by.json');
  const wanted = JSON.stringify(services);
  let recorded = null;
  try {
    recorded = fs.readFileSync(record, 'utf8');
  } catch {
    // no record: caches from before the record existed are dropped too
  }
  if (recorded !== wanted) clearServedCaches(root);
  fs.mkdirSync(path.dirname(record), { recursive: true });
  fs.writeFileSync(record, wanted);
}

/**
 * Node's options for the production server (a deployment that starts it itself should use them too).
 * A young generation large enough that a request's garbage dies there (README "Benchmarks"), and an
 * old generation held to 512 MB: with no cap V8 sizes it from the machine's memory (4 GB here) and let
 * it grow to 400–530 MB between full collections that left 70–230 MB, so RSS climbed with every load
 * (issue 34's budget is 1 GiB; README "Memory").
 */
const SERVER_NODE_ARGS = ['--max-semi-space-size=64', '--max-old-space-size=512'];

/**
 * glibc's allocator for the production server: at most two arenas. By default each thread that
 * allocates (the image optimiser's libvips workers, libuv's pool, V8's compilers) may get its own,
 * up to eight a core, and memory freed there is kept: 18 arenas held 175–210 MiB after the pictures
 * of five pages were optimised, 25–32 MiB with two (README "Memory"). Set on the command line, it wins.
 */
const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };

/**
 * The storefront (`next dev`, or storefront-server.mjs: Next's production handler) on localhost (not 127.0.0.1: Next 16 loops on its own rewrite there, issue #94745).
 * `freshCaches` first drops what an earlier server cached (for a run on a fresh database); without
 * it, what was cached from other services is dropped all the same. `nodeArgs` go to Node itself.
 */
export function startStorefront({ port, backendUrl, dev = false, extraEnv = {}, stdio = 'inherit', freshCaches = false, nodeArgs = [] }) {
  const services = {
    SPREE_API_URL: process.env.SPREE_API_URL ?? backendUrl,
    ALGOLIA_HOST: process.env.ALGOLIA_HOST ?? backendUrl,
    SANITY_API_HOST: process.env.SANITY_API_HOST ?? backendUrl,
  };
  if (freshCaches) clearServedCaches();
  keepServedCachesFor(services);
  // Production: Next's handler behind the compression of storefront-server.mjs (what `next start` runs, but a
  // cached page is gzipped once per body, not on every request), with a young generation large enough
  // that a request's garbage dies there (README "Benchmarks": a third to a quarter of the scavenges).
  const command = dev ? [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'dev'] : [...SERVER_NODE_ARGS, path.join(ROOT, 'scripts/lib/storefront-server.mjs')];
  return spawn(process.execPath, [...nodeArgs, ...command, '-H', 'localhost', '-p', String(port)], {
    cwd: ROOT,
    stdio,
    // EMBEDDED_BACKEND_URL: the backend started beside it, whose public default secrets the shop may accept (lib/config.ts).
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(dev ? {} : SERVER_ENV), ...services, EMBEDDED_BACKEND_URL: backendUrl, ...extraEnv },
  });
}

export async function waitForUrl(url, { timeoutMs = 180_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function stopAll(children) {
  for (const child of children) if (child && child.exitCode === null) child.kill('SIGTERM');
}
