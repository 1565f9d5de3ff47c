/**
 * lib/checkout/service.ts completeOrder against the embedded Spree API when the first answer was
 * lost (issue 36 item 2): the order completed, the storefront never heard it, and the shopper places
 * it again. The retry lands on the completed order (by its remembered number and token), without a
 * second payment, for a guest (idempotent complete) and for a signed-in shopper (order_status).
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
let cart: typeof import('@/lib/cart/service');
let checkout: typeof import('@/lib/checkout/service');
let variants: string[];

const ADDRESS = {
  email: 'lost@example.com', firstname: 'Giulia', lastname: 'Conti', address1: 'Via Solferino 11', address2: '', city: 'Milano',
  zipcode: '20121', state_name: 'MI', country_iso: 'IT', phone: '+39 02 1234 5678',
};

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 150 });
  process.env.SPREE_API_URL = backend.url;
  cart = await import('@/lib/cart/service');
  checkout = await import('@/lib/checkout/service');
  const list = (await (await fetch(`${backend.url}/api/v2/storefront/products?per_page=150&filter[in_stock]=true`)).json()) as {
    data: { attributes: Record<string, unknown> }[];
  };
  variants = list.data
    .map((p) => p.attributes)
    .filter((a) => a.purchasable && a.can_supply && !a.available_on_request && !a.b2b_only && !a.b2c_only && (a.excluded_countries as string[]).length === 0)
    .map((a) => String(a.variant_id));
});
afterAll(() => backend.stop());

type Owner = { order_token: string } | { bearer_token: string };

async function toReview(owner: Owner | null, variantId: string, email = ADDRESS.email): Promise<Owner> {
  const added = await cart.addItem(owner, 'it-it', { variantId });
  if (!added.ok) throw new Error(added.error.summary);
  const who = owner ?? { order_token: added.createdToken! };
  const address = await checkout.saveAddress(who, 'it-it', { ...ADDRESS, email });
  if (!address.ok) throw new Error(address.error.summary);
  const delivery = await checkout.chooseDelivery(who, 'it-it', address.view.deliveryMethods[0].shippingMethodId);
  if (!delivery.ok) throw new Error(delivery.error.summary);
  const card = delivery.view.paymentMethods.find((m) => m.type === 'Spree::Gateway::Bogus')!;
  const paid = await checkout.payByCard(who, 'it-it', { paymentMethodId: card.id, number: '4242424242424242', name: 'G Conti', expiry: '12/30' });
  if (!paid.ok) throw new Error(paid.error.summary);
  expect(paid.view.step).toBe('review');
  return who;
}

/** The order completed by a call whose answer the storefront never read; its number and token as the action remembered them. */
async function completeBehindTheStorefrontsBack(owner: Owner) {
  const headers: Record<string, string> = { 'content-type': 'application/vnd.api+json' };
  if ('order_token' in owner) headers['x-spree-order-token'] = owner.order_token;
  else headers.authorization = `Bearer ${owner.bearer_token}`;
  const shown = (await (await fetch(`${backend.url}/api/v2/storefront/cart`, { headers })).json()) as { data: { attributes: { number: string; token: string } } };
  const res = await fetch(`${backend.url}/api/v2/storefront/checkout/complete`, { method: 'PATCH', headers });
  expect(res.status).toBe(200);
  return { number: shown.data.attributes.number, token: shown.data.attributes.token };
}

function paymentsOf(number: string): number {
  const db = new Database(path.join(backend.dataDir, 'commerce.sqlite'), { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number = ? AND p.state = 'completed'`).get(number) as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('a completion retried after its answer was lost', () => {
  it('lands a guest on the completed order, charged once', async () => {
    const owner = await toReview(null, variants[3]);
    const remembered = await completeBehindTheStorefrontsBack(owner);
    const again = await checkout.completeOrder(owner, 'it-it', remembered);
    expect(again).toMatchObject({ ok: true, number: remembered.number, state: 'complete' });
    expect(paymentsOf(remembered.number)).toBe(1);
  });

  it('lands a signed-in shopper on the completed order through order_status', async () => {
    const login = await fetch(`${backend.url}/spree_oauth/token`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'consumer@casamaestri.test', password: 'Maestri-2026' }),
    });
    const owner = { bearer_token: ((await login.json()) as { access_token: string }).access_token };
    await toReview(owner, variants[4], 'consumer@casamaestri.test');
    const remembered = await completeBehindTheStorefrontsBack(owner);
    const again = await checkout.completeOrder(owner, 'it-it', remembered);
    expect(again).toMatchObject({ ok: true, number: remembered.number, state: 'complete' });
    expect(paymentsOf(remembered.number)).toBe(1);
  });

  it('does not claim an order it cannot find: no cart and nothing remembered is a plain failure', async () => {
    const owner = await toReview(null, variants[5]);
    await completeBehindTheStorefrontsBack(owner);
    const again = await checkout.completeOrder(owner, 'it-it', null);
    expect(again.ok).toBe(false);
    expect(!again.ok && again.error.code).not.toBe('unconfirmed');
  });
});
