/**
 * Next's incremental cache (ISR pages, route answers, fetch and unstable_cache data) on a Redis every
 * storefront instance shares, wired in next.config.ts when REDIS_URL is set (ADR 0016).
 *
 * - Entries: one hash per entry (`lm` last modified, `tags`, `cc` cache control, `v` the value as
 *   gzipped JSON, `exp`), with a TTL of its lifetime plus a day to be served stale while it renders
 *   again, never more than a week. Pages and route answers are keyed by build (`cm:page:<BUILD_ID>:…`:
 *   another build's HTML names scripts this one does not have); data is shared across builds, as Next
 *   shares `.next/cache/fetch-cache`.
 * - Tags: when each tag was last marked stale and expired, in two hashes every instance reads
 *   (`cm:tag:stale`, `cm:tag:expired`). `revalidateTag` on any instance writes there; every read
 *   compares an entry's tags (its own, and the page's implicit path tags) with them, so a tag expired
 *   on one instance is expired on all at once. Stale (Next 16's `revalidateTag(tag, 'max')`) keeps
 *   Next's own stale-while-revalidate: the states are handed to Next's tags manifest, from which Next
 *   decides, as it does with its file-system cache.
 * - Each instance keeps what it read or wrote in memory (Next's `cacheMaxMemorySize`, 50 MB), checked
 *   against Redis on every read (one round trip: the entry's version and its tags), so a page is not
 *   moved across the network again while it is unchanged.
 * - Redis down or hung (redis-connection.mjs): reads answer from that memory or miss (the page is
 *   rendered), writes and expiries stay in memory, nothing throws and nothing waits past the command
 *   timeout; expiries made meanwhile are written to Redis when it answers again.
 *
 * Plain JavaScript: Next imports a cache handler with Node itself, untranspiled.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { RESP_TYPES } from 'redis';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { redisConnection, redisUrlFromEnv } from './redis-connection.mjs';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

export const KEY_PREFIX = 'cm:';
export const TAG_STALE_KEY = `${KEY_PREFIX}tag:stale`;
export const TAG_EXPIRED_KEY = `${KEY_PREFIX}tag:expired`;
/** When each tag's state stops mattering (no entry older than it can still exist): the pruning index. */
export const TAG_HORIZON_KEY = `${KEY_PREFIX}tag:horizon`;
/** How long past its lifetime an entry is kept, to be served once more while it renders again. */
export const STALE_GRACE_SECONDS = 24 * 60 * 60;
/** No entry outlives this, in Redis or in memory; so a tag state older than it can be forgotten. */
export const MAX_ENTRY_SECONDS = 7 * 24 * 60 * 60;
const PRUNE_EVERY_MS = 10 * 60_000;
const TAGS_HEADER = 'x-next-cache-tags';
const ENTRY_FIELDS = ['lm', 'tags', 'cc', 'v', 'exp'];

// ── Lifetimes and keys ─────────────────────────────────────────────────────────

/** Seconds an entry is kept: its revalidate time plus a day of grace, within its expire time and a week. */
export function entrySeconds(revalidate, expire) {
  let seconds = typeof revalidate === 'number' && revalidate > 0 ? revalidate + STALE_GRACE_SECONDS : MAX_ENTRY_SECONDS;
  if (typeof expire === 'number' && expire > 0) seconds = Math.min(seconds, expire);
  return Math.max(1, Math.min(Math.ceil(seconds), MAX_ENTRY_SECONDS));
}

export function entryKey(key, isData, buildId) {
  return isData ? `${KEY_PREFIX}data:${key}` : `${KEY_PREFIX}page:${buildId}:${key}`;
}

function tagsOfHeaders(headers) {
  const header = headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

const buildIds = new Map();

/** The build these pages belong to (`.next/BUILD_ID`, beside the server's dist directory). */
function buildIdOf(serverDistDir) {
  const dir = serverDistDir ?? '';
  if (!buildIds.has(dir)) {
    let id = 'unbuilt';
    try {
      id = readFileSync(path.join(dir, '..', 'BUILD_ID'), 'utf8').trim() || id;
    } catch {
      // not a build (tests): one namespace
    }
    buildIds.set(dir, id);
  }
  return buildIds.get(dir);
}

// ── Values to bytes and back (Buffers and Maps inside, e.g. a page's RSC payload and segments) ──

const BYTES = '\u0000bytes';
const MAP = '\u0000map';

function toPlain(value) {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [key, toPlain(item)]) };
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object') {
    const plain = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) plain[key] = toPlain(item);
    return plain;
  }
  return value;
}

function fromPlain(value) {
  if (Array.isArray(value)) return value.map(fromPlain);
  if (value && typeof value === 'object') {
    if (typeof value[BYTES] === 'string') return Buffer.from(value[BYTES], 'base64');
    if (Array.isArray(value[MAP])) return new Map(value[MAP].map(([key, item]) => [key, fromPlain(item)]));
    const restored = {};
    for (const [key, item] of Object.entries(value)) restored[key] = fromPlain(item);
    return restored;
  }
  return value;
}

export async function encodeValue(value) {
  return gzip(JSON.stringify(toPlain(value)));
}

export async function decodeValue(bytes) {
  return fromPlain(JSON.parse((await gunzip(bytes)).toString('utf8')));
}

function sizeOf(value) {
  if (!value) return 64;
  switch (value.kind) {
    case 'APP_PAGE': {
      let size = (value.html?.length ?? 0) + (value.rscData?.byteLength ?? 0);
      if (value.segmentData) for (const segment of value.segmentData.values()) size += segment.byteLength;
      return size + 512;
    }
    case 'APP_ROUTE':
      return (value.body?.byteLength ?? 0) + 512;
    case 'PAGES':
      return (value.html?.length ?? 0) + JSON.stringify(value.pageData ?? {}).length;
    default:
      return JSON.stringify(value).length;
  }
}

// ── This instance's memory: a copy of what it read or wrote, least recently used first out ──

export class LocalCopies {
  constructor(maxBytes = 50 * 1024 * 1024) {
    this.maxBytes = maxBytes;
    this.entries = new Map();
    this.bytes = 0;
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key, entry) {
    this.delete(key);
    entry.size = sizeOf(entry.value);
    if (entry.size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

// ── Tag states ─────────────────────────────────────────────────────────────────

/**
 * Writes tag states: a stale time only ever moves forward (a replay after an outage never undoes a
 * later revalidation), an expiry is written as given (an immediate expiry after a 'max' one must win),
 * and the pruning index learns when each state stops mattering.
 * KEYS: stale hash, expired hash, horizon; ARGV: keep-ms, then tag, stale or '', expired or ''.
 */
const WRITE_TAGS_SCRIPT = `
local keep = tonumber(ARGV[1])
for i = 2, #ARGV, 3 do
  local tag, stale, expired = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  local latest = 0
  if stale ~= '' then
    local current = tonumber(redis.call('HGET', KEYS[1], tag) or '0')
    if tonumber(stale) > current then redis.call('HSET', KEYS[1], tag, stale) end
    latest = math.max(latest, tonumber(stale))
  end
  if expired ~= '' then
    redis.call('HSET', KEYS[2], tag, expired)
    latest = math.max(latest, tonumber(expired))
  end
  redis.call('ZADD', KEYS[3], 'GT', latest + keep, tag)
end
return 1`;

/** Forgets tag states no entry can be older than. KEYS as above; ARGV: now. */
const PRUNE_TAGS_SCRIPT = `
local gone = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', ARGV[1], 'LIMIT', 0, 1000)
if #gone > 0 then
  redis.call('HDEL', KEYS[1], unpack(gone))
  redis.call('HDEL', KEYS[2], unpack(gone))
  redis.call('ZREM', KEYS[3], unpack(gone))
end
return #gone`;

const TAG_KEYS = [TAG_STALE_KEY, TAG_EXPIRED_KEY, TAG_HORIZON_KEY];

/** The process's state: one per process, whatever the number of handler instances (Next makes one a request). */
const shared = {
  copies: null,
  /** tag → { stale?, expired? }: the last states read from Redis, and this instance's own. */
  tags: new Map(),
  /** Tag states written while Redis did not answer, written when it does. */
  pending: new Map(),
  lastPrune: 0,
  recoveryHooked: new WeakSet(),
};

function isExpired(tags, lastModified, now = Date.now()) {
  for (const tag of tags) {
    const expired = shared.tags.get(tag)?.expired;
    if (typeof expired === 'number' && expired <= now && expired > lastModified) return true;
  }
  return false;
}

/** Hands the known states of `tags` to Next's manifest, from which Next tells stale from fresh. */
function publish(tags) {
  for (const tag of tags) {
    const state = shared.tags.get(tag);
    if (state) tagsManifest.set(tag, { ...state });
  }
}

function learn(tags, stale, expired) {
  tags.forEach((tag, index) => {
    if (shared.pending.has(tag)) return;
    const s = stale[index] == null ? undefined : Number(stale[index]);
    const e = expired[index] == null ? undefined : Number(expired[index]);
    if (s === undefined && e === undefined) return;
    shared.tags.set(tag, { ...(s !== undefined && { stale: s }), ...(e !== undefined && { expired: e }) });
  });
}

/** Reads the shared states of `tags` into this process (nothing to read for none). */
async function readTagStates(connection, tags) {
  if (tags.length === 0) return;
  const [stale, expired] = await connection.run((client) => Promise.all([client.hmGet(TAG_STALE_KEY, tags), client.hmGet(TAG_EXPIRED_KEY, tags)]));
  learn(tags, stale, expired);
}

async function writePending(connection) {
  if (shared.pending.size === 0) return;
  const batch = [...shared.pending];
  const args = [String(MAX_ENTRY_SECONDS * 1000)];
  for (const [tag, state] of batch) args.push(tag, state.stale === undefined ? '' : String(state.stale), state.expired === undefined ? '' : String(state.expired));
  await connection.run((client) => client.eval(WRITE_TAGS_SCRIPT, { keys: TAG_KEYS, arguments: args }));
  for (const [tag, state] of batch) if (shared.pending.get(tag) === state) shared.pending.delete(tag);
  const now = Date.now();
  if (now - shared.lastPrune > PRUNE_EVERY_MS) {
    shared.lastPrune = now;
    await connection.run((client) => client.eval(PRUNE_TAGS_SCRIPT, { keys: TAG_KEYS, arguments: [String(now)] }));
  }
}

// ── The handler ────────────────────────────────────────────────────────────────

export default class RedisCacheHandler {
  /**
   * @param {{ serverDistDir?: string, maxMemoryCacheSize?: number, revalidatedTags?: string[] }} ctx Next's CacheHandlerContext
   * @param {{ url?: string }} [options] the Redis URL (REDIS_URL when not given; none: this instance's memory only)
   */
  constructor(ctx = {}, options = {}) {
    const url = options.url ?? redisUrlFromEnv();
    this.connection = url ? redisConnection(url) : null;
    this.buildId = buildIdOf(ctx.serverDistDir);
    this.revalidatedTags = ctx.revalidatedTags ?? [];
    shared.copies ??= new LocalCopies(ctx.maxMemoryCacheSize ?? 50 * 1024 * 1024);
    const connection = this.connection;
    if (connection && !shared.recoveryHooked.has(connection)) {
      shared.recoveryHooked.add(connection);
      connection.onRecovery(() => writePending(connection));
    }
  }

  async get(key, ctx) {
    const isData = ctx?.kind === 'FETCH';
    const redisKey = entryKey(key, isData, this.buildId);
    const asked = isData ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    let entry = shared.copies.get(redisKey);
    if (this.connection) {
      try {
        entry = await this.readShared(redisKey, entry, asked);
      } catch {
        // Redis down (logged once by the connection): this instance's copy, or a miss to render.
      }
    }
    if (!entry) return null;
    const tags = [...new Set([...asked, ...entry.tags])];
    if (isData && tags.some((tag) => this.revalidatedTags.includes(tag))) return null;
    if (isExpired(tags, entry.lastModified)) {
      shared.copies.delete(redisKey);
      return null;
    }
    publish(tags);
    return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl && { cacheControl: entry.cacheControl }) };
  }

  /** The freshest entry under `redisKey` (this instance's copy unless Redis holds a newer one), having read the states of its tags. */
  async readShared(redisKey, copy, asked) {
    const connection = this.connection;
    if (copy) {
      const tags = [...new Set([...asked, ...copy.tags])];
      const [version] = await Promise.all([connection.run((client) => client.hGet(redisKey, 'lm')), readTagStates(connection, tags)]);
      if (version == null || Number(version) <= copy.lastModified) return copy;
    }
    const fields = await connection.run((client) => client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).hmGet(redisKey, ENTRY_FIELDS));
    const [lm, tagsField, cc, v, exp] = fields;
    if (!lm || !v) {
      // Nothing shared: this instance's copy, if any (its tags were read above).
      return copy;
    }
    const entry = {
      lastModified: Number(lm.toString()),
      tags: JSON.parse(tagsField?.toString() || '[]'),
      cacheControl: cc && cc.length > 0 ? JSON.parse(cc.toString()) : undefined,
      value: await decodeValue(v),
      expiresAt: exp ? Number(exp.toString()) : Date.now() + MAX_ENTRY_SECONDS * 1000,
    };
    await readTagStates(connection, [...new Set([...asked, ...entry.tags])]);
    shared.copies.set(redisKey, entry);
    return entry;
  }

  async set(key, data, ctx) {
    const isData = Boolean(ctx?.fetchCache) || data?.kind === 'FETCH';
    const redisKey = entryKey(key, isData, this.buildId);
    const now = Date.now();
    const cacheControl = isData ? undefined : ctx?.cacheControl;
    const tags = isData ? [...(ctx?.tags ?? data?.tags ?? [])] : tagsOfHeaders(data?.headers);
    const seconds = isData ? entrySeconds(data?.revalidate) : entrySeconds(cacheControl?.revalidate, cacheControl?.expire);
    const entry = { lastModified: now, value: data, cacheControl, tags, expiresAt: now + seconds * 1000 };
    shared.copies.set(redisKey, entry);
    if (!this.connection) return;
    try {
      const bytes = await encodeValue(data);
      const fields = { lm: String(now), tags: JSON.stringify(tags), cc: cacheControl ? JSON.stringify(cacheControl) : '', v: bytes, exp: String(entry.expiresAt) };
      await this.connection.run((client) => client.multi().hSet(redisKey, fields).expire(redisKey, seconds).exec());
    } catch {
      // Redis down (logged once by the connection): this instance keeps its copy.
    }
  }

  /** Marks `tags` stale (with durations: Next 16's revalidateTag(tag, profile)) or expired at once, on every instance. */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    if (list.length === 0) return;
    const now = Date.now();
    for (const tag of list) {
      const previous = shared.tags.get(tag) ?? {};
      const state = durations
        ? { ...previous, stale: now, ...(durations.expire !== undefined && { expired: now + durations.expire * 1000 }) }
        : { ...previous, expired: now };
      shared.tags.set(tag, state);
      if (this.connection) shared.pending.set(tag, state);
      tagsManifest.set(tag, { ...state });
    }
    if (!this.connection) return;
    try {
      await writePending(this.connection);
    } catch {
      // Redis down (logged once): expired here now, written to Redis when it answers again.
    }
  }

  resetRequestCache() {}
}
