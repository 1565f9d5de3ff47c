/**
 * What became of a checkout/complete call (issue 36 item 2). A call that got no answer, timed out
 * or met a server error may have completed the order all the same — the service can die between
 * its commit and its reply — so such an outcome is unknown, never a failure: the order's state is
 * asked with order_status (by the order's number and the token held for it) and decides. Only a
 * refusal the service actually gave (stock, promotion, payment: a 4xx) is a failure, and even then
 * an order that order_status finds complete is complete. A 404 is the one ambiguous refusal: once
 * an order is complete it is no longer a cart, so Spree answers a retried completion with 404.
 */
import type { CommerceError, CommerceResult } from '../commerce/errors';
import type { PlacedOrder } from '../model/checkout';

export type CompletionVerdict =
  /** Placed: the thank-you page. */
  | { kind: 'complete'; order: PlacedOrder }
  /** Not placed, and the service said why: the shopper reads it, the order stays at review. */
  | { kind: 'failed'; error: CommerceError }
  /** Not known yet: a retryable message; a retry is safe because completion is idempotent. */
  | { kind: 'unknown'; error: CommerceError };

/** A failed call that may nonetheless have been carried out: no answer, a timeout, a server error. */
export function mayHaveHappened(error: CommerceError): boolean {
  return error.kind === 'no-response' || error.status === 0 || error.status === 408 || error.status >= 500;
}

/** Whether the order's state must be asked before the shopper is told anything. */
export function needsStatus(completion: CommerceResult<PlacedOrder>): boolean {
  return !completion.success;
}

/**
 * The verdict from the completion's answer and, when it failed, order_status's answer for the same
 * order (null when it could not be asked: no number known).
 */
export function completionVerdict(completion: CommerceResult<PlacedOrder>, status: CommerceResult<PlacedOrder> | null): CompletionVerdict {
  if (completion.success) return { kind: 'complete', order: completion.data };
  if (status?.success && status.data.state === 'complete') return { kind: 'complete', order: status.data };
  const { error } = completion;
  if (mayHaveHappened(error)) return { kind: 'unknown', error };
  // A 404 may be the cart that became an order: unknown unless order_status answered that it is not complete.
  const statusAnswered = status !== null && (status.success || !mayHaveHappened(status.error));
  if (error.status === 404 && !statusAnswered) return { kind: 'unknown', error };
  return { kind: 'failed', error };
}
