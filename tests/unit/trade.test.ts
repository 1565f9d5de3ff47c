import { describe, expect, it } from 'vitest';
import { certificateProblem, isWebsite, sniffCertificateType, CERTIFICATE_MAX_BYTES } from '@/lib/trade/rules';
import { accountApplicationSchema, guestApplicationSchema } from '@/lib/trade/schema';
import { fieldErrors } from '@/lib/forms/validation';
import { citiesOf } from '@/lib/trade/cities';
import { hasTradeHint } from '@/lib/trade/hint';
import { homeAudienceFor, homeDocumentFor } from '@/lib/content/home-variant';
import { shouldShowLayer } from '@/lib/newsletter/layer-rules';
import { COUNTRIES } from '@/lib/i18n/countries';
import en from '@/messages/en.json';

const pdf = (name = 'resale.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const valid = {
  email: 'ada@studioferri.it', firstName: 'Ada', lastName: 'Ferri', password: 'Studio-2026', confirmPassword: 'Studio-2026',
  companyName: 'Studio Ferri', companySize: '2-10', website: 'https://studioferri.it', country: 'IT', city: 'Milano',
  phone: '+39 02 555 0100', projectType: 'hospitality', certificate: pdf(), acceptTerms: true, acceptSpecificArticles: true,
};

const errorsOf = (schema: typeof guestApplicationSchema | typeof accountApplicationSchema, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('trade application schema (spec §3, §5)', () => {
  it('accepts a complete guest application', () => {
    expect(guestApplicationSchema.safeParse(valid).success).toBe(true);
  });

  it('names each problem with the spec message keys', () => {
    const errors = errorsOf(guestApplicationSchema, {
      ...valid, email: 'not-an-email', companyName: ' ', website: 'studio ferri', confirmPassword: 'Other-2026',
      acceptTerms: false, acceptSpecificArticles: false, projectType: '', certificate: null,
    });
    expect(errors).toMatchObject({
      email: 'email', companyName: 'required', website: 'website', confirmPassword: 'passwordMismatch',
      acceptTerms: 'terms', acceptSpecificArticles: 'specificArticles', projectType: 'required', certificate: 'required',
    });
  });

  it('holds trade passwords to 8–25 characters', () => {
    expect(errorsOf(guestApplicationSchema, { ...valid, password: 'short', confirmPassword: 'short' }).password).toBe('passwordLength');
    expect(errorsOf(guestApplicationSchema, { ...valid, password: 'x'.repeat(26), confirmPassword: 'x'.repeat(26) }).password).toBe('passwordLength');
    expect(errorsOf(guestApplicationSchema, { ...valid, password: 'x'.repeat(25), confirmPassword: 'x'.repeat(25) }).password).toBeUndefined();
  });

  it('asks a signed-in consumer for the company only', () => {
    const { email: _e, firstName: _f, lastName: _l, password: _p, confirmPassword: _c, ...company } = valid;
    expect(accountApplicationSchema.safeParse(company).success).toBe(true);
  });

  it('has every message key in the trade namespace', () => {
    const keys = ['required', 'website', 'email', 'passwordMismatch', 'passwordLength', 'terms', 'specificArticles', 'phone', 'certificateType', 'certificateSize', 'emailTaken', 'submitFailed'];
    for (const key of keys) expect(en.trade.apply.errors).toHaveProperty(key);
    expect(en.trade.apply.errors).toMatchObject({
      required: 'This field is required', website: 'Please enter a valid website', email: 'Please enter a valid email',
      passwordMismatch: 'Passwords do not match', terms: 'Acceptance of the Terms and Conditions is required',
      specificArticles: 'Express acceptance of the Terms and Conditions is required', submitFailed: 'Unable to submit this trade proposal',
      emailTaken: 'A user is already registered with this e-mail; contact the trade team to join.',
    });
  });
});

describe('resale certificate', () => {
  it('takes .pdf, .jpg and .png up to 10 MB, by name in the browser', () => {
    expect(certificateProblem(pdf())).toBeNull();
    expect(certificateProblem({ name: 'scan.JPG', size: 10 })).toBeNull();
    expect(certificateProblem({ name: 'scan.png', size: CERTIFICATE_MAX_BYTES })).toBeNull();
    expect(certificateProblem({ name: 'scan.png', size: CERTIFICATE_MAX_BYTES + 1 })).toBe('size');
    expect(certificateProblem({ name: 'scan.gif', size: 10 })).toBe('type');
    expect(certificateProblem({ name: 'scan.pdf', size: 0 })).toBe('missing');
    expect(certificateProblem(null)).toBe('missing');
  });

  it('trusts the bytes, not the name, on the server', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(sniffCertificateType(png)).toBe('image/png');
    expect(sniffCertificateType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffCertificateType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(certificateProblem({ name: 'resale.pdf', size: 8 }, png)).toBe('type');
    expect(certificateProblem({ name: 'resale.png', size: 8 }, png)).toBeNull();
  });
});

describe('website or professional social media', () => {
  it.each(['studioferri.it', 'https://www.studioferri.it/about', 'instagram.com/studioferri', 'http://linkedin.com/in/ada'])('accepts %s', (v) => {
    expect(isWebsite(v)).toBe(true);
  });
  it.each(['studio ferri', 'localhost', 'ftp://studio.it', 'https://', ''])('refuses %s', (v) => {
    expect(isWebsite(v)).toBe(false);
  });
});

describe('city type-ahead', () => {
  it('has suggestions for every country the shop sells to', () => {
    for (const c of COUNTRIES) expect(citiesOf(c.isocode).length, c.isocode).toBeGreaterThan(0);
    expect(citiesOf('it')).toContain('Milano');
    expect(citiesOf('ZZ')).toEqual([]);
  });
});

describe('home page variant and trade hint (spec §2, §9)', () => {
  it('shows trade users the trade home unless hp=consumer', () => {
    expect(homeAudienceFor({ trade: true })).toBe('trade');
    expect(homeAudienceFor({ trade: true, variant: 'consumer' })).toBe('consumer');
    expect(homeAudienceFor({ trade: false })).toBe('consumer');
    expect(homeDocumentFor('trade')).toEqual({ id: 'home-trade', audience: 'trade' });
    expect(homeDocumentFor(undefined)).toEqual({ id: 'home', audience: 'consumer' });
  });

  it('reads the trade hint cookie and keeps the sign-up layer quiet while it is set', () => {
    expect(hasTradeHint('a=1; trade_hint=1; b=2')).toBe(true);
    expect(hasTradeHint('trade_hint=0')).toBe(false);
    expect(hasTradeHint('x_trade_hint=1')).toBe(false);
    const base = { pageViews: 3, dismissed: false, subscribed: false, panelOpen: false, consentPending: false, pathname: '/' };
    expect(shouldShowLayer(base)).toBe(true);
    expect(shouldShowLayer({ ...base, tradeHint: true })).toBe(false);
  });
});

describe('POST /api/trade/application', () => {
  it('refuses an application posted from another site before reading anything', async () => {
    const { POST } = await import('@/app/api/trade/application/route');
    const cross = await POST(new Request('http://shop.test/api/trade/application', {
      method: 'POST', headers: { origin: 'https://elsewhere.test', host: 'shop.test' }, body: new FormData(),
    }));
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ ok: false, error: { kind: 'failed' }, retryable: false });
    const hidden = await POST(new Request('http://shop.test/api/trade/application', {
      method: 'POST', headers: { 'sec-fetch-site': 'cross-site', host: 'shop.test' }, body: new FormData(),
    }));
    expect(hidden.status).toBe(403);
  });
});

describe('a certificate that only begins like one (issue 36)', () => {
  it('is unreadable: too small, a PDF without its trailer, a picture too small or cut short', async () => {
    const { certificateContentProblem } = await import('@/lib/trade/rules');
    const { certificatePdf } = await import('../helpers/certificate');
    const pdf = new Uint8Array(certificatePdf());
    expect(certificateContentProblem(pdf, 'application/pdf')).toBeNull();
    expect(certificateContentProblem(new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'), 'application/pdf')).toBe('unreadable'); // 30 bytes
    expect(certificateContentProblem(pdf.subarray(0, pdf.length - 30), 'application/pdf')).toBe('unreadable'); // truncated
    const padded = new Uint8Array(4096);
    padded.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect(certificateContentProblem(padded, 'application/pdf')).toBe('unreadable'); // header and zeros

    const png = (width: number, height: number, end = true) => {
      const bytes = new Uint8Array(4096);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      new DataView(bytes.buffer).setUint32(16, width);
      new DataView(bytes.buffer).setUint32(20, height);
      if (end) bytes.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], bytes.length - 12);
      return bytes;
    };
    expect(certificateContentProblem(png(1240, 1754), 'image/png')).toBeNull();
    expect(certificateContentProblem(png(32, 32), 'image/png')).toBe('unreadable');
    expect(certificateContentProblem(png(1240, 1754, false), 'image/png')).toBe('unreadable');

    const jpeg = (width: number, height: number) => {
      const bytes = new Uint8Array(4096);
      bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255]);
      bytes.set([0xff, 0xd9], bytes.length - 2);
      return bytes;
    };
    expect(certificateContentProblem(jpeg(1200, 1600), 'image/jpeg')).toBeNull();
    expect(certificateContentProblem(jpeg(100, 80), 'image/jpeg')).toBe('unreadable');
  });
});
