/**
 * What may be used only so often: a single-use gift code (applied on many carts, consumed by the first
 * order to complete) and a wedding registry's pieces (only its own, never more than remain wanted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasicSpreeError, ExpandedSpreeError, type IOrder } from '@spree/storefront-api-v2-sdk';
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

const status = (error: unknown) => ((error as BasicSpreeError).serverResponse as Response).status;

/** A guest cart at the confirm step holding one unit of `variantId`, optionally with a coupon. */
async function confirmedCart(variantId: string, i: number, coupon?: string, registryId?: string): Promise<string> {
  const order_token = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
  expect((await client.cart.addItem({ order_token, variant_id: variantId, quantity: 1, ...(registryId ? { wedding_registry_id: registryId } : {}) })).isSuccess()).toBe(true);
  if (coupon) expect((await client.cart.applyCouponCode({ order_token, coupon_code: coupon })).isSuccess()).toBe(true);
  const address = { ...US_ADDRESS, firstname: `Guest ${i}` };
  await client.checkout.orderUpdate({ order_token, order: { email: `limits${i}@example.test`, bill_address_attributes: address, ship_address_attributes: address } });
  await client.checkout.advance({ order_token });
  await client.checkout.addPayment({ order_token, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Guest', month: '12', year: '2031' } });
  const confirmed = (await client.checkout.advance({ order_token })).success();
  expect(confirmed.data.attributes.state).toBe('confirm');
  return order_token;
}

describe('single-use gift code', () => {
  it('applies on several carts, but of two orders racing to complete exactly one uses it; the other is refused with its cart intact', async () => {
    const product = db.shippableEverywhere(6);
    const tokens = await Promise.all([0, 1].map((i) => confirmedCart(product.variantId, i, 'GIFT-500-MAESTRI')));
    const before = await Promise.all(tokens.map(async (order_token) => (await client.cart.show({ order_token, include: 'line_items,promotions' })).success()));

    const results = await Promise.all(tokens.map((order_token) => client.checkout.complete({ order_token })));
    const completed = results.filter((r) => r.isSuccess());
    expect(completed).toHaveLength(1);
    expect(Number(((completed[0].success() as IOrder).data.attributes as unknown as Record<string, string>).gift_code_total)).toBeLessThan(0);

    const loser = results.findIndex((r) => r.isFail());
    const error = results[loser].fail() as ExpandedSpreeError;
    expect(status(error)).toBe(422);
    expect(error.summary).toBe('The code GIFT-500-MAESTRI has already been used the maximum number of times: remove it to place your order.');
    expect(error.errors).toMatchObject({ coupon_code: ['This coupon code has already been used the maximum number of times'] });

    // The refused cart is as it was: still at confirm, same lines, same code, same total; no stock taken for it.
    const after = (await client.cart.show({ order_token: tokens[loser], include: 'line_items,promotions' })).success();
    expect(after.data.attributes.state).toBe('confirm');
    expect(after.data.attributes.total).toBe(before[loser].data.attributes.total);
    expect(after.included?.filter((r) => r.type === 'line_item').map((r) => r.attributes.quantity)).toEqual([1]);
    expect(after.included?.find((r) => r.type === 'promotion')?.attributes.code).toBe('GIFT-500-MAESTRI');

    // Once it is used, no new cart takes it; the refused one completes once the code is removed.
    const third = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
    await client.cart.addItem({ order_token: third, variant_id: product.variantId, quantity: 1 });
    const refused = await client.cart.applyCouponCode({ order_token: third, coupon_code: 'GIFT-500-MAESTRI' });
    expect((refused.fail() as BasicSpreeError).summary).toBe('This coupon code has already been used the maximum number of times');
    await client.cart.removeCouponCode({ order_token: tokens[loser], coupon_code: 'GIFT-500-MAESTRI' });
    await client.checkout.addPayment({ order_token: tokens[loser], payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Guest', month: '12', year: '2031' } });
    expect((await client.checkout.complete({ order_token: tokens[loser] })).isSuccess()).toBe(true);
  }, 30_000);
});

describe('wedding registry gifts', () => {
  it('refuses a piece that is not on the registry, naming why', async () => {
    const registryId = String(db.registryId());
    const onRegistry = new Set(db.registryPieces().map((p) => p.variantId));
    let offset = 0;
    let other = db.shippableEverywhere(offset);
    while (onRegistry.has(other.variantId)) other = db.shippableEverywhere(++offset);
    const order_token = ((await client.cart.create({ currency: 'GBP' })).success() as IOrder).data.attributes.token;
    const refused = await client.cart.addItem({ order_token, variant_id: other.variantId, quantity: 1, wedding_registry_id: registryId });
    const error = refused.fail() as ExpandedSpreeError;
    expect(status(error)).toBe(422);
    expect(error.summary).toBe('This item is not on this wedding registry.');
    expect(error.errors).toMatchObject({ wedding_registry_id: ['This item is not on this wedding registry.'] });
    expect((await client.cart.show({ order_token })).success().data.attributes.item_count).toBe(0);
  });

  it('refuses more units than remain wanted, on add and on quantity change', async () => {
    const registryId = String(db.registryId());
    const [partlyBought, single] = db.registryPieces();
    expect(partlyBought).toMatchObject({ quantity: 2, remaining: 1 });
    const order_token = ((await client.cart.create({ currency: 'GBP' })).success() as IOrder).data.attributes.token;
    const tooMany = await client.cart.addItem({ order_token, variant_id: partlyBought.variantId, quantity: 2, wedding_registry_id: registryId });
    expect((tooMany.fail() as BasicSpreeError).summary).toBe('This wedding registry still wants only 1 unit of this item.');
    const one = (await client.cart.addItem({ order_token, variant_id: partlyBought.variantId, quantity: 1, wedding_registry_id: registryId, include: 'line_items' })).success();
    const again = await client.cart.addItem({ order_token, variant_id: partlyBought.variantId, quantity: 1, wedding_registry_id: registryId });
    expect((again.fail() as ExpandedSpreeError).errors).toMatchObject({ line_items: { quantity: ['This wedding registry still wants only 1 unit of this item.'] } });
    const line = one.included?.find((r) => r.type === 'line_item');
    const raised = await client.cart.setQuantity({ order_token, line_item_id: String(line?.id), quantity: 2 });
    expect((raised.fail() as BasicSpreeError).summary).toBe('This wedding registry still wants only 1 unit of this item.');
    const ok = await client.cart.addItem({ order_token, variant_id: single.variantId, quantity: single.remaining, wedding_registry_id: registryId });
    expect(ok.isSuccess()).toBe(true);
  });

  it('lets only one of two guests racing for the last wanted unit complete', async () => {
    const registryId = String(db.registryId());
    const piece = db.registryPieces().find((p) => p.remaining === 1 && p.quantity === 1);
    expect(piece).toBeDefined();
    const tokens = await Promise.all([10, 11].map((i) => confirmedCart(piece!.variantId, i, undefined, registryId)));
    const results = await Promise.all(tokens.map((order_token) => client.checkout.complete({ order_token })));
    expect(results.filter((r) => r.isSuccess())).toHaveLength(1);
    const error = results.find((r) => r.isFail())?.fail() as BasicSpreeError;
    expect(error.summary).toBe('This wedding registry already has all the units it wants of this item.');
    expect(db.registryPieces().find((p) => p.variantId === piece!.variantId)?.remaining).toBe(0);
  }, 30_000);
});
