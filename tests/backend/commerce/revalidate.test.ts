/**
 * The commerce service tells the storefront when an order changes a product's stock: after the
 * order commits it POSTs /api/revalidate/commerce with the product's id and every slug and the
 * revalidation secret, and a storefront that fails never fails the order.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IOrder } from '@spree/storefront-api-v2-sdk';
import { revalidateProducts } from '../../../backend/commerce/revalidate';
import { US_ADDRESS } from './fixtures';
import { startCommerceBackend, stopCommerceBackend, type CommerceBackend } from './test-backend';

interface Received { path: string; authorization: string | undefined; body: { products?: string[] } }

/** A stand-in storefront that records what it is sent and answers `status`. */
function stubStorefront() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw || '{}') });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    received,
    answer: (code: number) => (status = code),
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const storefront = stubStorefront();
let commerce: CommerceBackend;
/** The commerce service's calls (the search service, in the same backend, makes its own: tests/backend/search/revalidate.test.ts). */
const commerceCalls = () => storefront.received.filter((call) => call.path === '/api/revalidate/commerce');

beforeAll(async () => {
  vi.stubEnv('STOREFRONT_URL', await storefront.start());
  vi.stubEnv('COMMERCE_REVALIDATE_SECRET', '');
  commerce = await startCommerceBackend();
});
afterAll(async () => {
  await stopCommerceBackend(commerce);
  await storefront.stop();
  vi.unstubAllEnvs();
});

/** A guest buys `quantity` of the variant with the test card; answers the completion's result. */
async function buy(variantId: string, quantity: number) {
  const { client } = commerce;
  const order_token = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
  expect((await client.cart.addItem({ order_token, variant_id: variantId, quantity })).isSuccess()).toBe(true);
  await client.checkout.orderUpdate({ order_token, order: { email: 'guest@example.test', bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS } });
  await client.checkout.advance({ order_token });
  await client.checkout.addPayment({ order_token, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Guest', month: '12', year: '2031' } });
  expect((await client.checkout.advance({ order_token })).success().data.attributes.state).toBe('confirm');
  return client.checkout.complete({ order_token });
}

describe('revalidating the storefront when an order changes stock', () => {
  it('POSTs the product’s id and every slug with the secret, after the order completes', async () => {
    const product = commerce.db.limited();
    const before = commerce.db.stock(product.variantId);
    const completed = await buy(product.variantId, 1);
    expect(completed.isSuccess()).toBe(true);
    expect(commerce.db.stock(product.variantId)).toBe(before - 1);

    await vi.waitFor(() => expect(commerceCalls()).toHaveLength(1));
    const [call] = commerceCalls();
    expect(call.path).toBe('/api/revalidate/commerce');
    // No secret configured and a storefront on loopback: the embedded default, which only such a storefront accepts.
    expect(call.authorization).toBe('Bearer embedded-commerce-revalidate-secret');
    const slugs = commerce.db.slugs(product.productId);
    expect(slugs.length).toBe(5);
    expect(call.body.products?.sort()).toEqual([product.productId, ...new Set(slugs)].sort());
  });

  it('completes the order when the storefront fails, and logs one line', async () => {
    storefront.received.length = 0;
    storefront.answer(500);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const product = commerce.db.limited(1);
      const completed = await buy(product.variantId, 1);
      expect(completed.isSuccess()).toBe(true);
      expect((completed.success() as IOrder).data.attributes.state).toBe('complete');
      const commerceWarnings = () => warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('/api/revalidate/commerce'));
      await vi.waitFor(() => expect(commerceWarnings()).toHaveLength(1));
      expect(commerceWarnings()[0]).toMatch(/^storefront revalidation failed: .*answered 500/);
      expect(commerceCalls()).toHaveLength(1);
    } finally {
      warn.mockRestore();
      storefront.answer(200);
    }
  });

  it('gives up on a storefront that does not answer, without throwing', async () => {
    const lines: string[] = [];
    const silent = http.createServer(() => {}); // accepts and never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    try {
      const ok = await revalidateProducts(
        { storefrontUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, secret: 's', timeoutMs: 200, log: (line) => lines.push(line) },
        ['1'],
      );
      expect(ok).toBe(false);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^storefront revalidation failed: /);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
