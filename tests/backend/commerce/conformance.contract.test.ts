/**
 * Spree conformance: every kind of answer the storefront reads is checked against Spree's own OpenAPI
 * description (openapi.ts), and Spree's SDK runs its documented one-step guest checkout unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IOrder } from '@spree/storefront-api-v2-sdk';
import { DEMO_PASSWORD } from '../../../backend/seed';
import type { RunningBackend } from '../../helpers/backend';
import { US_ADDRESS } from './fixtures';
import { conformance } from './openapi';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';

let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;

beforeAll(async () => {
  ({ backend, client, db } = await startCommerceBackend());
});
afterAll(() => stopCommerceBackend({ backend, db }));

const API = '/api/v2/storefront';
const CART_INCLUDE = 'line_items,variants,variants.images,variants.product,promotions,shipments,payments,billing_address,shipping_address,user';

/** An SDK result's body, which must be a success and conform to the documented answer. */
function conforms<T>(method: string, path: string, result: { isSuccess(): boolean; success(): T; fail(): unknown }, status = '200'): T {
  if (!result.isSuccess()) throw new Error(`${method} ${path} failed: ${String((result.fail() as Error).message)}`);
  const body = result.success();
  expect(conformance(method, `${API}${path}`, body, status), `${method.toUpperCase()} ${path}`).toEqual([]);
  return body;
}

const signIn = async (username: string) => (await client.authentication.getToken({ username, password: DEMO_PASSWORD })).success().access_token;

describe("answers conform to Spree's OpenAPI description", () => {
  it('the check itself refuses what the description forbids', () => {
    const user = { id: '1', type: 'user', attributes: { email: 'a@b.c', first_name: null, selected_locale: 3 }, relationships: {} };
    expect(conformance('get', `${API}/account`, { data: user })).toEqual([
      '$.data.attributes.first_name: null where the schema says string',
      '$.data.attributes.selected_locale: number where the schema says string',
    ]);
    expect(conformance('get', `${API}/countries`, { data: [] })).toEqual(['$.meta: required, missing', '$.links: required, missing']);
    const badRate = { id: '1', type: 'shipment', attributes: {}, relationships: {} };
    expect(conformance('get', `${API}/checkout/shipping_rates`, { data: [badRate], included: [{ id: '2', type: 'shipping_rate', attributes: { shipping_method_id: '1' } }] }))
      .toEqual(['$.included[0].attributes.shipping_method_id: "1" where the schema says integer']);
  });

  it('OAuth: the password grant and the refresh grant', async () => {
    const token = (await client.authentication.getToken({ username: 'trade@casamaestri.test', password: DEMO_PASSWORD })).success();
    expect(conformance('post', '/spree_oauth/token', token)).toEqual([]);
    const refreshed = (await client.authentication.refreshToken({ refresh_token: token.refresh_token })).success();
    expect(conformance('post', '/spree_oauth/token', refreshed)).toEqual([]);
    expect(conformance('post', '/spree_oauth/token', { ...token, expires_in: '7200' })).toEqual(['$.expires_in: "7200" where the schema says integer']);
  });

  it('catalogue: products, taxons, countries', async () => {
    const product = db.shippableEverywhere();
    conforms('get', '/products', await client.products.list({ include: 'images,default_variant', per_page: 5 }));
    conforms('get', '/products/{product_slug}', await client.products.show({ id: product.productId, include: 'images,product_properties,taxons,default_variant' }));
    const taxons = conforms('get', '/taxons', await client.taxons.list({ include: 'children' }));
    conforms('get', '/taxons/{taxon_permalink}', await client.taxons.show({ id: taxons.data[0].id, include: 'children,parent' }));
    const countries = conforms('get', '/countries', await client.countries.list());
    expect(countries.meta).toMatchObject({ count: countries.data.length, total_count: countries.data.length, total_pages: 1 });
    expect((countries as unknown as { links: object }).links).toHaveProperty('self');
    conforms('get', '/countries/{iso}', await client.countries.show({ iso: 'it' }));
    conforms('get', '/countries/default', await client.countries.default());
  });

  it('account: user, addresses, cards, orders; strings where the schema says string', async () => {
    const created = conforms('post', '/account', await client.account.create({ user: { email: 'conformance@example.test', password: 'secret123', password_confirmation: 'secret123' } }));
    for (const field of ['first_name', 'last_name', 'selected_locale'] as const) expect(typeof created.data.attributes[field]).toBe('string');
    const bearer_token = await signIn('consumer@casamaestri.test');
    conforms('get', '/account', await client.account.accountInfo({ bearer_token, include: 'default_billing_address,default_shipping_address' }));
    conforms('patch', '/account', await client.account.update({ bearer_token, user: { email: 'consumer@casamaestri.test', first_name: 'Olivia' } }));
    const address = conforms('post', '/account/addresses', await client.account.createAddress({ bearer_token, address: US_ADDRESS }));
    conforms('patch', '/account/addresses/{id}', await client.account.updateAddress({ bearer_token, id: address.data.id, address: { ...US_ADDRESS, city: 'Brooklyn' } }));
    const addresses = conforms('get', '/account/addresses', await client.account.addressesList({ bearer_token }));
    expect(addresses.meta).toMatchObject({ count: addresses.data.length, total_count: addresses.data.length, total_pages: 1 });
    conforms('get', '/account/credit_cards', await client.account.creditCardsList({ bearer_token }));
    conforms('get', '/account/orders', await client.account.completedOrdersList({ bearer_token }));
  });

  it('cart and checkout, from an empty cart to a complete order and its status', async () => {
    const bearer_token = await signIn('consumer@casamaestri.test');
    const include = CART_INCLUDE;
    conforms('post', '/cart', await client.cart.create({ bearer_token, currency: 'USD', include }), '201');
    const product = db.shippableEverywhere(1);
    conforms('get', '/cart', await client.cart.show({ bearer_token, include }));
    const added = conforms('post', '/cart/add_item', await client.cart.addItem({ bearer_token, variant_id: product.variantId, quantity: 1, include }));
    const line = added.included?.find((r) => r.type === 'line_item');
    conforms('patch', '/cart/set_quantity', await client.cart.setQuantity({ bearer_token, line_item_id: String(line?.id), quantity: 2, include }));
    conforms('patch', '/cart/apply_coupon_code', await client.cart.applyCouponCode({ bearer_token, coupon_code: 'WELCOME10', include }));
    conforms('delete', '/cart/remove_coupon_code/{coupon_code}', await client.cart.removeCouponCode({ bearer_token, coupon_code: 'WELCOME10', include }));
    conforms('patch', '/cart/change_currency', await client.cart.changeCurrency({ bearer_token, new_currency: 'USD', include }));
    conforms('get', '/cart/estimate_shipping_rates', await client.cart.estimateShippingRates({ bearer_token, country_iso: 'US' }));
    conforms('patch', '/checkout', await client.checkout.orderUpdate({ bearer_token, order: { email: 'consumer@casamaestri.test', bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS }, include }));
    conforms('patch', '/checkout/next', await client.checkout.orderNext({ bearer_token, include }));
    conforms('patch', '/checkout/advance', await client.checkout.advance({ bearer_token, include }));
    conforms('get', '/checkout/shipping_rates', await client.checkout.shippingRates({ bearer_token, include: 'shipping_rates,stock_location' }));
    conforms('patch', '/checkout/select_shipping_method', await client.checkout.selectShippingMethod({ bearer_token, shipping_method_id: '1', include }));
    await client.checkout.orderNext({ bearer_token });
    conforms('get', '/checkout/payment_methods', await client.checkout.paymentMethods({ bearer_token }));
    conforms('post', '/checkout/add_store_credit', await client.checkout.addStoreCredits({ bearer_token, amount: 10, include }));
    conforms('post', '/checkout/remove_store_credit', await client.checkout.removeStoreCredits({ bearer_token, include }));
    conforms('post', '/checkout/create_payment', await client.checkout.addPayment({
      bearer_token, payment_method_id: '1', include,
      source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Olivia Bennett', month: '12', year: '2031' },
    }));
    const done = conforms('patch', '/checkout/complete', await client.checkout.complete({ bearer_token, include }));
    const number = done.data.attributes.number;
    conforms('get', '/account/orders/{order_number}', await client.account.completedOrder({ bearer_token, order_number: number, include }));
    conforms('get', '/order_status/{order_number}', await client.order.status({ order_token: done.data.attributes.token, order_number: number, include }));
    conforms('get', '/account/orders', await client.account.completedOrdersList({ bearer_token }));
    conforms('get', '/account/credit_cards', await client.account.creditCardsList({ bearer_token }));

    // A guest cart given to the signed-in user, and what is left when lines go.
    const order_token = ((await client.cart.create({ currency: 'EUR' })).success() as IOrder).data.attributes.token;
    const guest = (await client.cart.addItem({ order_token, variant_id: product.variantId, quantity: 1, include: 'line_items' })).success();
    conforms('patch', '/cart/associate', await client.cart.associateGuestCart({ bearer_token, guest_order_token: order_token, include }));
    const guestLine = String(guest.included?.find((r) => r.type === 'line_item')?.id);
    conforms('delete', '/cart/remove_line_item/{id}', await client.cart.removeItem({ bearer_token, id: guestLine, include }));
    conforms('patch', '/cart/empty', await client.cart.emptyCart({ bearer_token, include }));
  }, 30_000);

  it('wishlists and their items', async () => {
    const bearer_token = await signIn('registry@casamaestri.test');
    const include = 'wished_items,wished_items.variant';
    const lists = conforms('get', '/wishlists', await client.wishlists.list({ bearer_token, include }));
    expect(lists.meta).toBeDefined();
    const favorites = conforms('get', '/wishlists/default', await client.wishlists.default({ bearer_token, include }));
    const token = favorites.data.attributes.token;
    const product = db.shippableEverywhere(2);
    const item = conforms('post', '/wishlists/{token}/add_item', await client.wishlists.addWishedItem({ bearer_token, wishlist_token: token, variant_id: product.variantId, quantity: 1 }));
    conforms('patch', '/wishlists/{token}/set_item_quantity/{item_id}', await client.wishlists.updateWishedItem({ bearer_token, wishlist_token: token, id: item.data.id, quantity: 2 }));
    conforms('get', '/wishlists/{token}', await client.wishlists.show({ bearer_token, wishlist_token: token, include }));
    conforms('patch', '/wishlists/{token}', await client.wishlists.update({ bearer_token, wishlist_token: token, name: 'Favorites' }));
    conforms('delete', '/wishlists/{token}/remove_item/{item_id}', await client.wishlists.removeWishedItem({ bearer_token, wishlist_token: token, id: item.data.id }));
  });
});

describe("Spree's SDK one-step guest checkout", () => {
  it('creates a cart, adds, saves addresses, reads shipping rates before the delivery step, pays and completes in one update, and reads the order status', async () => {
    const product = db.shippableEverywhere(3);
    const cart = (await client.cart.create()).success() as IOrder;
    const order_token = cart.data.attributes.token;
    expect((await client.cart.addItem({ order_token, variant_id: product.variantId, quantity: 1 })).isSuccess()).toBe(true);
    const addressed = (await client.checkout.orderUpdate({
      order_token, order: { email: 'one-step@example.test', bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS },
    })).success();
    expect(addressed.data.attributes.state).not.toBe('delivery');

    // As in Spree, shipments are proposed from the ship address whatever the order's state.
    const shipping = conforms('get', '/checkout/shipping_rates', await client.checkout.shippingRates({ order_token, include: 'shipping_rates' }));
    expect(shipping.data.length).toBeGreaterThanOrEqual(1);
    const shipment = shipping.data[0];
    const rateIds = (shipment.relationships.shipping_rates.data as { id: string }[]).map((r) => r.id);
    const whiteGlove = shipping.included?.find((r) => r.type === 'shipping_rate' && rateIds.includes(r.id) && r.attributes.name === 'White-glove delivery');
    expect(whiteGlove).toBeDefined();
    const payment = (await client.checkout.paymentMethods({ order_token })).success();

    const updated = (await client.checkout.orderUpdate({
      order_token,
      order: {
        shipments_attributes: shipping.data.map((s) => ({
          id: s.id,
          selected_shipping_rate_id: s.id === shipment.id ? String(whiteGlove?.id) : (s.relationships.shipping_rates.data as { id: string }[])[0].id,
        })),
        payments_attributes: [{
          payment_method_id: payment.data[0].id,
          source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'One Step', month: '12', year: '2031' },
        }],
      },
      include: 'shipments.shipping_rates',
    })).success();
    expect(updated.included?.find((r) => r.id === whiteGlove?.id)?.attributes.selected).toBe(true);

    const completed = conforms('patch', '/checkout/complete', await client.checkout.complete({ order_token, include: 'shipments.shipping_rates,payments' }));
    expect(completed.data.attributes.state).toBe('complete');
    // The white-glove choice made before the delivery step survived completion.
    expect(completed.included?.find((r) => r.id === whiteGlove?.id)?.attributes.selected).toBe(true);
    expect(Number(completed.data.attributes.ship_total)).toBeGreaterThan(0);
    const status = conforms('get', '/order_status/{order_number}', await client.order.status({ order_token, order_number: completed.data.attributes.number }));
    expect(status.data.attributes.state).toBe('complete');

    // A guest without the token: the order's e-mail (any case) opens it; a wrong e-mail answers as an unknown number.
    const number = completed.data.attributes.number;
    const byEmail = (n: string, email: string) => fetch(`${backend.url}${API}/order_status/${n}`, { headers: { 'X-Spree-Order-Email': email } });
    const found = await byEmail(number, ' One-Step@Example.test ');
    expect(found.status).toBe(200);
    expect(conformance('get', `${API}/order_status/{order_number}`, await found.json())).toEqual([]);
    for (const [n, email] of [[number, 'someone@example.test'], [number, ''], ['R000000001', 'one-step@example.test']]) {
      const refused = await byEmail(n, email);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain(number);
    }
  });

  it('answers shipping rates only with a ship address, as Spree does', async () => {
    const order_token = ((await client.cart.create()).success() as IOrder).data.attributes.token;
    await client.cart.addItem({ order_token, variant_id: db.shippableEverywhere(4).variantId, quantity: 1 });
    const refused = await client.checkout.shippingRates({ order_token });
    expect(refused.isFail()).toBe(true);
    expect(((refused.fail() as unknown as { serverResponse: Response }).serverResponse).status).toBe(422);
  });
});
