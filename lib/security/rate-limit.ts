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
 * A store that fails lets the request through (logged): a broken counter must not lock shoppers out.
 */

export interface RateLimitStore {
  /** Counts one hit on `key` in the window of `windowMs` that contains `now`; answers the count so far and when the window ends. */
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
}

const windowOf = (windowMs: number, now: number) => Math.floor(now / windowMs);

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 50_000) {}

  async increment(key: string, windowMs: number, now: number) {
    const index = windowOf(windowMs, now);
    const slot = `${key}:${index}`;
    const resetAt = (index + 1) * windowMs;
    const entry = this.counts.get(slot) ?? { count: 0, resetAt };
    entry.count += 1;
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

  async increment(key: string, windowMs: number, now: number) {
    const index = windowOf(windowMs, now);
    const slot = `ratelimit:${key}:${index}`;
    const response = await this.fetcher(`${this.url.replace(/\/$/, '')}/pipeline`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify([
        ['INCR', slot],
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

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export interface RateRule {
  client: Limit;
  account: Limit;
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
  // The guest order-status lookup: per client, and per order number (guessing its e-mail).
  orderStatus: { client: { max: 10, windowMs: 10 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
  // The current password that guards an e-mail or password change (the commerce service also counts
  // wrong ones per account): per client, and per signed-in account.
  reauthenticate: { client: { max: 10, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, RateRule>;

export type RateAction = keyof typeof RATE_RULES;

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt of `action` by `client` (and `account`, when known) and says whether it may go on. */
  check(action: RateAction, who: { client: string; account?: string | null }): Promise<RateVerdict>;
}

export interface LimiterOptions {
  rules?: Record<RateAction, RateRule>;
  clock?: () => number;
  /** Multiplies every `max` (RATE_LIMIT_FACTOR): the browser tests sign in from one address all day. */
  factor?: number;
}

export function createRateLimiter(store: RateLimitStore, { rules = RATE_RULES, clock = Date.now, factor = 1 }: LimiterOptions = {}): RateLimiter {
  return {
    async check(action, { client, account }) {
      const rule = rules[action];
      const now = clock();
      const keys: [string, Limit][] = [[`${action}:client:${client}`, rule.client]];
      if (account) keys.push([`${action}:account:${account.trim().toLowerCase()}`, rule.account]);
      try {
        const counts = await Promise.all(keys.map(([key, limit]) => store.increment(key, limit.windowMs, now)));
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

/** The store the environment asks for: shared over REST when configured, else this process's memory. */
export function storeFromEnv(env: Record<string, string | undefined> = process.env): RateLimitStore {
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
