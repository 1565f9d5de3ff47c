import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/product-requests/[kind]/route';
import { digitalToken } from '@/components/product/Downloads';
import { downloadHref, pricedCurrency } from '@/lib/product/downloads';

const post = (kind: string, body: unknown) =>
  POST(new Request(`http://shop/api/product-requests/${kind}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }), { params: Promise.resolve({ kind }) });

const product = { id: '2', sku: 'CM-SOF-000002', title: 'Burano sofa' };

describe('POST /api/product-requests/{kind}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses unknown kinds and bodies that are not JSON', async () => {
    const unknown = await post('quote', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error: { kind: 'notFound' }, retryable: false });
    expect((await post('inquiry', 'not json')).status).toBe(400);
  });

  it('answers 422 with the same message keys as the form', async () => {
    const response = await post('white-glove', { product, name: 'Ada Rossi', email: 'ada@example.com', units: 'cm', stairsWidth: 'wide' });
    expect(response.status).toBe(422);
    const { ok, error, retryable } = await response.json();
    expect([ok, error.kind, retryable]).toEqual([false, 'invalid', false]);
    expect(error.fields).toMatchObject({ '0.streetAddress': 'required', '0.stairsWidth': 'product.number', '0.assemble': 'product.choose', '0.pieces': 'required' });
  });

  it('hands a valid request to client care with its type, locale and country', async () => {
    const intake = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', intake);
    const response = await post('inquiry', { product, name: 'Ada Rossi', email: 'ada@example.com', message: 'Is it available in green?', locale: 'it-it' });
    expect(response.status).toBe(202);
    const [, init] = intake.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ type: 'productInquiry', product, locale: 'it-it', country: 'IT', phone: '' });
  });

  it('says 502 when the intake cannot be reached, so the form keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new Error('down'); }));
    const response = await post('inquiry', { product, name: 'Ada Rossi', email: 'ada@example.com', message: 'Is it available in green?' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, error: { kind: 'unavailable' }, retryable: true });
  });
});

describe('digital asset tokens', () => {
  it('reads the token at the end of a digitals URL and nothing else', () => {
    expect(digitalToken('http://127.0.0.1:4000/api/v2/storefront/digitals/22479d88880bb3148872ef60bb7ddc81')).toBe('22479d88880bb3148872ef60bb7ddc81');
    expect(digitalToken('https://cdn/x/digitals/abc_DEF-1?sig=1')).toBe('abc_DEF-1');
    expect(digitalToken('https://cdn/x/other/abc')).toBeNull();
    expect(digitalToken(null)).toBeNull();
  });
});

describe('tearsheet with or without price (issue 7)', () => {
  it('links the plain download, and the priced one in the page currency', () => {
    expect(downloadHref('abc12345')).toBe('/api/digitals/abc12345');
    expect(downloadHref('abc12345', 'GBP')).toBe('/api/digitals/abc12345?price=true&currency=GBP');
  });

  it('asks the service for a price only with price=true and a currency the shop sells in', () => {
    expect(pricedCurrency(new URLSearchParams('price=true&currency=EUR'))).toBe('EUR');
    expect(pricedCurrency(new URLSearchParams('price=true&currency=usd'))).toBe('USD');
    expect(pricedCurrency(new URLSearchParams('currency=EUR'))).toBeNull();
    expect(pricedCurrency(new URLSearchParams('price=true&currency=JPY'))).toBeNull();
    expect(pricedCurrency(new URLSearchParams('price=true'))).toBeNull();
  });
});
