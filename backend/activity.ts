/**
 * When the backend last began an answer, so that work nobody waits for (the search-by-image
 * signatures computed at start) runs in the quiet moments between answers, not beside them. At
 * 50,000 pieces that warm-up renders 50,000 photos: a fifth of a core for half an hour after every
 * start, beside whatever the service was answering (the 50,000-piece bench's loads among them).
 */
export class RequestActivity {
  private lastStartedAt = Number.NEGATIVE_INFINITY;
  private inFlight = 0;

  /** Around every answer (backend/app.ts): an answer in flight, or one that began within `ms`, is not quiet. */
  async around(next: () => Promise<void>, now = Date.now): Promise<void> {
    this.lastStartedAt = now();
    this.inFlight++;
    try {
      await next();
    } finally {
      this.inFlight--;
    }
  }

  quietFor(ms: number, now = Date.now()): boolean {
    return this.inFlight === 0 && now - this.lastStartedAt >= ms;
  }
}
