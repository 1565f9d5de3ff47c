/**
 * Stripe Checkout's completion (issue 36 item 1): the shopper pays the amount due on Stripe's page,
 * and Stripe tells this service with a signed `checkout.session.completed` event (its webhook).
 * The event's signature is checked with the webhook secret (Stripe's scheme: HMAC-SHA256 of
 * "<timestamp>.<body>", five minutes' tolerance); the session's amount must be the order's amount
 * due after store credit, in its currency. Then the payment is recorded (the session id in its
 * response code, so Stripe's retries record it once) and the order completed exactly as the test
 * card's is — payments equal to the total, stock, the confirmation in the outbox in the same
 * transaction — and a repeated event finds the order complete and changes nothing.
 */
import crypto from 'node:crypto';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import { ApiError } from '../http/errors';
import { complete } from './checkout';
import { computeTotals, loadLines, paymentNumber, type OrderRow } from './orders';
import { PAYMENT_METHODS } from './payments';
import { findUser } from './users';

/** How old a signed event may be (Stripe's default tolerance). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/** Whether `header` (Stripe-Signature: "t=…,v1=…[,v1=…]") signs `body` with `secret`, within the tolerance of `nowMs`. */
export function stripeSignatureValid(body: string, header: string | undefined, secret: string, nowMs: number): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('=') as [string, string]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return parts.some(([k, v]) => {
    if (k !== 'v1' || !/^[0-9a-f]{64}$/i.test(v ?? '')) return false;
    return crypto.timingSafeEqual(Buffer.from(v, 'hex'), expected);
  });
}

/** The part of a Checkout Session this service reads. */
export interface StripeSession {
  id: string;
  client_reference_id: string | null;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
}

export type StripeCompletion =
  | { outcome: 'completed' | 'already-complete'; order: OrderRow }
  /** Not this service's to act on: another event, an unpaid session, an unknown order. */
  | { outcome: 'ignored'; reason: string }
  /** Paid, but the order could not be placed for that payment: the charge is refunded by the operator in Stripe (logged). */
  | { outcome: 'refused'; reason: string; order: OrderRow };

export function completeStripeCheckout(ctx: CommerceContext, session: StripeSession): StripeCompletion {
  if (session.payment_status !== 'paid') return { outcome: 'ignored', reason: `payment_status ${session.payment_status}` };
  const order = ctx.db.prepare('SELECT * FROM orders WHERE number = ?').get(session.client_reference_id ?? '') as OrderRow | undefined;
  if (!order) return { outcome: 'ignored', reason: 'no order with this client_reference_id' };
  const recorded = ctx.db.prepare(`SELECT 1 FROM payments WHERE order_id = ? AND response_code = ? AND state IN ('checkout', 'completed')`).get(order.id, session.id);
  if (order.state === 'complete') {
    return recorded ? { outcome: 'already-complete', order } : { outcome: 'refused', reason: 'the order was already paid another way', order };
  }
  const totals = computeTotals(ctx, order, loadLines(ctx, order));
  const due = Math.max(0, totals.total - totals.storeCreditTotal);
  if (session.amount_total !== due || (session.currency ?? '').toUpperCase() !== order.currency) {
    return { outcome: 'refused', reason: `the session paid ${session.amount_total} ${session.currency}, the order's amount due is ${due} ${order.currency}`, order };
  }
  if (!recorded) {
    ctx.db.transaction(() => {
      // The session pays the amount due in place of any card taken before it.
      ctx.db.prepare(`UPDATE payments SET state = 'void' WHERE order_id = ? AND state = 'checkout' AND source_type = 'credit_card'`).run(order.id);
      ctx.db.prepare(`INSERT INTO payments (order_id, number, payment_method_id, source_type, amount, state, response_code, created_at)
        VALUES (?, ?, ?, 'credit_card', ?, 'checkout', ?, ?)`).run(order.id, paymentNumber(), PAYMENT_METHODS.stripe.id, due, session.id, nowIso());
    }).immediate();
  }
  try {
    const user = order.user_id === null ? null : (findUser(ctx.db, order.user_id) ?? null);
    return { outcome: 'completed', order: complete(ctx, order, user) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // Refused (stock, promotion, an operator's decision): the Stripe payment is not kept for a later completion.
    ctx.db.prepare(`UPDATE payments SET state = 'failed' WHERE order_id = ? AND response_code = ? AND state = 'checkout'`).run(order.id, session.id);
    return { outcome: 'refused', reason: err.message, order };
  }
}
