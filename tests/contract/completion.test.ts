/**
 * lib/checkout/service.ts completeOrder against the embedded Spree API when the first answer was
 * lost (issue 36 item 2): the order completed, the storefront never heard it, and the shopper places
 * it again. The retry lands on the completed order (by its remembered number and token), without a
 * second payment, for a guest (idempotent complete) and for a signed-in shopper (order_status).
 */
import Database from 'better-sqlite3';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
let proxy: http.Server;
/** The commerce service as the storefront reaches it: `loseCompletion` cuts the answer to checkout/complete once the service has given it. */
const faults = { loseCompletion: false };
let cart: typeof import('@/lib/cart/service');
let checkout: typeof import('@/lib/checkout/service');
let variants: string[];

const ADDRESS = {
  email: 'lost@example.com', firstname: 'Giulia', lastname: 'Conti', address1: 'Via Solferino 11', address2: '', city: 'Milano',
  zipcode: '20121', state_name: 'MI', country_iso: 'IT', phone: '+39 02 1234 5678',
};

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 150 });
  const upstream = new URL(backend.url);
  proxy = http.createServer((req, res) => {
    const completion = req.method === 'PATCH' && /\/checkout\/complete(\?|$)/.test(req.url ?? '');
    const outgoing = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      if (completion && faults.loseCompletion) {
        // The service has completed the order and answered; the storefront never hears it.
        answer.resume();
        answer.on('end', () => req.socket.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    outgoing.on('error', () => req.socket.destroy());
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  process.env.SPREE_API_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
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
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await backend.stop();
});
afterEach(() => {
  faults.loseCompletion = false;
});

type Owner = { order_token: string } | { bearer_token: string };

async function signIn(): Promise<{ bearer_token: string }> {
  const login = await fetch(`${backend.url}/spree_oauth/token`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'consumer@casamaestri.test', password: 'Maestri-2026' }),
  });
  return { bearer_token: ((await login.json()) as { access_token: string }).access_token };
}

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
    const owner = await signIn();
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

describe('a completion whose answer is lost on its way back', () => {
  it('settles a guest on the completed order at the first attempt', async () => {
    const owner = await toReview(null, variants[6]);
    faults.loseCompletion = true;
    const placed = await checkout.completeOrder(owner, 'it-it', null);
    expect(placed).toMatchObject({ ok: true, state: 'complete' });
    expect(placed.ok && paymentsOf(placed.number)).toBe(1);
  });

  it('settles a signed-in shopper on the completed order at the first attempt', async () => {
    const owner = await signIn();
    await toReview(owner, variants[7], 'consumer@casamaestri.test');
    faults.loseCompletion = true;
    const placed = await checkout.completeOrder(owner, 'it-it', null);
    expect(placed).toMatchObject({ ok: true, state: 'complete' });
    expect(placed.ok && paymentsOf(placed.number)).toBe(1);
  });
});
