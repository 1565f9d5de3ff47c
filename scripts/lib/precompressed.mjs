/**
 * Gzip for answers a shared cache may keep, compressed once per body instead of once per request.
 *
 * Next's own `compress` gzips every answer as it is sent: a cached guest page (about 110 KB of HTML)
 * is compressed again on every hit, and a CPU profile of `next start` under the bench's load on a
 * cached page spent a quarter to a third of the server's thread in zlib (issue 35, README
 * "Benchmarks"). The storefront's server (storefront-server.mjs) turns Next's `compress` off and
 * runs this in front of it: an answer sent whole (`res.end(body)`, as Next sends a page from its
 * cache) that says `s-maxage` or `public`, sets no cookie and is not already encoded is gzipped once
 * and the bytes kept, keyed by URL; the next request for the same URL whose body is the same (the
 * same string, as Next's memory cache hands it over, or equal bytes) gets those bytes. A new body
 * (the page was regenerated) is compressed again and replaces it. Everything else (streamed renders,
 * private answers, answers with a cookie, HEAD) goes through the `compression` middleware Next itself
 * uses, as before.
 */
import zlib from 'node:zlib';
import compression from 'next/dist/compiled/compression/index.js';

/** Below this a gzip member is not worth its header (the `compression` middleware's own threshold). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)|\+xml\b|text\/x-component/i;

/** Whether the request takes gzip (`gzip;q=0` refuses it; `*` takes it unless gzip itself was refused). */
export function acceptsGzip(header) {
  if (!header) return false;
  let star = false;
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === 'gzip' || name === 'x-gzip') return weight > 0;
    if (name === '*') star = weight > 0;
  }
  return star;
}

/** Whether an answer about to be sent whole may be served from the kept gzip bytes. */
export function keepable(req, res, body) {
  if (req.method !== 'GET' || res.statusCode !== 200 || res.headersSent) return false;
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return false;
  if (body.length < MIN_BYTES) return false;
  if (res.hasHeader('set-cookie') || res.hasHeader('content-encoding')) return false;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (!/\b(s-maxage|public)\b/i.test(cacheControl) || /\b(private|no-store|no-transform)\b/i.test(cacheControl)) return false;
  return COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''));
}

function sameBody(a, b) {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.equals(b);
}

/**
 * The kept gzip bytes, least recently used first out: `maxBytes` counts each entry's compressed bytes
 * and its body (the body may outlive Next's own copy).
 */
export function createGzipStore({ maxBytes = 48 * 1024 * 1024, maxEntries = 2000, level = zlib.constants.Z_BEST_COMPRESSION } = {}) {
  const entries = new Map();
  let bytes = 0;
  const stats = { hits: 0, misses: 0 };
  const size = (entry) => entry.gzip.length + (typeof entry.body === 'string' ? entry.body.length : entry.body.length);
  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= size(entry);
  };
  return {
    stats,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /** The gzip of `body` as served at `key`, compressed now if what is kept there is another body. */
    gzip(key, body) {
      const kept = entries.get(key);
      if (kept && sameBody(kept.body, body)) {
        entries.delete(key);
        entries.set(key, kept);
        stats.hits++;
        return kept.gzip;
      }
      stats.misses++;
      const gzip = zlib.gzipSync(body, { level });
      drop(key);
      const entry = { body, gzip };
      if (size(entry) <= maxBytes) {
        entries.set(key, entry);
        bytes += size(entry);
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes && entries.size <= maxEntries) break;
          drop(oldest);
        }
      }
      return gzip;
    },
  };
}

/**
 * Where an answer's bytes are kept: its URL, and the headers Next answers the same URL differently
 * for (a client navigation's flight data, a prefetch, one segment of it). The body is compared
 * anyway, so this only keeps two answers of one URL from taking turns in one place.
 */
const VARIANT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree'];
export function keyOf(req) {
  let key = req.url ?? '';
  for (const name of VARIANT_HEADERS) if (req.headers[name] !== undefined) key += `\n${name}: ${req.headers[name]}`;
  return key;
}

function addVary(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The request handler's compression: `(req, res) => void`, called before the answer is written.
 * `store` keeps the gzip bytes (createGzipStore); `streamed` compresses the rest (Next's own
 * `compression` middleware unless given).
 */
export function createCompressor({ store = createGzipStore(), streamed = compression() } = {}) {
  const compressor = (req, res) => {
    streamed(req, res, () => {});
    const end = res.end;
    res.end = function endWithKeptGzip(body, encoding, callback) {
      if (keepable(req, res, body)) {
        addVary(res);
        if (acceptsGzip(req.headers['accept-encoding'])) {
          const key = keyOf(req);
          const gzip = store.gzip(key, typeof body === 'string' && typeof encoding === 'string' && encoding !== 'utf8' && encoding !== 'utf-8' ? Buffer.from(body, encoding) : body);
          res.setHeader('Content-Encoding', 'gzip');
          res.setHeader('Content-Length', gzip.length);
          return end.call(this, gzip, typeof encoding === 'function' ? encoding : callback);
        }
      }
      return end.call(this, body, encoding, callback);
    };
  };
  compressor.store = store;
  return compressor;
}
