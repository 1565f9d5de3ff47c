/**
 * Which listing states this server instance serves from the shared page cache (ADR 0018).
 *
 * A state earns its cached page by being rendered once with results: the first request of a state
 * is rendered per request (the `filtered` twin, `private, no-store`, from the cached search) and,
 * if it listed anything, the page admits it here; from then on the proxy sends the state to its
 * cached page (rendered once more into the cache, then served from it). So a state with no results,
 * a junk state and a state asked for once never create a cache entry, whatever a bot walks.
 *
 * Bounded: at most `capacity` states are admitted (least recently asked for leaves first; it is
 * rendered per request again until it is admitted anew), and at most `perHour` new admissions an
 * hour, which bounds how fast the cache can grow even under a bot that walks real queries twice.
 * Per instance: each server keeps its own list (an instance behind a balancer admits a state after
 * its own first render of it).
 */

export interface AdmissionLimits {
  capacity: number;
  perHour: number;
}

export const ADMISSION_LIMITS: AdmissionLimits = { capacity: 2_000, perHour: 600 };

const HOUR_MS = 3_600_000;

export class ListingAdmission {
  private readonly admitted = new Map<string, true>();
  private windowStart = 0;
  private windowCount = 0;

  constructor(
    private readonly limits: AdmissionLimits = ADMISSION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A state rendered with results: admit it (false when the hour's budget is spent or it already was). */
  admit(key: string): boolean {
    if (this.admitted.has(key)) return false;
    const now = this.now();
    if (now - this.windowStart >= HOUR_MS) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    if (this.windowCount >= this.limits.perHour) return false;
    this.windowCount += 1;
    this.admitted.set(key, true);
    if (this.admitted.size > this.limits.capacity) this.admitted.delete(this.admitted.keys().next().value!);
    return true;
  }

  /** Whether a state is served from the cache (and, if so, it becomes the most recently asked for). */
  has(key: string): boolean {
    if (!this.admitted.has(key)) return false;
    this.admitted.delete(key);
    this.admitted.set(key, true);
    return true;
  }

  get size(): number {
    return this.admitted.size;
  }
}

const GLOBAL_KEY = Symbol.for('casa-maestri.listing-admission');

/**
 * The instance's list, shared by the proxy (which reads it) and the pages (which fill it): Next runs
 * both in the same Node process but bundles them apart, so the one list hangs on `globalThis`.
 */
export function listingAdmission(): ListingAdmission {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: ListingAdmission };
  return (holder[GLOBAL_KEY] ??= new ListingAdmission());
}
