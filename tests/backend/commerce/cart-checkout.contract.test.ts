import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasicSpreeError, ExpandedSpreeError, type IOrder } from '@spree/storefront-api-v2-sdk';
import { DEMO_PASSWORD } from '../../../backend/seed';
import type { RunningBackend } from '../../helpers/backend';
import { IT_ADDRESS, US_ADDRESS } from './fixtures';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';

const extra = (attributes: object) => attributes as Record<string, unknown>;
let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;

beforeAll(async () => {
  ({ backend, client, db } = await startCommerceBackend());
});
afterAll(() => stopCommerceBackend({ backend, db }));

async function login(email: string): Promise<string> {
  const token = (await client.authentication.getToken({ username: email, password: DEMO_PASSWORD })).success();
  return token.access_token;
}

async function guestCart(currency = 'USD') {
  const cart = (await client.cart.create({ currency })).success() as IOrder;
  return cart.data.attributes.token;
}

describe('cart', () => {
  it('creates a guest cart, adds, changes and removes lines, with totals and included lines', async () => {
    const order_token = await guestCart('EUR');
    const product = db.shippableEverywhere();
    const added = (await client.cart.addItem({ order_token, variant_id: product.variantId, quantity: 1, include: 'line_items,variants.product' })).success();
    expect(added.data.attributes.item_count).toBe(1);
    expect(added.data.attributes.currency).toBe('EUR');
    const line = added.included?.find((r) => r.type === 'line_item');
    expect(line?.attributes).toMatchObject({ quantity: 1, currency: 'EUR' });
    expect(extra(line?.attributes ?? {}).localized_slugs).toHaveProperty('it');
    expect(added.included?.some((r) => r.type === 'product')).toBe(true);
    const twice = (await client.cart.setQuantity({ order_token, line_item_id: String(line?.id), quantity: 2 })).success();
    expect(twice.data.attributes.item_count).toBe(2);
    expect(Number(twice.data.attributes.item_total)).toBe(2 * Number(line?.attributes.price));
    const removed = (await client.cart.removeItem({ order_token, id: String(line?.id) })).success();
    expect(removed.data.attributes.item_count).toBe(0);
  });

  it('refuses to add beyond stock with the spec message', async () => {
    const order_token = await guestCart();
    const product = db.limited();
    const ok = await client.cart.addItem({ order_token, variant_id: product.variantId, quantity: product.stock });
    expect(ok.isSuccess()).toBe(true);
    const more = await client.cart.addItem({ order_token, variant_id: product.variantId, quantity: 1 });
    const error = more.fail() as ExpandedSpreeError;
    expect(error).toBeInstanceOf(ExpandedSpreeError);
    expect(error.summary).toBe('You already added to your cart all the available units of this item.');
    expect(error.errors).toMatchObject({ line_items: { quantity: ['You already added to your cart all the available units of this item.'] } });
  });

  it('never mixes wedding registry items with other items', async () => {
    const order_token = await guestCart();
    const gift = db.registryPieces()[1];
    const onRegistry = new Set(db.registryPieces().map((p) => p.variantId));
    const other = [0, 1, 2, 3, 4].map((i) => db.shippableEverywhere(i)).find((p) => !onRegistry.has(p.variantId)) ?? db.shippableEverywhere(5);
    const registry = await client.cart.addItem({ order_token, variant_id: gift.variantId, quantity: 1, wedding_registry_id: String(db.registryId()) });
    expect(registry.isSuccess()).toBe(true);
    const mixed = await client.cart.addItem({ order_token, variant_id: other.variantId, quantity: 1 });
    expect((mixed.fail() as BasicSpreeError).summary).toBe("You can't mix wedding registry items and other items in the same order.");
  });

  it('applies percent, fixed, free-shipping and gift coupons, and refuses unknown or expired ones', async () => {
    const order_token = await guestCart();
    const product = db.shippableEverywhere();
    await client.cart.addItem({ order_token, variant_id: product.variantId, quantity: 2 });
    const applied = (await client.cart.applyCouponCode({ order_token, coupon_code: 'welcome10', include: 'promotions' })).success();
    const itemTotal = Number(applied.data.attributes.item_total);
    expect(Number(applied.data.attributes.promo_total)).toBeCloseTo(-itemTotal * 0.1, 2);
    expect(applied.included?.find((r) => r.type === 'promotion')?.attributes.code).toBe('WELCOME10');
    const gift = (await client.cart.applyCouponCode({ order_token, coupon_code: 'GIFT-500-MAESTRI' })).success();
    expect(Number(extra(gift.data.attributes).gift_code_total)).toBeLessThan(0);
    const unknown = await client.cart.applyCouponCode({ order_token, coupon_code: 'NOPE' });
    expect((unknown.fail() as ExpandedSpreeError).errors).toHaveProperty('coupon_code');
    const expired = await client.cart.applyCouponCode({ order_token, coupon_code: 'EXPIRED15' });
    expect((expired.fail() as BasicSpreeError).summary).toBe('The coupon code is expired');
    const removed = (await client.cart.removeCouponCode({ order_token, coupon_code: 'WELCOME10' })).success();
    expect(Number(removed.data.attributes.promo_total)).toBe(0);
    const none = (await client.cart.removeAllCoupons({ order_token })).success();
    expect(Number(extra(none.data.attributes).gift_code_total)).toBe(0);
  });

  it('changes currency, re-pricing every line', async () => {
    const order_token = await guestCart('USD');
    await client.cart.addItem({ order_token, variant_id: db.shippableEverywhere().variantId, quantity: 1 });
    const gbp = (await client.cart.changeCurrency({ order_token, new_currency: 'GBP' })).success();
    expect(gbp.data.attributes.currency).toBe('GBP');
    expect(gbp.data.attributes.display_total).toMatch(/^£/);
    const bad = await client.cart.changeCurrency({ order_token, new_currency: 'JPY' });
    expect((bad.fail() as ExpandedSpreeError).errors).toHaveProperty('new_currency');
  });

  it('estimates shipping per warehouse, and refuses countries a product excludes', async () => {
    const order_token = await guestCart('EUR');
    const a = db.shippableEverywhere(0);
    await client.cart.addItem({ order_token, variant_id: a.variantId, quantity: 1 });
    const rates = (await client.cart.estimateShippingRates({ order_token, country_iso: 'IT' })).success();
    const byIso3 = (await client.cart.estimateShippingRates({ order_token, country_iso: 'ITA' })).success();
    expect(byIso3.data).toEqual(rates.data);
    expect(rates.data.length).toBeGreaterThanOrEqual(1);
    const first = rates.data[0] as unknown as { attributes: { cost: string }; shipment_data: { line_item_ids: string[] } };
    expect(first.attributes.cost).toMatch(/^\d+\.\d\d$/);
    expect(first.shipment_data.line_item_ids).toHaveLength(1);
    const excluded = db.excludedFrom('US');
    await client.cart.addItem({ order_token, variant_id: excluded.variantId, quantity: 1 });
    const refused = await client.cart.estimateShippingRates({ order_token, country_iso: 'US' });
    expect((refused.fail() as BasicSpreeError).summary).toBe('This item is currently unavailable for shipping to your selected location.');
    const unknown = await client.cart.estimateShippingRates({ order_token, country_iso: 'ZZ' });
    expect((unknown.fail() as BasicSpreeError).summary).toBe('Unable to retrieve shipping data');
  });

  it('answers 404 without a cart and associates a guest cart with the signed-in user', async () => {
    const missing = await client.cart.show({ order_token: 'no-such-token' });
    expect((missing.fail() as BasicSpreeError).summary).toBe('The resource you were looking for could not be found.');
    const order_token = await guestCart();
    await client.cart.addItem({ order_token, variant_id: db.shippableEverywhere(2).variantId, quantity: 1 });
    const bearer_token = await login('trade@casamaestri.test');
    const associated = (await client.cart.associateGuestCart({ bearer_token, guest_order_token: order_token })).success();
    expect(associated.data.attributes.email).toBe('trade@casamaestri.test');
    const shown = (await client.cart.show({ bearer_token, include: 'line_items' })).success();
    expect(shown.data.attributes.token).toBe(order_token);
    // Trade users pay the trade price.
    const product = (await client.products.show({ bearer_token, id: db.shippableEverywhere(2).productId })).success();
    expect(shown.included?.[0].attributes.price).toBe(extra(product.data.attributes).trade_price);
    await client.cart.remove({ bearer_token });
  });
});

describe('checkout', () => {
  async function readyCart(bearer_token: string, address = US_ADDRESS) {
    await client.cart.create({ bearer_token, currency: 'USD' });
    const product = db.shippableEverywhere(3);
    await client.cart.addItem({ bearer_token, variant_id: product.variantId, quantity: 1 });
    const updated = await client.checkout.orderUpdate({ bearer_token, order: { email: 'consumer@casamaestri.test', bill_address_attributes: address, ship_address_attributes: address } });
    expect(updated.isSuccess()).toBe(true);
    return product;
  }

  it('walks cart → address → delivery → payment → confirm → complete with the test card', async () => {
    const bearer_token = await login('consumer@casamaestri.test');
    const product = await readyCart(bearer_token);
    const stockBefore = db.stock(product.variantId);
    let order = (await client.checkout.orderNext({ bearer_token })).success();
    expect(order.data.attributes.state).toBe('address');
    order = (await client.checkout.orderNext({ bearer_token })).success();
    expect(order.data.attributes.state).toBe('delivery');
    const rates = (await client.checkout.shippingRates({ bearer_token })).success();
    expect(rates.included?.filter((r) => r.type === 'shipping_rate').length).toBeGreaterThanOrEqual(2);
    const shipment = rates.data[0];
    const whiteGlove = (await client.checkout.selectShippingMethod({ bearer_token, shipping_method_id: '2', shipment_id: shipment.id })).success();
    expect(Number(whiteGlove.data.attributes.ship_total)).toBeGreaterThan(0);
    expect(Number(whiteGlove.data.attributes.additional_tax_total)).toBeGreaterThan(0); // NY sales tax is added
    order = (await client.checkout.orderNext({ bearer_token })).success();
    expect(order.data.attributes.state).toBe('payment');
    const methods = (await client.checkout.paymentMethods({ bearer_token })).success();
    expect(methods.data.map((m) => m.attributes.type)).toContain('Spree::Gateway::Bogus');
    const declined = await client.checkout.addPayment({ bearer_token, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4000 0000 0000 0002', name: 'Olivia Bennett', month: '12', year: '2030' } });
    expect((declined.fail() as BasicSpreeError).summary).toBe('Your card was declined.');
    const paid = await client.checkout.addPayment({ bearer_token, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242 4242 4242 4242', name: 'Olivia Bennett', month: '12', year: '2030' } });
    expect(paid.isSuccess()).toBe(true);
    order = (await client.checkout.orderNext({ bearer_token })).success();
    expect(order.data.attributes.state).toBe('confirm');
    const completed = (await client.checkout.complete({ bearer_token })).success();
    expect(completed.data.attributes.state).toBe('complete');
    expect(completed.data.attributes.number).toMatch(/^R\d{9}$/);
    expect(db.stock(product.variantId)).toBe(stockBefore - 1);
    const orders = (await client.account.completedOrdersList({ bearer_token })).success();
    expect(orders.data.map((o) => o.attributes.number)).toContain(completed.data.attributes.number);
    const one = (await client.account.completedOrder({ bearer_token, order_number: completed.data.attributes.number })).success();
    expect(one.data.attributes.state).toBe('complete');
    const cards = (await client.account.creditCardsList({ bearer_token })).success();
    expect(cards.data[0].attributes.last_digits).toBe('4242');
    const status = await client.order.status({ order_token: completed.data.attributes.token, order_number: completed.data.attributes.number });
    expect(status.isSuccess()).toBe(true);
    const wrong = await client.order.status({ order_token: 'wrong', order_number: completed.data.attributes.number });
    expect(wrong.fail()).toBeInstanceOf(BasicSpreeError);
    expect(((wrong.fail() as BasicSpreeError).serverResponse as Response).status).toBe(403);
  });

  it('names what blocks a step (422) and includes VAT for EU addresses', async () => {
    const bearer_token = await login('registry@casamaestri.test');
    await client.cart.create({ bearer_token, currency: 'EUR' });
    const empty = await client.checkout.orderNext({ bearer_token });
    expect((empty.fail() as ExpandedSpreeError).errors).toHaveProperty('base');
    await client.cart.addItem({ bearer_token, variant_id: db.shippableEverywhere(4).variantId, quantity: 1 });
    await client.checkout.orderNext({ bearer_token });
    const noAddress = await client.checkout.orderNext({ bearer_token });
    expect((noAddress.fail() as ExpandedSpreeError).errors).toHaveProperty('ship_address');
    const bad = await client.checkout.orderUpdate({ bearer_token, order: { ship_address_attributes: { ...IT_ADDRESS, city: '' } } });
    expect((bad.fail() as ExpandedSpreeError).errors).toMatchObject({ ship_address: { city: ["can't be blank"] } });
    await client.checkout.orderUpdate({ bearer_token, order: { email: 'registry@casamaestri.test', bill_address_attributes: IT_ADDRESS, ship_address_attributes: IT_ADDRESS } });
    const advanced = (await client.checkout.advance({ bearer_token })).success();
    expect(advanced.data.attributes.state).toBe('payment');
    expect(Number(advanced.data.attributes.included_tax_total)).toBeGreaterThan(0);
    expect(Number(advanced.data.attributes.additional_tax_total)).toBe(0);
    const stripe = await client.checkout.createStripeSession({ bearer_token, success_url: 'http://x.test/ok', cancel_url: 'http://x.test/no' });
    expect((stripe.fail() as BasicSpreeError).summary).toMatch(/Stripe is not configured/);
  });

  it('pays with store credit and blocks pending trade accounts', async () => {
    const bearer_token = await login('consumer@casamaestri.test');
    await readyCart(bearer_token);
    await client.checkout.advance({ bearer_token });
    const credited = (await client.checkout.addStoreCredits({ bearer_token, amount: 100 })).success();
    expect(Number(extra(credited.data.attributes).store_credit_total)).toBe(100);
    const removed = (await client.checkout.removeStoreCredits({ bearer_token })).success();
    expect(Number(extra(removed.data.attributes).store_credit_total)).toBe(0);
    await client.cart.remove({ bearer_token });

    const pending = await login('pending-trade@casamaestri.test');
    await client.cart.create({ bearer_token: pending });
    const blocked = await client.checkout.orderNext({ bearer_token: pending });
    expect(((blocked.fail() as BasicSpreeError).serverResponse as Response).status).toBe(403);
  });

  it('takes shipments and payments through PATCH checkout, empties carts and forgets saved cards', async () => {
    const bearer_token = await login('trade@casamaestri.test');
    await client.cart.create({ bearer_token, currency: 'EUR' });
    await client.cart.addItem({ bearer_token, variant_id: db.shippableEverywhere(5).variantId, quantity: 1 });
    await client.checkout.orderUpdate({ bearer_token, order: { email: 'trade@casamaestri.test', bill_address_attributes: IT_ADDRESS, ship_address_attributes: IT_ADDRESS } });
    const delivery = (await client.checkout.advance({ bearer_token, include: 'shipments' })).success();
    const shipment = delivery.included?.find((r) => r.type === 'shipment');
    expect(shipment).toBeDefined();
    const rateId = String(Number(shipment?.id) * 10 + 2);
    const updated = (await client.checkout.orderUpdate({
      bearer_token,
      order: {
        shipments_attributes: [{ id: String(shipment?.id), selected_shipping_rate_id: rateId }],
        payments_attributes: [{ payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '5555 5555 5555 4444', name: 'Marco Valli', month: '6', year: '2031' } }],
      },
      include: 'shipments.shipping_rates,payments',
    })).success();
    const selected = updated.included?.find((r) => r.type === 'shipping_rate' && r.attributes.selected);
    expect(selected?.id).toBe(rateId);
    expect(updated.included?.find((r) => r.type === 'payment')?.attributes.last_digits).toBe('4444');
    const cards = (await client.account.creditCardsList({ bearer_token })).success();
    expect(cards.data).toHaveLength(1);
    expect((await client.account.removeCreditCard({ bearer_token, id: cards.data[0].id })).isSuccess()).toBe(true);
    expect((await client.account.creditCardsList({ bearer_token })).success().data).toHaveLength(0);
    const emptied = (await client.cart.emptyCart({ bearer_token })).success();
    expect(emptied.data.attributes).toMatchObject({ item_count: 0, state: 'cart' });
    await client.cart.remove({ bearer_token });
  });
});
