import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestOrderStatusSchema } from '@/lib/orders/order-status-schema';
import { RATE_RULES } from '@/lib/security/rate-limit';

describe('the guest order-status form', () => {
  it('forgives spaces and case in the order number', () => {
    expect(guestOrderStatusSchema.parse({ number: ' r123 456 789 ', email: 'ada@example.com' })).toEqual({ number: 'R123456789', email: 'ada@example.com' });
  });

  it('names what is wrong: missing or malformed number, missing or invalid e-mail', () => {
    const issues = (input: object) => guestOrderStatusSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}=${i.message}`) ?? [];
    expect(issues({ number: '', email: '' })).toEqual(['number=required', 'email=emailRequired']);
    expect(issues({ number: '12345', email: 'ada@example' })).toEqual(['number=orderNumberInvalid', 'email=emailInvalid']);
  });
});

describe('POST /api/order-status', () => {
  const ORDER = {
    data: {
      id: '7',
      type: 'order',
      attributes: {
        number: 'R123456789', state: 'complete', shipment_state: 'ready', payment_state: 'paid', completed_at: '2026-11-20T10:00:00Z',
        email: 'ada@example.com', token: 'secret-order-token', total: '3430.0',
      },
    },
    included: [{ type: 'address', id: '1', attributes: { address1: 'Via Roma 1', firstname: 'Ada' } }],
  };
  const commerce = vi.fn(async (_url: string | URL, init?: RequestInit) => {
    const email = new Headers(init?.headers).get('x-spree-order-email');
    const found = String(_url).endsWith('/order_status/R123456789') && email === 'ada@example.com';
    return new Response(JSON.stringify(found ? ORDER : { error: 'The resource you were looking for could not be found.' }), { status: found ? 200 : 404 });
  });
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('fetch', commerce);
  });
  afterEach(() => vi.unstubAllGlobals());

  const post = (body: object, ip = '203.0.113.9') =>
    new Request('http://localhost:3000/api/order-status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000', 'x-forwarded-for': ip },
      body: JSON.stringify({ locale: 'it-it', ...body }),
    });

  it('answers the states of the order whose number and e-mail match, and nothing else of it', async () => {
    const { POST } = await import('@/app/api/order-status/route');
    const response = await POST(post({ number: 'r123456789', email: 'ada@example.com' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      ok: true,
      data: { number: 'R123456789', state: 'complete', shipmentState: 'ready', paymentState: 'paid', completedAt: '2026-11-20T10:00:00Z' },
    });
    // The e-mail went in a header, never in the URL.
    const [url] = commerce.mock.calls.at(-1)!;
    expect(String(url)).not.toContain('ada');
  });

  it('answers a wrong e-mail exactly as an unknown number', async () => {
    const { POST } = await import('@/app/api/order-status/route');
    const wrong = await POST(post({ number: 'R123456789', email: 'eve@example.com' }));
    const unknown = await POST(post({ number: 'R999999999', email: 'ada@example.com' }));
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('refuses bad input with field errors, other sites outright, and guesses at one number from many addresses with 429', async () => {
    const { POST } = await import('@/app/api/order-status/route');
    const bad = await POST(post({ number: 'x', email: '' }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ ok: false, error: { kind: 'invalid', fields: { '0.number': 'orderNumberInvalid', '0.email': 'emailRequired' } }, retryable: false });
    const foreign = new Request('http://localhost:3000/api/order-status', {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost:3000' }, body: '{}',
    });
    expect((await POST(foreign)).status).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_RULES.orderStatus.account.max; i += 1) {
      statuses.push((await POST(post({ number: 'R123456789', email: `guess${i}@example.com` }, `198.51.100.${i}`))).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    const limited = statuses.at(-1);
    expect(limited).toBe(429);
    const again = await POST(post({ number: 'R123456789', email: 'late@example.com' }, '198.51.100.250'));
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ ok: false, error: { kind: 'refused', reason: { form: 'rateLimited', message: expect.stringMatching(/^Troppi tentativi/) } }, retryable: true });
  });
});
