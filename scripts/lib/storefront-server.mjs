/**
 * The storefront's production server: Next's request handler (the same router `next start` runs)
 * behind a compression that gzips an answer a shared cache may keep once per body, not once per
 * request (precompressed.mjs). `next start` gzips a cached page again on every hit, and a CPU profile
 * under load spent a quarter to a third of the server's thread there (README "Benchmarks").
 *
 *   node scripts/lib/storefront-server.mjs -H localhost -p 3000
 *
 * STOREFRONT_COMPRESS=off (behind a proxy or CDN that compresses): nothing is compressed here.
 * STOREFRONT_TIMINGS=1 (the bench): each request's handler time and the event loop's delay are kept,
 * and printed as one line on SIGUSR2 (server-timings.mjs).
 */
import http from 'node:http';
import path from 'node:path';
import { createCompressor } from './precompressed.mjs';
import { createTimings, formatTimings } from './server-timings.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (short, long, fallback) => {
  const i = args.findIndex((a) => a === short || a === long);
  return i >= 0 ? args[i + 1] : fallback;
};
const hostname = option('-H', '--hostname', process.env.HOSTNAME ?? 'localhost');
const port = Number(option('-p', '--port', process.env.PORT ?? 3000));

process.env.NODE_ENV = 'production';
const compressHere = process.env.STOREFRONT_COMPRESS !== 'off';
// Next's own per-request gzip is off either way (next.config.ts reads this): here, or the proxy, compresses.
process.env.STOREFRONT_COMPRESS = 'off';

const { default: next } = await import('next');
const app = next({ dev: false, dir: ROOT, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compressHere ? createCompressor() : null;
const timings = process.env.STOREFRONT_TIMINGS === '1' ? createTimings() : null;
if (timings) process.on('SIGUSR2', () => console.log(formatTimings(timings.take())));

const server = http.createServer(async (req, res) => {
  timings?.track(res);
  compress?.(req, res);
  try {
    await handle(req, res);
  } catch (error) {
    // As `next start` answers what its handler throws: a plain 500, the error in the server's log only.
    console.error(`failed to handle ${req.method} ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    if (!res.writableEnded) res.end('Internal Server Error');
  }
});
server.listen(port, hostname, () => {
  console.log(`› storefront listening on http://${hostname}:${port}${compressHere ? '' : ' (compression left to the proxy)'}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    setTimeout(() => process.exit(0), 200).unref();
  });
}
