/**
 * The sitemaps' whole-catalogue reads, shared and capped for the whole server process (issue 34).
 *
 * At 50,000 pieces the product list is a hundred pages of 500, each kept in Next's data cache. Once
 * those entries are stale, every sitemap request that reads them gets the stale page at once and
 * Next revalidates each page in the background — a hundred reads per request, the next request's
 * hundred on top (Next dedupes a revalidation within one request only). The commerce service, which
 * answers one read at a time, queued them past the shop's 15 s wait, kept answering reads whose
 * caller had given up, and its accept queue filled. Here one read of a key (a page) is shared by
 * every caller while it is under way, and at most `limit` reads are in flight at once, the others
 * waiting their turn (a caller's wait on the service starts when its read does).
 *
 * A read may also be kept for a short while once it has answered (`keepMs`): the sitemap files a
 * crawler or the bench asks one after another then share one read of the catalogue, not one each.
 *
 * Next bundles each route apart (the index and the per-locale files are separate bundles), so the
 * state hangs on `globalThis`: one process, one set of reads.
 */
export interface SharedReads {
  /** `read()`, or the one already under way (or waiting its turn, or answered less than `keepMs` ago) for `key`. */
  run<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** Reads in flight now and waiting for a turn (tests, logs). */
  readonly inFlight: number;
  readonly waiting: number;
}

class Reads implements SharedReads {
  private readonly underWay = new Map<string, Promise<unknown>>();
  private readonly kept = new Map<string, { answer: Promise<unknown>; until: number }>();
  private readonly queue: (() => void)[] = [];
  private running = 0;

  constructor(
    private readonly limit: number,
    private readonly keepMs: number,
  ) {}

  get inFlight(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  run<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept && kept.until > Date.now()) return kept.answer as Promise<T>;
    this.kept.delete(key);
    const known = this.underWay.get(key);
    if (known) return known as Promise<T>;
    const shared = this.turn()
      .then(read)
      .finally(() => {
        this.underWay.delete(key);
        this.release();
      });
    this.underWay.set(key, shared);
    // Only an answer is kept, never a failure.
    if (this.keepMs > 0) shared.then(() => this.keep(key, shared), () => undefined);
    return shared;
  }

  /** Keeps an answer `keepMs`, then lets it go: a whole catalogue is not held until its key is asked again. */
  private keep(key: string, answer: Promise<unknown>): void {
    this.kept.set(key, { answer, until: Date.now() + this.keepMs });
    setTimeout(() => {
      if (this.kept.get(key)?.answer === answer) this.kept.delete(key);
    }, this.keepMs).unref?.();
  }

  private turn(): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    // The slot passes to the next in line, or frees.
    if (next) next();
    else this.running--;
  }
}

/** A fresh set of shared reads (tests; the shop's are `processReads`). */
export function sharedReads(limit: number, { keepMs = 0 }: { keepMs?: number } = {}): SharedReads {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`sharedReads: limit must be a positive integer, got ${limit}`);
  return new Reads(limit, keepMs);
}

/**
 * How many whole-catalogue pages the shop reads at once. Two: while the service answers one, the
 * next is on its way; more only lengthens its queue (it answers one read at a time).
 */
export const CATALOGUE_READS_IN_FLIGHT = 2;

/**
 * This process's one set of reads named `name` (at most `limit` in flight, answers kept `keepMs`),
 * shared by every route bundle. The first call of a name sets its options.
 */
export function processReads(name: string, limit: number, options: { keepMs?: number } = {}): SharedReads {
  const key = Symbol.for(`casa-maestri.shared-reads.${name}`);
  const holder = globalThis as unknown as Record<symbol, SharedReads | undefined>;
  return (holder[key] ??= sharedReads(limit, options));
}
