/**
 * Money that is always right at checkout (issue 36), through the official SDK: any change to the
 * lines, promotions, shipping method or address after payment voids the payments and sends the
 * order back to payment; completion is refused unless the payments equal the total exactly; store
 * credit lowers the amount due and the card pays the rest; one promotion code plus gift codes.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasicSpreeError, IOrder } from '@spree/storefront-api-v2-sdk';
import { DEMO_PASSWORD } from '../../../backend/seed';
import type { RunningBackend } from '../../helpers/backend';
import { IT_ADDRESS, US_ADDRESS } from './fixtures';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';

let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;

beforeAll(async () => {
  ({ backend, client, db } = await startCommerceBackend());
});
afterAll(() => stopCommerceBackend({ backend, db }));

type Auth = { order_token: string } | { bearer_token: string };

/** Pieces shippable everywhere costing at least $1,500 (so a $500 gift code or $250 of credit pays only part), cheapest first. */
function pricey(offset: number): string {
  const raw = new Database(path.join(backend.dataDir, 'commerce.sqlite'), { readonly: true });
  const row = raw.prepare(`SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.currency = 'USD'
    WHERE pr.amount >= 150000 AND p.excluded_countries = '[]' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND p.sku NOT LIKE 'PORAMI%'
    AND (v.backorderable = 1 OR v.count_on_hand >= 3) ORDER BY pr.amount, v.id LIMIT 1 OFFSET ?`).get(offset) as { id: number };
  raw.close();
  return String(row.id);
}
const cents = (value: unknown) => Math.round(Number(value) * 100);
const attrs = (order: IOrder) => order.data.attributes as unknown as Record<string, unknown>;
const CARD = { gateway_payment_profile_id: '4242 4242 4242 4242', name: 'Giulia Conti', month: '12', year: '2031' };
const AGAIN = /^Payment must be taken again/;

async function show(auth: Auth) {
  const order = (await client.cart.show({ ...auth, include: 'payments' })).success() as IOrder;
  const payments = (order.included ?? []).filter((r) => r.type === 'payment').map((r) => ({
    amount: cents(r.attributes.amount), state: String(r.attributes.state), source: String(r.attributes.source_type),
  }));
  return { order, state: String(order.data.attributes.state), total: cents(order.data.attributes.total), payments };
}

const live = <T extends { state: string }>(payments: T[]) => payments.filter((p) => p.state === 'checkout');
const sum = (payments: { amount: number }[]) => payments.reduce((s, p) => s + p.amount, 0);

/** A guest order (one piece, US address) with a card payment, at confirm. */
async function paidGuestOrder(offset: number, codes: string[] = []): Promise<Auth> {
  const order_token = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
  const auth = { order_token };
  expect((await client.cart.addItem({ ...auth, variant_id: pricey(offset), quantity: 1 })).isSuccess()).toBe(true);
  for (const coupon_code of codes) expect((await client.cart.applyCouponCode({ ...auth, coupon_code })).isSuccess()).toBe(true);
  await client.checkout.orderUpdate({ ...auth, order: { email: 'giulia@example.test', bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS } });
  await pay(auth);
  return auth;
}

/** Takes the card for what is due and moves to confirm. */
async function pay(auth: Auth) {
  const ready = (await client.checkout.advance(auth)).success();
  expect(ready.data.attributes.state).toBe('payment');
  expect((await client.checkout.addPayment({ ...auth, payment_method_id: '1', source_attributes: CARD })).isSuccess()).toBe(true);
  const confirmed = (await client.checkout.advance(auth)).success();
  expect(confirmed.data.attributes.state).toBe('confirm');
}

/** After a change: the card is voided, the order is back before confirm and completion is refused. */
async function expectPaymentVoided(auth: Auth, backTo: string) {
  const after = await show(auth);
  expect(after.state).toBe(backTo);
  expect(after.payments.filter((p) => p.source === 'Spree::CreditCard')).toEqual([]);
  const refused = await client.checkout.complete(auth);
  const error = refused.fail() as BasicSpreeError;
  expect((error.serverResponse as Response).status).toBe(422);
  return { after, error };
}

/** Pays again and completes: the card is charged the new total, the payments add up to it. */
async function payAgainAndComplete(auth: Auth) {
  await pay(auth);
  const before = await show(auth);
  expect(sum(live(before.payments))).toBe(before.total);
  const done = (await client.checkout.complete({ ...auth, include: 'payments' })).success() as IOrder;
  expect(done.data.attributes.state).toBe('complete');
  const payments = (done.included ?? []).filter((r) => r.type === 'payment' && r.attributes.state === 'completed').map((r) => cents(r.attributes.amount));
  expect(payments.reduce((s, n) => s + n, 0)).toBe(cents(done.data.attributes.total));
  return { done, total: cents(done.data.attributes.total), charged: payments };
}

// First: the single-use gift code is still unused here (the next block spends it).
describe('coupon stacking: one promotion code, any number of gift codes', () => {
  it('refuses a second promotion code, and takes gift codes beside one', async () => {
    const order_token = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
    await client.cart.addItem({ order_token, variant_id: db.shippableEverywhere(6).variantId, quantity: 2 });
    expect((await client.cart.applyCouponCode({ order_token, coupon_code: 'WELCOME10' })).isSuccess()).toBe(true);
    for (const coupon_code of ['ATELIER250', 'FREESHIP']) {
      const refused = (await client.cart.applyCouponCode({ order_token, coupon_code })).fail() as BasicSpreeError;
      expect(refused.summary).toBe('Only one promotion code can be used per order: remove WELCOME10 to use this one.');
    }
    const gift = (await client.cart.applyCouponCode({ order_token, coupon_code: 'GIFT-500-MAESTRI', include: 'promotions' })).success();
    expect(gift.included?.filter((r) => r.type === 'promotion').map((r) => r.attributes.code).sort()).toEqual(['GIFT-500-MAESTRI', 'WELCOME10']);
    // Swapping codes: remove the one, then the other applies.
    await client.cart.removeCouponCode({ order_token, coupon_code: 'WELCOME10' });
    expect((await client.cart.applyCouponCode({ order_token, coupon_code: 'FREESHIP' })).isSuccess()).toBe(true);
  });
});

describe('a promotion changed after payment', () => {
  it('a used-up gift code removed after paying: the payment is voided and the card is charged the new, higher total', async () => {
    // The story: three carts hold GIFT-500-MAESTRI (single use) and pay; the first completes.
    const first = await paidGuestOrder(0, ['GIFT-500-MAESTRI']);
    const second = await paidGuestOrder(0, ['GIFT-500-MAESTRI']);
    const discounted = await show(second);
    expect((await client.checkout.complete(first)).isSuccess()).toBe(true);
    const usedUp = (await client.checkout.complete(second)).fail() as BasicSpreeError;
    expect(usedUp.summary).toMatch(/GIFT-500-MAESTRI has already been used/);

    await client.cart.removeCouponCode({ ...second, coupon_code: 'GIFT-500-MAESTRI' });
    const { after, error } = await expectPaymentVoided(second, 'payment');
    expect(error.summary).toBe('Payment must be taken again: the order changed after it was paid.');
    expect(after.total).toBe(discounted.total + 50_000);
    const { total, charged } = await payAgainAndComplete(second);
    expect(total).toBe(after.total);
    expect(charged).toEqual([after.total]);
  });

  it('a code added after paying: the payment is voided and the card is charged the new, lower total', async () => {
    const auth = await paidGuestOrder(1);
    const paid = await show(auth);
    await client.cart.applyCouponCode({ ...auth, coupon_code: 'WELCOME10' });
    const { after, error } = await expectPaymentVoided(auth, 'payment');
    expect(error.summary).toMatch(AGAIN);
    expect(after.total).toBeLessThan(paid.total);
    const { charged } = await payAgainAndComplete(auth);
    expect(charged).toEqual([after.total]);
  });
});

describe('lines, shipping or address changed after payment', () => {
  it('a new quantity voids the payment and goes back to the address step', async () => {
    const auth = await paidGuestOrder(2);
    const shown = (await client.cart.show({ ...auth, include: 'line_items' })).success();
    const line = shown.included!.find((r) => r.type === 'line_item')!;
    await client.cart.setQuantity({ ...auth, line_item_id: line.id, quantity: 2 });
    const { after } = await expectPaymentVoided(auth, 'address');
    expect(after.payments).toEqual([]);
    const { total, charged } = await payAgainAndComplete(auth);
    expect(total).toBeGreaterThan(cents(shown.data.attributes.total));
    expect(charged).toEqual([total]);
  });

  it('another shipping method voids the payment and goes back to the payment step; the same one changes nothing', async () => {
    const auth = await paidGuestOrder(3);
    const paid = await show(auth);
    const rates = (await client.checkout.shippingRates(auth)).success();
    const shipment = rates.data[0];
    await client.checkout.selectShippingMethod({ ...auth, shipping_method_id: '1', shipment_id: shipment.id });
    expect((await show(auth)).state).toBe('confirm');
    await client.checkout.selectShippingMethod({ ...auth, shipping_method_id: '2', shipment_id: shipment.id });
    const { after, error } = await expectPaymentVoided(auth, 'payment');
    expect(error.summary).toMatch(AGAIN);
    expect(after.total).toBeGreaterThan(paid.total);
    const { charged } = await payAgainAndComplete(auth);
    expect(charged).toEqual([after.total]);
  });

  it('a new ship address voids the payment and goes back to the address step; a new billing address voids it too', async () => {
    const auth = await paidGuestOrder(4);
    await client.checkout.orderUpdate({ ...auth, order: { bill_address_attributes: { ...US_ADDRESS, address1: '1 Main Street' } } });
    await expectPaymentVoided(auth, 'payment');
    await pay(auth);
    await client.checkout.orderUpdate({ ...auth, order: { ship_address_attributes: IT_ADDRESS } });
    const { after } = await expectPaymentVoided(auth, 'address');
    expect(after.payments).toEqual([]);
    const { charged } = await payAgainAndComplete(auth);
    expect(charged).toHaveLength(1);
  });

  it('refuses to complete unless the payments equal the total exactly, and asks for payment again', async () => {
    const auth = await paidGuestOrder(5);
    const paid = await show(auth);
    // A payment that no longer matches (as if the order had changed under it): one cent short.
    const raw = new Database(path.join(backend.dataDir, 'commerce.sqlite'));
    raw.pragma('busy_timeout = 5000');
    raw.prepare(`UPDATE payments SET amount = amount - 1 WHERE state = 'checkout' AND order_id = (SELECT id FROM orders WHERE token = ?)`).run((auth as { order_token: string }).order_token);
    raw.close();
    const refused = (await client.checkout.complete(auth)).fail() as BasicSpreeError;
    expect((refused.serverResponse as Response).status).toBe(422);
    expect(refused.summary).toBe(`Payment must be taken again: the payments ($${((paid.total - 1) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}) do not equal the order total ($${(paid.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}).`);
    const after = await show(auth);
    expect(after.state).toBe('payment');
    expect(live(after.payments)).toEqual([]);
    const { charged } = await payAgainAndComplete(auth);
    expect(charged).toEqual([paid.total]);
  });
});

describe('store credit', () => {
  it('lowers the amount due: the card pays the total less the credit, and the payments add up to the total', async () => {
    const bearer_token = (await client.authentication.getToken({ username: 'consumer@casamaestri.test', password: DEMO_PASSWORD })).success().access_token;
    const auth = { bearer_token };
    await client.cart.create({ ...auth, currency: 'USD' });
    await client.cart.addItem({ ...auth, variant_id: pricey(7), quantity: 1 });
    await client.checkout.orderUpdate({ ...auth, order: { email: 'consumer@casamaestri.test', bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS } });
    expect((await client.checkout.advance(auth)).success().data.attributes.state).toBe('payment');

    // More than the consumer has: capped at the $250 there is.
    const credited = (await client.checkout.addStoreCredits({ ...auth, amount: 100_000 })).success();
    const a = attrs(credited);
    const total = cents(a.total);
    expect(total).toBeGreaterThan(25_000);
    expect(cents(a.store_credit_total)).toBe(25_000);
    expect(cents(a.order_total_after_store_credit)).toBe(total - 25_000);
    expect(a.display_order_total_after_store_credit).toBe(`$${((total - 25_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(a.covered_by_store_credit).toBe(false);

    expect((await client.checkout.addPayment({ ...auth, payment_method_id: '1', source_attributes: CARD })).isSuccess()).toBe(true);
    const confirmed = await show(auth);
    expect(confirmed.state).toBe('payment');
    expect((await client.checkout.orderNext(auth)).success().data.attributes.state).toBe('confirm');
    const before = await show(auth);
    expect(live(before.payments).map((p) => [p.source, p.amount]).sort()).toEqual([['Spree::CreditCard', total - 25_000], ['Spree::StoreCredit', 25_000]]);

    // A promotion after paying: the card is taken again; the credit stays, capped at the new total.
    await client.cart.applyCouponCode({ ...auth, coupon_code: 'WELCOME10' });
    const repriced = await show(auth);
    expect(repriced.state).toBe('payment');
    expect(live(repriced.payments).map((p) => [p.source, p.amount])).toEqual([['Spree::StoreCredit', 25_000]]);
    expect(((await client.checkout.complete(auth)).fail() as BasicSpreeError).summary).toMatch(AGAIN);

    // Removing the credit voids the card too: the card would otherwise pay less than the total.
    expect((await client.checkout.addPayment({ ...auth, payment_method_id: '1', source_attributes: CARD })).isSuccess()).toBe(true);
    await client.checkout.removeStoreCredits(auth);
    expect(live((await show(auth)).payments)).toEqual([]);
    await client.checkout.addStoreCredits({ ...auth, amount: undefined });

    const { done, charged } = await payAgainAndComplete(auth);
    const d = attrs(done);
    expect(cents(d.store_credit_total)).toBe(25_000);
    expect(charged.sort((x, y) => x - y)).toEqual([25_000, repriced.total - 25_000].sort((x, y) => x - y));
    expect(sum(charged.map((amount) => ({ amount })))).toBe(cents(d.total));
    // The credit is spent.
    const account = (await client.account.accountInfo(auth)).success();
    expect((account.data.attributes as unknown as { store_credits: number }).store_credits).toBe(0);
  });
});
