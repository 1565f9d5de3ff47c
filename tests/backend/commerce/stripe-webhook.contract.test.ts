/**
 * Stripe Checkout completes in the embedded commerce service as the test card does (issue 36): a
 * signed checkout.session.completed for the order's amount due places the order — payments equal to
 * its total, one confirmation in the outbox — and Stripe's retry of the same event changes nothing.
 * A forged or stale signature, a session for another amount and an unpaid session place nothing.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_ADDRESS } from './fixtures';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';
import type { RunningBackend } from '../../helpers/backend';

const SECRET = 'whsec_test_embedded';
let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;
let piece = 10;

beforeAll(async () => {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  ({ backend, client, db } = await startCommerceBackend());
});
afterAll(async () => {
  await stopCommerceBackend({ backend, db });
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

/** A guest order at the payment step: its number, its token and the amount due in cents. */
async function orderAtPayment(email: string) {
  const order_token = (await client.cart.create()).success().data.attributes.token;
  (await client.cart.addItem({ order_token, variant_id: db.shippableEverywhere(piece++).variantId, quantity: 1 })).success();
  (await client.checkout.orderUpdate({ order_token, order: { email, bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS } })).success();
  const at = (await client.checkout.advance({ order_token })).success().data.attributes;
  expect(at.state).toBe('payment');
  return { number: at.number, token: order_token, due: Math.round(Number(at.total) * 100) };
}

function event(session: Record<string, unknown>, type = 'checkout.session.completed') {
  return JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type, data: { object: { payment_status: 'paid', currency: 'usd', ...session } } });
}

function sign(body: string, at = Math.floor(Date.now() / 1000), secret = SECRET) {
  return `t=${at},v1=${crypto.createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

const deliver = (body: string, signature: string) =>
  fetch(`${backend.url}/stripe/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });

function orderRow(number: string) {
  const raw = new Database(path.join(backend.dataDir, 'commerce.sqlite'), { readonly: true });
  try {
    const order = raw.prepare('SELECT id, state, total FROM orders WHERE number = ?').get(number) as { id: number; state: string; total: number };
    const payments = raw.prepare(`SELECT amount, state, response_code FROM payments WHERE order_id = ? AND state IN ('checkout', 'completed')`).all(order.id) as
      { amount: number; state: string; response_code: string }[];
    return { ...order, payments };
  } finally {
    raw.close();
  }
}

const confirmations = async (email: string) =>
  ((await (await fetch(`${backend.url}/__embedded/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { kind: string; token: string }[] }).messages
    .filter((m) => m.kind === 'order_confirmation');

describe('Stripe Checkout completion (webhook)', () => {
  it('places the order the paid session names, once, however often Stripe sends the event', async () => {
    const email = `stripe-${Date.now()}@example.com`;
    const { number, token, due } = await orderAtPayment(email);
    const body = event({ id: 'cs_test_paid_1', client_reference_id: number, amount_total: due });

    const first = await deliver(body, sign(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, outcome: 'completed', order: number });
    const placed = orderRow(number);
    expect(placed.state).toBe('complete');
    expect(placed.payments).toEqual([{ amount: due, state: 'completed', response_code: 'cs_test_paid_1' }]);
    expect(placed.payments.reduce((s, p) => s + p.amount, 0)).toBe(placed.total);
    expect((await confirmations(email)).map((m) => m.token)).toEqual([number]);

    // Stripe retries (a lost 200): nothing changes.
    const again = await deliver(body, sign(body));
    expect(await again.json()).toMatchObject({ outcome: 'already-complete', order: number });
    expect(orderRow(number).payments).toHaveLength(1);
    expect(await confirmations(email)).toHaveLength(1);
    // The shopper's return finds it by its token, as the storefront asks.
    const status = await client.order.status({ order_token: token, order_number: number });
    expect(status.success().data.attributes.state).toBe('complete');
  });

  it('refuses a forged, stale or missing signature, and places nothing', async () => {
    const { number, due } = await orderAtPayment(`stripe-forged-${Date.now()}@example.com`);
    const body = event({ id: 'cs_test_forged', client_reference_id: number, amount_total: due });
    expect((await deliver(body, sign(body, undefined, 'whsec_someone_else'))).status).toBe(400);
    expect((await deliver(body, sign(body, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    expect((await deliver(body, '')).status).toBe(400);
    // Signed for another body.
    expect((await deliver(body.replace(String(due), String(due - 1)), sign(body))).status).toBe(400);
    expect(orderRow(number).state).toBe('payment');
  });

  it('does not place an order for a session of another amount, nor for an unpaid one', async () => {
    const { number, due } = await orderAtPayment(`stripe-short-${Date.now()}@example.com`);
    const short = event({ id: 'cs_test_short', client_reference_id: number, amount_total: due - 100 });
    expect(await (await deliver(short, sign(short))).json()).toMatchObject({ outcome: 'refused', order: number });
    const unpaid = event({ id: 'cs_test_unpaid', client_reference_id: number, amount_total: due, payment_status: 'unpaid' });
    expect(await (await deliver(unpaid, sign(unpaid))).json()).toMatchObject({ outcome: 'ignored' });
    const row = orderRow(number);
    expect(row.state).toBe('payment');
    expect(row.payments).toEqual([]);
  });
});
