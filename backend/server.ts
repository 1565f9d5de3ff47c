/** Serves the embedded backend on 127.0.0.1 (default port 4000). */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createBackend } from './app';

const port = Number(process.env.BACKEND_PORT ?? 4000);
const host = process.env.BACKEND_HOST ?? '127.0.0.1';
const backend = createBackend({
  publicUrl: process.env.BACKEND_PUBLIC_URL ?? `http://${host}:${port}`,
  dataDir: path.resolve(process.env.BACKEND_DATA_DIR ?? 'data'),
  seedProducts: process.env.SEED_PRODUCTS ? Number(process.env.SEED_PRODUCTS) : undefined,
  warmUpImageSearch: process.env.IMAGE_SEARCH_WARM_UP !== 'off',
});

// Every search index is built before the first answer: on first use, at 50,000 pieces, each took
// seconds of the one thread while the storefront's reads in flight ran out of time (503s).
const warming = performance.now();
backend.warm();
console.log(`search indexes built in ${((performance.now() - warming) / 1000).toFixed(1)} s`);
// Seeding and the index build leave their garbage in the heap (1.8 GB at 50,000 pieces, 1.3 GB of it
// live). Collected now, before the first answer, it does not come back as one long major collection
// on the machine's other core minutes later, in the middle of the storefront's work. Node exposes
// `gc` only when asked (startBackend passes --expose-gc); without it, V8 collects when it will.
if (globalThis.gc) {
  const heapBefore = process.memoryUsage().heapUsed;
  const collecting = performance.now();
  globalThis.gc();
  const mb = (bytes: number) => Math.round(bytes / 1e6);
  console.log(`start-up garbage collected: heap ${mb(heapBefore)} → ${mb(process.memoryUsage().heapUsed)} MB in ${((performance.now() - collecting) / 1000).toFixed(1)} s`);
}

const server = serve({ fetch: backend.app.fetch, port, hostname: host }, (info) => {
  console.log(`embedded backend listening on http://${host}:${info.port}`);
});
// Idle keep-alive connections outlive the storefront's: Node's default HTTP agent (which Next's rewrite of a
// content picture, `/cms/…`, fetches through) drops an idle socket after 5 s, this server's default was 5 s
// too, so a request sent on a socket the server was closing at that moment failed ("socket hang up", a
// broken picture). A CDN keeps its connections far longer than 5 s; so does this server now.
(server as import('node:http').Server).keepAliveTimeout = 65_000;

function stop() {
  server.close();
  backend.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
