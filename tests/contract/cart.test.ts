/**
 * lib/cart and lib/checkout against the embedded Spree API through the official SDK: guest and
 * bearer carts, 404 → create and retry, currency change, estimate sums, coupons, the §8 errors, and
 * two shoppers completing the last units at once.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
let cart: typeof import('@/lib/cart/service');
let checkout: typeof import('@/lib/checkout/service');
let merge: typeof import('@/lib/cart/merge');
let variants: { id: string; name: string }[];

const ADDRESS = {
  email: 'giulia@example.com', firstname: 'Giulia', lastname: 'Conti', address1: 'Via Solferino 11', address2: '', city: 'Milano',
  zipcode: '20121', state_name: 'MI', country_iso: 'IT', phone: '+39 02 1234 5678',
};

async function token(email: string) {
  const response = await fetch(`${backend.url}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'Maestri-2026' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 150 });
  process.env.SPREE_API_URL = backend.url;
  cart = await import('@/lib/cart/service');
  checkout = await import('@/lib/checkout/service');
  merge = await import('@/lib/cart/merge');
  const list = (await (await fetch(`${backend.url}/api/v2/storefront/products?per_page=150&filter[in_stock]=true`)).json()) as {
    data: { attributes: Record<string, unknown> }[];
  };
  variants = list.data
    .map((p) => p.attributes)
    .filter((a) => a.purchasable && !a.backorderable && a.can_supply && !a.available_on_request && !a.b2b_only && !a.b2c_only && (a.excluded_countries as string[]).length === 0)
    .map((a) => ({ id: String(a.variant_id), name: String(a.name) }));
});

afterAll(() => backend.stop());

async function guestCartWith(locale: Locale, ...ids: string[]) {
  let owner: { order_token: string } | null = null;
  for (const id of ids) {
    const added = await cart.addItem(owner, locale, { variantId: id });
    if (!added.ok) throw new Error(added.error.summary);
    if (added.createdToken) owner = { order_token: added.createdToken };
  }
  return owner!;
}

describe('cart calls', () => {
  it('creates a guest cart on the first add, in the locale currency, and shows it', async () => {
    const added = await cart.addItem(null, 'it-it', { variantId: variants[0].id });
    if (!added.ok) throw new Error(added.error.summary);
    expect(added.createdToken).toMatch(/\S{8,}/);
    // The order token stays on the server: nothing of what the browser is given carries it.
    expect(added.cart).not.toHaveProperty('token');
    expect(JSON.stringify(added.cart)).not.toContain(added.createdToken!);
    expect(added.cart.currency).toBe('EUR');
    expect(added.cart.lines[0]).toMatchObject({ variantId: variants[0].id, quantity: 1, product: { name: expect.any(String), currency: 'EUR' } });
    const shown = await cart.showCart({ order_token: added.createdToken! }, 'it-it');
    expect(shown?.ok && shown.cart.itemCount).toBe(1);
  });

  it('makes no cart for an add that fails: an unknown product leaves no empty cart and no token (issue 36)', async () => {
    const { default: Database } = await import('better-sqlite3');
    const path = await import('node:path');
    const db = new Database(path.join(backend.dataDir, 'commerce.sqlite'), { readonly: true });
    const carts = () => (db.prepare("SELECT COUNT(*) AS n FROM orders WHERE state = 'cart'").get() as { n: number }).n;
    try {
      const before = carts();
      for (let i = 0; i < 5; i += 1) {
        const added = await cart.addItem(null, 'en-us', { variantId: `999999${i}` });
        expect(added.ok).toBe(false);
        expect(added.createdToken).toBeUndefined();
      }
      expect(carts()).toBe(before);
      // A client over its limit of new carts gets none made at all.
      const refused = await cart.addItem(null, 'en-us', { variantId: variants[0].id }, { mayCreateCart: async () => false });
      expect(refused).toMatchObject({ ok: false, error: cart.CART_CREATION_LIMITED });
      expect(carts()).toBe(before);
    } finally {
      db.close();
    }
  });

  it('creates a new cart and retries when the remembered one is gone (404)', async () => {
    const added = await cart.addItem({ order_token: 'no-such-cart' }, 'en-us', { variantId: variants[1].id });
    expect(added.ok).toBe(true);
    expect(added.createdToken).toBeTruthy();
  });

  it('changes the cart currency when the locale’s differs', async () => {
    const owner = await guestCartWith('it-it', variants[2].id);
    const shown = await cart.showCart(owner, 'en-gb');
    expect(shown?.ok && shown.cart.currency).toBe('GBP');
    const added = await cart.addItem(owner, 'en-us', { variantId: variants[3].id });
    expect(added.ok && added.cart.currency).toBe('USD');
  });

  it('sets quantities, removes lines, applies and removes coupons with their errors', async () => {
    const owner = await guestCartWith('en-us', variants[3].id, variants[4].id);
    const shown = await cart.showCart(owner, 'en-us');
    if (!shown?.ok) throw new Error('no cart');
    const [first, second] = shown.cart.lines;
    const more = await cart.setQuantity(owner, 'en-us', first.id, 2);
    expect(more.ok && more.cart.itemCount).toBe(3);
    const fewer = await cart.removeLine(owner, 'en-us', second.id);
    expect(fewer.ok && fewer.cart.lines.map((l) => l.id)).toEqual([first.id]);
    const coupon = await cart.applyCoupon(owner, 'en-us', 'WELCOME10');
    expect(coupon.ok && coupon.cart.promotions.map((p) => p.code)).toEqual(['WELCOME10']);
    expect(coupon.ok && Number(coupon.cart.promoTotal)).toBeLessThan(0);
    const expired = await cart.applyCoupon(owner, 'en-us', 'EXPIRED15');
    expect(!expired.ok && expired.error.code).toBe('couponExpired');
    const removed = await cart.removeCoupon(owner, 'en-us', 'WELCOME10');
    expect(removed.ok && removed.cart.promotions).toEqual([]);
  });

  it('estimates shipping as the sum over shipments and adds it to the total while ship_total is 0', async () => {
    const owner = await guestCartWith('en-us', variants[5].id, variants[6].id);
    const estimate = await cart.estimateShipping(owner, 'en-us', 'FR');
    if (!estimate.ok) throw new Error(estimate.error.summary);
    const { shippingData, shippingCost, total, orderTotal } = estimate.cart;
    const cents = shippingData!.reduce((sum, r) => sum + Math.round(Number(r.cost) * 100), 0);
    expect(shippingCost).toBe((cents / 100).toFixed(2));
    expect(shippingData!.flatMap((r) => r.lineItemIds).sort()).toEqual(estimate.cart.lineItems.slice().sort());
    expect(Number(orderTotal)).toBeCloseTo(Number(total) + cents / 100, 2);
    const failed = await cart.estimateShipping(owner, 'en-us', 'ZZ');
    expect(!failed.ok && failed.error).toEqual({ code: 'shippingData', summary: 'Unable to retrieve shipping data' });
  });

  it('says when every available unit is already in the cart', async () => {
    const owner = await guestCartWith('en-us', variants[7].id);
    let last = await cart.addItem(owner, 'en-us', { variantId: variants[7].id });
    for (let i = 0; i < 60 && last.ok; i += 1) last = await cart.addItem(owner, 'en-us', { variantId: variants[7].id });
    expect(!last.ok && last.error.code).toBe('stock');
  });

  it('reads and fills a signed-in shopper’s cart with the bearer token', async () => {
    const owner = { bearer_token: await token('consumer@casamaestri.test') };
    const added = await cart.addItem(owner, 'en-us', { variantId: variants[8].id });
    if (!added.ok) throw new Error(added.error.summary);
    expect(added.createdToken).toBeUndefined();
    const shown = await cart.showCart(owner, 'en-us');
    expect(shown?.ok && shown.cart.lines.some((l) => l.variantId === variants[8].id)).toBe(true);
  });

  it('on sign-in carries the account cart’s lines into the guest cart, keeping the larger quantity, then associates it', async () => {
    const bearer = await token('trade@casamaestri.test');
    const accountOwner = { bearer_token: bearer };
    const [shared, accountOnly, guestOnly] = [variants[16], variants[17], variants[18]];
    for (const id of [shared.id, shared.id, accountOnly.id]) {
      const added = await cart.addItem(accountOwner, 'en-us', { variantId: id });
      if (!added.ok) throw new Error(added.error.summary);
    }
    const guest = await guestCartWith('en-us', shared.id, guestOnly.id);
    const merged = await merge.mergeGuestCart({ bearerToken: bearer, guestToken: guest.order_token, locale: 'en-us' });
    if (!merged?.ok) throw new Error('merge failed');
    const quantities = Object.fromEntries(merged.cart.lines.map((l) => [l.variantId, l.quantity]));
    expect(quantities).toEqual({ [shared.id]: 2, [accountOnly.id]: 1, [guestOnly.id]: 1 });
    const current = await cart.showCart(accountOwner, 'en-us');
    expect(current?.ok && current.cart.number).toBe(merged.cart.number);
    expect(JSON.stringify(current)).not.toContain(guest.order_token);
  });

  it('on sign-in drops from the guest bag a consumer-only piece a trade account may not buy, and joins the rest', async () => {
    const list = (await (await fetch(`${backend.url}/api/v2/storefront/products?per_page=150&filter[in_stock]=true`)).json()) as {
      data: { attributes: Record<string, unknown> }[];
    };
    const consumerOnly = list.data.map((p) => p.attributes)
      .find((a) => a.b2c_only && a.purchasable && a.can_supply && !a.available_on_request && (a.excluded_countries as string[]).length === 0);
    if (!consumerOnly) throw new Error('no consumer-only piece in the seed');
    const other = variants[22];
    const guest = await guestCartWith('en-us', String(consumerOnly.variant_id), other.id);
    const bearer = await token('trade@casamaestri.test');
    const own = await cart.showCart({ bearer_token: bearer }, 'en-us');
    if (own?.ok) for (const line of own.cart.lines) await cart.removeLine({ bearer_token: bearer }, 'en-us', line.id);
    const merged = await merge.mergeGuestCart({ bearerToken: bearer, guestToken: guest.order_token, locale: 'en-us' });
    if (!merged?.ok) throw new Error('merge failed');
    expect(merged.cart.lines.map((l) => l.variantId)).toEqual([other.id]);
  });

  it('refuses to mix a registry gift with other items', async () => {
    const bearer = await token('registry@casamaestri.test');
    const account = (await (await fetch(`${backend.url}/api/v2/storefront/account`, { headers: { Authorization: `Bearer ${bearer}` } })).json()) as {
      data: { attributes: { wedding_registry_id: number | string } };
    };
    const registryId = String(account.data.attributes.wedding_registry_id);
    const owner = await guestCartWith('en-us', variants[9].id);
    const mixed = await cart.addItem(owner, 'en-us', { variantId: variants[10].id, weddingRegistryId: registryId });
    expect(!mixed.ok && mixed.error.code).toBe('registryMix');
  });
});

describe('checkout', () => {
  async function toReview(owner: { order_token: string }) {
    const address = await checkout.saveAddress(owner, 'it-it', ADDRESS);
    if (!address.ok) throw new Error(address.error.summary);
    expect(address.view.step).toBe('delivery');
    const methods = address.view.deliveryMethods;
    expect(methods.map((m) => m.name)).toEqual(['Standard delivery', 'White-glove delivery']);
    const delivery = await checkout.chooseDelivery(owner, 'it-it', methods[0].shippingMethodId);
    if (!delivery.ok) throw new Error(delivery.error.summary);
    expect(delivery.view.step).toBe('payment');
    const card = delivery.view.paymentMethods.find((m) => m.type === 'Spree::Gateway::Bogus')!;
    const declined = await checkout.payByCard(owner, 'it-it', { paymentMethodId: card.id, number: '4000000000000002', name: 'G Conti', expiry: '12/30' });
    expect(!declined.ok && declined.error.code).toBe('cardDeclined');
    const paid = await checkout.payByCard(owner, 'it-it', { paymentMethodId: card.id, number: '4242424242424242', name: 'G Conti', expiry: '12/30' });
    if (!paid.ok) throw new Error(paid.error.summary);
    expect(paid.view.step).toBe('review');
    expect(paid.view.card?.lastDigits).toBe('4242');
  }

  it('takes a guest from address to a completed order the thank-you page can read back', async () => {
    const owner = await guestCartWith('it-it', variants[11].id);
    await toReview(owner);
    // The checkout view is what /checkout hands to the browser: never with the order token.
    const view = await checkout.loadCheckout(owner, 'it-it');
    expect(view.ok).toBe(true);
    expect(JSON.stringify(view)).not.toContain(owner.order_token);
    const done = await checkout.completeOrder(owner, 'it-it');
    if (!done.ok) throw new Error(done.error.summary);
    const record = await checkout.orderRecord(done.number, { order_token: done.token }, 'it-it');
    expect(record?.cart).toMatchObject({ number: done.number, state: 'complete' });
    expect(record?.shipAddress).toMatchObject({ address1: ADDRESS.address1, countryName: expect.any(String) });
    expect(await checkout.placedOrder(done.number, { order_token: done.token })).toEqual({ number: done.number, token: done.token, state: 'complete' });
  });

  it('lets one of two shoppers buy the last units; the other keeps the rest of the cart and learns which piece', async () => {
    // Fill cart A with every unit of one piece, then cart B with the same units plus another piece.
    const scarce = variants[12];
    const a = await guestCartWith('it-it', scarce.id);
    let units = 1;
    while ((await cart.addItem(a, 'it-it', { variantId: scarce.id })).ok) units += 1;
    const b = await guestCartWith('it-it', variants[13].id, scarce.id);
    const shownB = await cart.showCart(b, 'it-it');
    const lineB = shownB?.ok ? shownB.cart.lines.find((l) => l.variantId === scarce.id)! : null;
    if (units > 1) await cart.setQuantity(b, 'it-it', lineB!.id, units);
    await Promise.all([toReview(a), toReview(b)]);

    const results = await Promise.all([checkout.completeOrder(a, 'it-it'), checkout.completeOrder(b, 'it-it')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const lost = results.find((r) => !r.ok) as Extract<(typeof results)[number], { ok: false }>;
    expect(lost.error.code).toBe('outOfStock');
    expect(lost.error.product).toBeTruthy();
    expect(lost.view?.step).toBe('review');
    expect(lost.view?.cart.lines.length).toBeGreaterThanOrEqual(1);
  });

  it('applies and removes store credit for a signed-in shopper who has some', async () => {
    const owner = { bearer_token: await token('consumer@casamaestri.test') };
    const added = await cart.addItem(owner, 'en-us', { variantId: variants[14].id });
    if (!added.ok) throw new Error(added.error.summary);
    const address = await checkout.saveAddress(owner, 'en-us', { ...ADDRESS, email: 'consumer@casamaestri.test', country_iso: 'US', state_name: 'NY', city: 'New York', zipcode: '10012' });
    if (!address.ok) throw new Error(address.error.summary);
    const delivery = await checkout.chooseDelivery(owner, 'en-us', address.view.deliveryMethods[0].shippingMethodId);
    if (!delivery.ok) throw new Error(delivery.error.summary);
    expect(delivery.view.paymentMethods.map((m) => m.type)).toContain('Spree::PaymentMethod::StoreCredit');
    const credited = await checkout.addStoreCredit(owner, 'en-us');
    expect(credited.ok && Number(credited.view.cart.storeCreditTotal)).not.toBe(0);
    const removed = await checkout.removeStoreCredit(owner, 'en-us');
    expect(removed.ok && Number(removed.view.cart.storeCreditTotal)).toBe(0);
  });

  it('blocks a trade account that awaits approval', async () => {
    const owner = { bearer_token: await token('pending-trade@casamaestri.test') };
    await cart.addItem(owner, 'fr-fr', { variantId: variants[15].id });
    const address = await checkout.saveAddress(owner, 'fr-fr', { ...ADDRESS, country_iso: 'FR', city: 'Paris', zipcode: '75003' });
    expect(!address.ok && address.error.code).toBe('tradePending');
  });
});
