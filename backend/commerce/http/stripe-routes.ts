/**
 * Stripe's webhook (`POST /stripe/webhooks`, not part of Spree's Storefront API: Spree's Stripe
 * integration takes the same events): a signed `checkout.session.completed` (or
 * `checkout.session.async_payment_succeeded`) completes the order the session paid for
 * (domain/stripe.ts). Closed (503) until STRIPE_WEBHOOK_SECRET is set; a bad signature is a 400;
 * every verified event answers 200 with what became of it, so Stripe stops retrying.
 */
import { Hono } from 'hono';
import type { CommerceContext } from '../context';
import { completeStripeCheckout, stripeSignatureValid, type StripeSession } from '../domain/stripe';
import { readLimitedBody } from './body';
import { ApiError } from './errors';

/** A Stripe event is a few kilobytes; anything far larger is not one. */
const EVENT_MAX_BYTES = 64 * 1024;
const COMPLETING = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export function stripeRoutes(ctx: CommerceContext): Hono {
  const app = new Hono();
  app.post('/webhooks', async (c) => {
    const secret = ctx.config.stripeWebhookSecret;
    if (!secret) return c.json({ error: 'Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET to complete Stripe Checkout orders.' }, 503);
    const bytes = await readLimitedBody(c, EVENT_MAX_BYTES, () => new ApiError(413, `A Stripe event is at most ${EVENT_MAX_BYTES} bytes.`));
    const body = new TextDecoder().decode(bytes);
    if (!stripeSignatureValid(body, c.req.header('stripe-signature'), secret, ctx.config.now())) {
      return c.json({ error: 'The Stripe-Signature header does not sign this event.' }, 400);
    }
    let event: { id?: string; type?: string; data?: { object?: StripeSession } };
    try {
      event = JSON.parse(body);
    } catch {
      return c.json({ error: 'The event is not JSON.' }, 400);
    }
    const session = event.data?.object;
    if (!event.type || !COMPLETING.has(event.type) || !session?.id) return c.json({ received: true, outcome: 'ignored' });
    const done = completeStripeCheckout(ctx, session);
    if (done.outcome === 'refused') {
      // Paid on Stripe, not placed here: the operator refunds the session (its id names it).
      console.error(`[stripe] session ${session.id} paid but order ${done.order.number} not placed: ${done.reason}`);
    }
    return c.json({ received: true, outcome: done.outcome, ...('order' in done ? { order: done.order.number } : {}) });
  });
  return app;
}
