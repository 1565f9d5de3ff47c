/**
 * Rate limits for the forms a bot would hammer (sign-in, sign-up, password reset, contact,
 * newsletter, product requests, trade application): fixed windows counted per client and per
 * account, behind a small store interface so that several storefront instances can share counts.
 *
 * - `MemoryRateLimitStore` counts in this process: right for one instance (and the default). With N
 *   instances behind a balancer each counts alone, so a client gets up to N times the limit.
 * - `RestRateLimitStore` counts in a shared Redis through a REST endpoint that takes command
 *   pipelines (Upstash's protocol: POST {url}/pipeline, `Authorization: Bearer {token}`), set by
 *   RATE_LIMIT_REST_URL and RATE_LIMIT_REST_TOKEN: what a multi-instance deployment configures.
 *   Plain fetch, so it runs in route handlers, server actions and the proxy alike.
 * - `RedisRateLimitStore` counts in the Redis of REDIS_URL through its own protocol (node-redis, one
 *   MULTI of INCRBY and PEXPIRE a hit), on the process's one connection (lib/cache/redis-connection.mjs,
 *   shared with Next's cache handler, ADR 0016). Redis down or slow: it counts in this process's memory
 *   until Redis answers again (the outage logged once), so no one is locked out and nothing waits long.
 * A store that fails lets the request through (logged): a broken counter must not lock shoppers out.
 */
import { redisConnection, redisUrlFromEnv, type RedisConnection } from '../cache/redis-connection.mjs';

export interface RateLimitStore {
  /** Counts `cost` hits (default one) on `key` in the window of `windowMs` that contains `now`; answers the count so far and when the window ends. */
  increment(key: string, windowMs: number, now: number, cost?: number): Promise<{ count: number; resetAt: number }>;
}

const windowOf = (windowMs: number, now: number) => Math.floor(now / windowMs);

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 50_000) {}

  async increment(key: string, windowMs: number, now: number, cost = 1) {
    const index = windowOf(windowMs, now);
    const slot = `${key}:${index}`;
    const resetAt = (index + 1) * windowMs;
    const entry = this.counts.get(slot) ?? { count: 0, resetAt };
    entry.count += cost;
    this.counts.set(slot, entry);
    if (this.counts.size > this.maxKeys) this.sweep(now);
    return { count: entry.count, resetAt };
  }

  /** Drops ended windows; if a flood of distinct keys still fills the map, the oldest go first. */
  private sweep(now: number) {
    for (const [slot, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(slot);
    for (const slot of this.counts.keys()) {
      if (this.counts.size <= this.maxKeys) break;
      this.counts.delete(slot);
    }
  }
}

export class RestRateLimitStore implements RateLimitStore {
  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async increment(key: string, windowMs: number, now: number, cost = 1) {
    const index = windowOf(windowMs, now);
    const slot = `ratelimit:${key}:${index}`;
    const response = await this.fetcher(`${this.url.replace(/\/$/, '')}/pipeline`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify([
        ['INCRBY', slot, String(cost)],
        ['PEXPIRE', slot, String(windowMs)],
      ]),
      cache: 'no-store',
      signal: AbortSignal.timeout(1_000),
    });
    if (!response.ok) throw new Error(`rate-limit store answered ${response.status}`);
    const [incr] = (await response.json()) as { result?: unknown; error?: string }[];
    const count = Number(incr?.result);
    if (!Number.isFinite(count)) throw new Error(`rate-limit store: ${incr?.error ?? 'no count'}`);
    return { count, resetAt: (index + 1) * windowMs };
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Pick<RedisConnection, 'run'>,
    /** Where hits are counted while Redis does not answer. */
    private readonly fallback: RateLimitStore = new MemoryRateLimitStore(),
  ) {}

  async increment(key: string, windowMs: number, now: number, cost = 1) {
    const index = windowOf(windowMs, now);
    const slot = `cm:ratelimit:${key}:${index}`;
    let replies: unknown[];
    try {
      replies = await this.redis.run((client) => client.multi().incrBy(slot, cost).pExpire(slot, windowMs).exec());
    } catch {
      // Down, hung or refused (the connection logs the outage once): count here meanwhile.
      return this.fallback.increment(key, windowMs, now, cost);
    }
    const count = Number(replies[0]);
    if (!Number.isFinite(count)) throw new Error('rate-limit store: no count');
    return { count, resetAt: (index + 1) * windowMs };
  }
}

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export interface RateRule {
  /** Per client address (throttle.ts `clientId`: only configured proxies are believed). */
  client: Limit;
  /**
   * Per account *from one client*: the key is the account and the client together, so a stranger
   * failing ten times on someone's e-mail locks only himself out, never the owner signing in from
   * elsewhere (issue 36). Rules without an account key leave it unused.
   */
  account: Limit;
  /** Count the account across all clients instead (a lookup guessed from many addresses, where no owner is locked out of signing in). */
  accountAcrossClients?: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits per action. A shopper never meets them; a script does at once. */
export const RATE_RULES = {
  signIn: { client: { max: 20, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  signUp: { client: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  passwordReset: { client: { max: 10, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: HOUR } },
  contact: { client: { max: 10, windowMs: 10 * MINUTE }, account: { max: 10, windowMs: 10 * MINUTE } },
  newsletter: { client: { max: 10, windowMs: 10 * MINUTE }, account: { max: 5, windowMs: HOUR } },
  productRequest: { client: { max: 15, windowMs: 10 * MINUTE }, account: { max: 15, windowMs: 10 * MINUTE } },
  tradeApplication: { client: { max: 5, windowMs: HOUR }, account: { max: 3, windowMs: 24 * HOUR } },
  // The guest order-status lookup: per client, and per order number from every client (guessing its e-mail).
  orderStatus: { client: { max: 10, windowMs: 10 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE }, accountAcrossClients: true },
  // Search through /api/search, counted per query of a multi-query body (each costs search time):
  // a listing asks 2 to 4 at once, typing in the search field one a keystroke.
  search: { client: { max: 300, windowMs: MINUTE }, account: { max: 300, windowMs: MINUTE } },
  // The image optimiser (/_next/image, counted in the proxy): a long listing scrolled to its end asks
  // about a hundred; each new oversized picture cost a couple of seconds of CPU.
  image: { client: { max: 400, windowMs: MINUTE }, account: { max: 400, windowMs: MINUTE } },
  // New carts (a guest's first add to bag): a shopper makes one; a script made 200 in 6 s.
  cartCreate: { client: { max: 10, windowMs: HOUR }, account: { max: 10, windowMs: HOUR } },
  // The current password that guards an e-mail or password change (the commerce service also counts
  // wrong ones per account): per client, and per signed-in account from every client (whoever holds
  // the session is signed in as the owner: no stranger can lock her out of her own change this way).
  reauthenticate: { client: { max: 10, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE }, accountAcrossClients: true },
} as const satisfies Record<string, RateRule>;

export type RateAction = keyof typeof RATE_RULES;

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one attempt (or `cost` units of work) of `action` by `client`, and by `account` from that
   * client when known, and says whether it may go on.
   */
  check(action: RateAction, who: { client: string; account?: string | null }, cost?: number): Promise<RateVerdict>;
}

export interface LimiterOptions {
  rules?: Record<RateAction, RateRule>;
  clock?: () => number;
  /** Multiplies every `max` (RATE_LIMIT_FACTOR): the browser tests sign in from one address all day. */
  factor?: number;
}

export function createRateLimiter(store: RateLimitStore, { rules = RATE_RULES, clock = Date.now, factor = 1 }: LimiterOptions = {}): RateLimiter {
  return {
    async check(action, { client, account }, cost = 1) {
      const rule: RateRule = rules[action];
      const now = clock();
      const keys: [string, Limit][] = [[`${action}:client:${client}`, rule.client]];
      const accountKey = `${action}:account:${account?.trim().toLowerCase()}`;
      if (account) keys.push([rule.accountAcrossClients ? accountKey : `${accountKey}:client:${client}`, rule.account]);
      try {
        const counts = await Promise.all(keys.map(([key, limit]) => store.increment(key, limit.windowMs, now, cost)));
        const over = counts.filter((c, i) => c.count > keys[i][1].max * factor);
        if (over.length === 0) return { ok: true };
        const resetAt = Math.max(...over.map((c) => c.resetAt));
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
      } catch (error) {
        console.error('[rate-limit] store failed, letting the request through:', (error as Error).message);
        return { ok: true };
      }
    },
  };
}

/**
 * The store the environment asks for: the shared Redis (REDIS_URL) through its own protocol, else a
 * Redis over REST when configured, else this process's memory.
 */
export function storeFromEnv(env: Record<string, string | undefined> = process.env): RateLimitStore {
  const redisUrl = redisUrlFromEnv(env);
  if (redisUrl) return new RedisRateLimitStore(redisConnection(redisUrl));
  const url = env.RATE_LIMIT_REST_URL?.trim();
  const token = env.RATE_LIMIT_REST_TOKEN?.trim();
  return url && token ? new RestRateLimitStore(url, token) : new MemoryRateLimitStore();
}

let shared: RateLimiter | null = null;

/** The limiter every route and action uses (one per process, over the configured store). */
export function rateLimiter(): RateLimiter {
  const factor = Number(process.env.RATE_LIMIT_FACTOR ?? 1);
  shared ??= createRateLimiter(storeFromEnv(), { factor: Number.isFinite(factor) && factor >= 1 ? factor : 1 });
  return shared;
}
