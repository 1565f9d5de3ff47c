/**
 * POST /api/trade/application answers what every form's route answers (lib/forms/route.ts): the one
 * action result, with the statuses it always had. A guest here (no session cookie).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificatePdf } from '../helpers/certificate';

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));

const guest = {
  email: 'ada@studioferri.it', firstName: 'Ada', lastName: 'Ferri', password: 'Studio-2026', confirmPassword: 'Studio-2026',
  companyName: 'Studio Ferri', companySize: '2-10', website: 'https://studioferri.it', country: 'IT', city: 'Milano',
  phone: '+39 02 555 0100', projectType: 'hospitality', acceptTerms: 'true', acceptSpecificArticles: 'true', locale: 'it-it',
};

function application(values: Record<string, string>, certificate: File | null, ip: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  if (certificate) body.set('certificate', certificate, certificate.name);
  return new Request('http://shop.test/api/trade/application', {
    method: 'POST',
    headers: { origin: 'http://shop.test', host: 'shop.test', 'x-forwarded-for': ip },
    body,
  });
}

const certificate = () => new File([new Uint8Array(certificatePdf())], 'resale.pdf', { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('POST /api/trade/application', () => {
  it('refuses bad values as `invalid`, with the codes at the fields of its one argument, and keeps the 422', async () => {
    const { POST } = await import('@/app/api/trade/application/route');
    const response = await POST(application({ ...guest, email: 'not-an-email', acceptTerms: 'false' }, null, '203.0.113.40'));
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid' }, retryable: false });
    expect(answer.error.fields).toMatchObject({ '0.email': 'email', '0.acceptTerms': 'terms', '0.certificate': 'required' });
  });

  it('a file that only claims to be a PDF is the certificate field’s refusal', async () => {
    const { POST } = await import('@/app/api/trade/application/route');
    const fake = new File([new TextEncoder().encode('GIF89a, not a certificate at all')], 'resale.pdf', { type: 'application/pdf' });
    const response = await POST(application(guest, fake, '203.0.113.41'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ok: false, error: { kind: 'invalid', fields: { '0.certificate': 'certificateType' } }, retryable: false });
  });

  it('answers `unavailable`, retryable, when the commerce service cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new Error('down'); }));
    const { POST } = await import('@/app/api/trade/application/route');
    const response = await POST(application(guest, certificate(), '203.0.113.42'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, error: { kind: 'unavailable' }, retryable: true });
  });
});
