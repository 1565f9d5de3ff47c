import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/contact/schema';
import { fieldErrors } from '@/lib/forms/validation';
import { postJson, startInbox, type RunningInbox } from '../helpers/inbox';
import { POST } from '@/app/api/contact/route';

const valid = {
  name: 'Giulia Ferri',
  email: 'giulia@example.com',
  orderNumber: '',
  topic: 'orderStatus',
  message: 'When will the Lido armchair ship to Milan?',
  phoneContact: false,
  phone: '',
};

describe('contact schema (spec §3, §5)', () => {
  it('accepts a complete message, order number optional', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it('uses the spec messages: required, too short, too long, e-mail', () => {
    const result = contactSchema.safeParse({ ...valid, name: 'G', email: 'not-an-email', message: '', topic: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ name: 'tooShort:2', email: 'emailInvalid', message: 'required', topic: 'required' });
    const empty = contactSchema.safeParse({ ...valid, email: '  ', message: 'x'.repeat(2001) });
    expect(fieldErrors(empty.error!)).toEqual({ email: 'emailRequired', message: 'tooLong:2000' });
  });

  it('knows the six topics only', () => {
    for (const topic of ['placingAnOrder', 'orderStatus', 'tradeRequests', 'pressInquiries', 'postSalesAssistance', 'contractRequests']) {
      expect(contactSchema.safeParse({ ...valid, topic }).success, topic).toBe(true);
    }
    expect(contactSchema.safeParse({ ...valid, topic: 'complaints' }).success).toBe(false);
  });

  it('asks for a phone number only when the visitor wants a call', () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, phoneContact: true }).error!)).toEqual({ phone: 'required' });
    expect(fieldErrors(contactSchema.safeParse({ ...valid, phoneContact: true, phone: 'call me' }).error!)).toEqual({ phone: 'phoneInvalid' });
    expect(contactSchema.safeParse({ ...valid, phoneContact: true, phone: '+39 02 1234 5678' }).success).toBe(true);
  });
});

describe('POST /api/contact', () => {
  let inbox: RunningInbox;
  beforeAll(async () => {
    inbox = await startInbox();
  });
  afterAll(() => inbox.stop());

  const post = (body: unknown) => postJson(POST, 'http://localhost/api/contact', body);

  it('validates with the same schema and answers 422 with message keys, as a server action answers a refused argument', async () => {
    const response = await post({ ...valid, email: 'nope', name: 'G' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ok: false, error: { kind: 'invalid', fields: { '0.email': 'emailInvalid', '0.name': 'tooShort:2' } }, retryable: false });
  });

  it('rejects a body that is not JSON', async () => {
    const response = await POST(new Request('http://localhost/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: { kind: 'invalid', fields: {} }, retryable: false });
    // Without the JSON content type it is not read at all (a cross-site form could send that).
    expect((await POST(new Request('http://localhost/api/contact', { method: 'POST', body: '{oops' }))).status).toBe(415);
  });

  it('delivers a valid message to client care with its locale and country', async () => {
    const response = await post({ ...valid, locale: 'it-it' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    expect((await inbox.messages('contact')).at(-1)).toMatchObject({ type: 'contact', name: 'Giulia Ferri', topic: 'orderStatus', locale: 'it-it', country: 'IT' });
  });

  it('answers 502 when client care cannot be reached', async () => {
    process.env.CONTACT_WEBHOOK_URL = 'http://127.0.0.1:9/unreachable';
    const response = await post(valid);
    process.env.CONTACT_WEBHOOK_URL = inbox.url;
    expect(response.status).toBe(502);
    // Nothing the visitor typed was wrong: worth sending again as it is.
    expect(await response.json()).toEqual({ ok: false, error: { kind: 'unavailable' }, retryable: true });
  });
});
