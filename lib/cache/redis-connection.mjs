/**
 * One Redis connection per process and URL (REDIS_URL), shared by Next's cache handler
 * (redis-cache-handler.mjs, loaded by Next outside the app's bundles) and the rate limits
 * (lib/security/rate-limit.ts, bundled into the proxy and the routes): the registry lives on
 * globalThis, so every copy of this module in the process finds the same client. ADR 0016.
 *
 * A dead or hung Redis must never hold a shopper's request: commands are not queued while the client
 * reconnects (`disableOfflineQueue`), every call is raced against a short timeout (node-redis's own
 * command timeout stops counting once a command is written, so a server that stopped answering would
 * hold it for ever), and after a failure the connection is left alone for a moment instead of costing
 * each request its timeout. The outage is logged once, and its end once; callers fall back (the cache
 * to this instance's memory, the rate limits to counting here) and never see an exception.
 *
 * Plain JavaScript: Next imports a cache handler with Node itself, untranspiled.
 */
import { createClient } from 'redis';

/** How long a command may take before the caller goes on without Redis. */
export const COMMAND_TIMEOUT_MS = 500;
/** How long a connection attempt may take. */
export const CONNECT_TIMEOUT_MS = 1_000;
/** After a failure, how long callers go straight to their fallback before Redis is tried again. */
export const RETRY_AFTER_MS = 1_000;
/** The longest wait between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;

const REGISTRY = Symbol.for('casa-maestri.redis-connections');

/** `redis://user:secret@host:6379/2` → `host:6379/2`: what a log line may say about a URL. */
export function describeRedisUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname && parsed.pathname !== '/' ? parsed.pathname : ''}`;
  } catch {
    return 'the configured address';
  }
}

class RedisUnavailableError extends Error {
  constructor(reason) {
    super(`Redis unavailable: ${reason}`);
    this.name = 'RedisUnavailableError';
  }
}

export class RedisConnection {
  /**
   * @param {string} url
   * @param {{ log?: (line: string) => void, commandTimeoutMs?: number, retryAfterMs?: number, createClient?: typeof createClient }} [options]
   */
  constructor(url, options = {}) {
    this.url = url;
    this.where = describeRedisUrl(url);
    this.log = options.log ?? ((line) => console.error(line));
    this.commandTimeoutMs = options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
    this.retryAfterMs = options.retryAfterMs ?? RETRY_AFTER_MS;
    /** 'starting' until the first attempt settles, then 'up' or 'down'. */
    this.state = 'starting';
    this.downSince = 0;
    this.lastFailure = 0;
    this.recoveryListeners = new Set();
    this.client = (options.createClient ?? createClient)({
      url,
      disableOfflineQueue: true,
      commandsQueueMaxLength: 1_000,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
      },
    });
    // Without a listener node-redis would throw every connection error at the process.
    this.client.on('error', (error) => this.failed(error));
    this.client.on('ready', () => this.succeeded());
    this.firstAttempt = new Promise((resolve) => {
      this.settleFirstAttempt = resolve;
    });
    this.client.connect().catch((error) => this.failed(error));
  }

  /** Whether commands are worth sending now (after a failure: not until RETRY_AFTER_MS has passed). */
  available() {
    if (this.state === 'down' && Date.now() - this.lastFailure < this.retryAfterMs) return false;
    return true;
  }

  /**
   * Runs `command` against the client, bounded by the command timeout; rejects at once while Redis is
   * known to be down. The caller catches and falls back.
   * @template T
   * @param {(client: import('redis').RedisClientType) => Promise<T>} command
   * @returns {Promise<T>}
   */
  async run(command) {
    if (this.state === 'starting') await Promise.race([this.firstAttempt, delay(CONNECT_TIMEOUT_MS)]);
    if (!this.available()) throw new RedisUnavailableError('down');
    if (!this.client.isReady) {
      const error = new RedisUnavailableError('not connected');
      this.failed(error);
      throw error;
    }
    let timer;
    try {
      const result = await Promise.race([
        command(this.client),
        new Promise((_, reject) => {
          // Timers run before I/O in Node's loop: after a stall (a long render), a reply that did arrive
          // in time is read first (setImmediate comes after the I/O phase), so only silence times out.
          timer = setTimeout(() => setImmediate(() => reject(new RedisUnavailableError(`no answer within ${this.commandTimeoutMs} ms`))), this.commandTimeoutMs);
        }),
      ]);
      this.succeeded();
      return result;
    } catch (error) {
      // A refused command (a wrong type, a script error) is the caller's mistake, not an outage.
      if (isReplyError(error)) throw error;
      this.failed(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Calls `listener` each time Redis answers again after an outage (e.g. to replay what happened meanwhile). */
  onRecovery(listener) {
    this.recoveryListeners.add(listener);
    return () => this.recoveryListeners.delete(listener);
  }

  failed(error) {
    this.lastFailure = Date.now();
    this.settleFirstAttempt?.();
    if (this.state === 'down') return;
    this.state = 'down';
    this.downSince = this.lastFailure;
    this.log(
      `[redis] ${this.where} unreachable (${error?.message ?? error}): pages are served from this instance's memory or rendered, ` +
        'and rate limits counted here, until it answers again',
    );
  }

  succeeded() {
    this.settleFirstAttempt?.();
    const wasDown = this.state === 'down';
    this.state = 'up';
    if (!wasDown) return;
    this.log(`[redis] ${this.where} answers again after ${Math.round((Date.now() - this.downSince) / 1000)} s: shared cache and rate limits back on it`);
    for (const listener of this.recoveryListeners) {
      Promise.resolve()
        .then(listener)
        .catch(() => undefined);
    }
  }

  /** Closes the connection (tests; a server shuts down without it). */
  async close() {
    const registry = globalThis[REGISTRY];
    if (registry?.get(this.url) === this) registry.delete(this.url);
    this.recoveryListeners.clear();
    try {
      this.client.destroy();
    } catch {
      // already closed
    }
  }
}

function isReplyError(error) {
  return Boolean(error) && typeof error === 'object' && (error.constructor?.name === 'ErrorReply' || error.name === 'ErrorReply');
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.());
}

/** The process's connection to `url`, created on first use. */
export function redisConnection(url) {
  const registry = (globalThis[REGISTRY] ??= new Map());
  let connection = registry.get(url);
  if (!connection) {
    connection = new RedisConnection(url);
    registry.set(url, connection);
  }
  return connection;
}

/** REDIS_URL, trimmed; undefined when unset or empty (then nothing here is used). */
export function redisUrlFromEnv(env = process.env) {
  const url = env.REDIS_URL?.trim();
  return url ? url : undefined;
}
