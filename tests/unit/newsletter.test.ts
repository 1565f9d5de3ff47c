import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSchema } from '@/lib/newsletter/schema';
import { fieldErrors } from '@/lib/forms/validation';
import { POST } from '@/app/api/newsletter/route';
import { postJson, startInbox, type RunningInbox } from '../helpers/inbox';

describe('newsletter sign-up', () => {
  let inbox: RunningInbox;
  beforeAll(async () => {
    inbox = await startInbox();
  });
  afterAll(() => inbox.stop());

  it('needs a valid e-mail and the consent', () => {
    expect(fieldErrors(newsletterSchema.safeParse({ email: '', consent: false }).error!)).toEqual({ email: 'emailRequired', consent: 'required' });
    expect(fieldErrors(newsletterSchema.safeParse({ email: 'a@b', consent: true }).error!)).toEqual({ email: 'emailInvalid' });
    expect(newsletterSchema.parse({ email: ' ada@example.com ', consent: true })).toEqual({ email: 'ada@example.com', consent: true, source: 'footer' });
  });

  it('delivers the sign-up with its source, locale and country, and refuses a missing consent', async () => {
    const refused = await postJson(POST, 'http://localhost/api/newsletter', { email: 'ada@example.com' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ ok: false, error: { kind: 'invalid', fields: { '0.consent': 'required' } }, retryable: false });
    const response = await postJson(POST, 'http://localhost/api/newsletter', { email: 'ada@example.com', consent: true, source: 'layer', locale: 'fr-fr' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    expect((await inbox.messages('newsletter')).at(-1)).toMatchObject({ email: 'ada@example.com', source: 'layer', locale: 'fr-fr', country: 'FR' });
  });

  it('answers 502 unavailable, retryable, when the intake cannot be reached', async () => {
    process.env.CONTACT_WEBHOOK_URL = 'http://127.0.0.1:9/unreachable';
    const response = await postJson(POST, 'http://localhost/api/newsletter', { email: 'ada@example.com', consent: true, locale: 'fr-fr' });
    process.env.CONTACT_WEBHOOK_URL = inbox.url;
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, error: { kind: 'unavailable' }, retryable: true });
  });
});
