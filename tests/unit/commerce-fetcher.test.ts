import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '@spree/storefront-api-v2-sdk';
import { createFetchFetcher } from '@/lib/commerce/fetcher';
import { NO_RESPONSE, fieldError, isAuthFailure, toCommerceError } from '@/lib/commerce/errors';

/** A tiny stand-in that answers like Spree for the few paths this test needs, and records requests. */
let server: http.Server;
let host = '';
const seen: { method: string; url: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, headers: req.headers });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/vnd.api+json' });
        res.end(JSON.stringify(payload));
      };
      if (req.url!.startsWith('/api/v2/storefront/products')) return json(200, { data: [], meta: { count: 0 } });
      if (req.url === '/api/v2/storefront/cart/add_item') {
        return json(422, {
          error: 'You already added to your cart all the available units of this item.',
          errors: { 'line_items.quantity': ['exceeds stock'] },
        });
      }
      if (req.url!.startsWith('/api/v2/storefront/account')) return json(403, { error: 'You are not authorized to access this page.' });
      if (req.url!.startsWith('/api/v2/storefront/cart/empty')) {
        res.writeHead(204);
        return res.end();
      }
      json(500, '<html>oops</html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('commerce fetcher with the official Spree SDK', () => {
  it('sends GET params as a query string and the token headers', async () => {
    const client = makeClient({ host, createFetcher: createFetchFetcher() });
    const result = await client.products.list({ include: 'images', filter: { taxons: '1,2' }, page: 2 });
    expect(result.isSuccess()).toBe(true);
    const request = seen.at(-1)!;
    expect(request.method).toBe('GET');
    expect(decodeURIComponent(request.url)).toBe('/api/v2/storefront/products?include=images&filter[taxons]=1,2&page=2');
  });

  it('sends POST bodies as JSON and turns a 422 with errors into a nested validation error', async () => {
    const client = makeClient({ host, createFetcher: createFetchFetcher() });
    const result = await client.cart.addItem({ order_token: 'guest-123', variant_id: '7', quantity: 1 });
    expect(result.isFail()).toBe(true);
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toMatchObject({ variant_id: '7', quantity: 1 });
    expect(request.headers['x-spree-order-token']).toBe('guest-123');
    const error = toCommerceError(result.fail());
    expect(error).toMatchObject({ kind: 'validation', status: 422, summary: 'You already added to your cart all the available units of this item.' });
    expect(fieldError(error, 'line_items.quantity')).toBe('exceeds stock');
  });

  it('maps a body with only a string error to a basic error, and flags auth failures', async () => {
    const client = makeClient({ host, createFetcher: createFetchFetcher() });
    const result = await client.account.accountInfo({ bearer_token: 'nope' });
    const error = toCommerceError(result.fail());
    expect(error).toEqual({ kind: 'basic', status: 403, summary: 'You are not authorized to access this page.' });
    expect(isAuthFailure(error)).toBe(true);
  });

  it('treats 204 as success with no content', async () => {
    const client = makeClient({ host, createFetcher: createFetchFetcher() });
    const result = await client.cart.emptyCart({ order_token: 'guest-123' });
    expect(result.isSuccess()).toBe(true);
  });

  it('reports an unreachable service as "No response received", which never clears tokens', async () => {
    const client = makeClient({ host: 'http://127.0.0.1:9', createFetcher: createFetchFetcher({ timeoutMs: 2000 }) });
    const error = toCommerceError((await client.products.list({})).fail());
    expect(error).toEqual({ kind: 'no-response', status: null, summary: NO_RESPONSE });
    expect(isAuthFailure(error)).toBe(false);
  });
});
