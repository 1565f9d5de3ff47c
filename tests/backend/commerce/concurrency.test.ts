import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasicSpreeError, IOrder } from '@spree/storefront-api-v2-sdk';
import type { RunningBackend } from '../../helpers/backend';
import { US_ADDRESS } from './fixtures';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';

let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;

beforeAll(async () => {
  ({ backend, client, db } = await startCommerceBackend());
});
afterAll(() => stopCommerceBackend({ backend, db }));

describe('stock at order completion', () => {
  it('completes exactly 3 of 50 parallel checkouts for the last 3 units', async () => {
    const product = db.limited();
    db.setStock(product.variantId, 3);

    // 50 guests each put one unit in their cart (carts do not reserve stock) and reach the confirm step.
    const tokens = await Promise.all(Array.from({ length: 50 }, async (_, i) => {
      const order_token = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
      expect((await client.cart.addItem({ order_token, variant_id: product.variantId, quantity: 1 })).isSuccess()).toBe(true);
      const address = { ...US_ADDRESS, firstname: `Guest ${i}` };
      await client.checkout.orderUpdate({ order_token, order: { email: `guest${i}@example.test`, bill_address_attributes: address, ship_address_attributes: address } });
      await client.checkout.advance({ order_token });
      await client.checkout.addPayment({ order_token, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Guest', month: '12', year: '2031' } });
      const confirmed = (await client.checkout.advance({ order_token })).success();
      expect(confirmed.data.attributes.state).toBe('confirm');
      return order_token;
    }));

    const results = await Promise.all(tokens.map((order_token) => client.checkout.complete({ order_token })));
    const completed = results.filter((r) => r.isSuccess());
    const failed = results.filter((r) => r.isFail()).map((r) => r.fail() as BasicSpreeError);
    expect(completed).toHaveLength(3);
    expect(failed).toHaveLength(47);
    for (const error of failed) {
      expect((error.serverResponse as Response).status).toBe(422);
      expect(error.summary).toMatch(/is out of stock: no units left\.$/);
    }
    expect(db.stock(product.variantId)).toBe(0);
    const numbers = new Set(completed.map((r) => (r.success() as IOrder).data.attributes.number));
    expect(numbers.size).toBe(3);
  }, 60_000);
});
