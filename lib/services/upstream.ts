/**
 * How long the shop waits on its three services (issue 18): every page answers within about 5 s
 * whatever a service does — refuses connections, resets them, or answers after 4 s.
 *
 * - A read (what a page render asks: GET of commerce, content queries) waits READ_WAIT_MS at most;
 *   a write (bag, checkout, account changes, forms) WRITE_WAIT_MS: a little longer, yet short enough
 *   that sign-in, add to bag or a form answers with its "try again" within 5 s when the service
 *   is paused (issue 36; it was 10 s). A completion that went through after the wait is settled by
 *   the order's own idempotent completion, not by waiting longer.
 * - A service that just gave no answer within a full wait is *quiet* for QUIET_MS: calls to it then
 *   wait QUIET_WAIT_MS at most, so a page that asks it several things one after another does not add
 *   up full waits. Failing a short wait does not extend the quiet time: the first call after it
 *   waits fully again, which is how the shop notices the service is back.
 *
 * One place per service client uses it: lib/commerce/fetcher.ts and request.ts (commerce),
 * lib/content/client.ts (content). The search service is asked once per listing and already waits
 * 3 s at most (lib/search/listing.ts, lib/search/forward.ts; the search client's own timeouts).
 */
export type Service = 'commerce' | 'search' | 'content';

export const READ_WAIT_MS = 3_000;
export const WRITE_WAIT_MS = 3_500;
export const QUIET_MS = 5_000;
export const QUIET_WAIT_MS = 400;

const quietUntil = new Map<Service, number>();

export function isQuiet(service: Service, now = Date.now()): boolean {
  return (quietUntil.get(service) ?? 0) > now;
}

/** How long the next call to `service` may wait. */
export function waitFor(service: Service, kind: 'read' | 'write', now = Date.now()): number {
  if (isQuiet(service, now)) return QUIET_WAIT_MS;
  return kind === 'read' ? READ_WAIT_MS : WRITE_WAIT_MS;
}

/** A failure with no answer (refused, reset, timed out), as opposed to an answer with an error status. */
export function isNoAnswer(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  if (error instanceof TypeError) return true; // undici: "fetch failed" (ECONNREFUSED, ECONNRESET…)
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(ECONN|ETIMEDOUT|EPIPE|UND_ERR)/.test(code);
}

/** Records a call that got no answer within `waited` ms; a full wait missed makes the service quiet. */
export function noAnswer(service: Service, waited: number, now = Date.now()): void {
  if (waited > QUIET_WAIT_MS) quietUntil.set(service, now + QUIET_MS);
}

/** Forgets every quiet service (tests). */
export function resetQuiet(): void {
  quietUntil.clear();
}

/**
 * Runs `call` with an abort signal of the right wait for `service`, stops waiting when it aborts
 * (even if `call` ignores it) and notes when it got no answer. Whatever `call` throws is thrown
 * again, unchanged.
 */
export async function withWait<T>(service: Service, kind: 'read' | 'write', call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const waited = waitFor(service, kind);
  const signal = AbortSignal.timeout(waited);
  // Next's fetch for a cacheable read does not always give up when the signal aborts: stop waiting anyway.
  const gaveUp = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  try {
    return await Promise.race([call(signal), gaveUp]);
  } catch (error) {
    if (isNoAnswer(error)) noAnswer(service, waited);
    throw error;
  }
}
