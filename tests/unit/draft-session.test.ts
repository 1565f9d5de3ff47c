/**
 * Issue 36: the draft-mode cookie's value is the same for the whole build, so whoever once had it
 * kept preview until the next deployment. A preview session is a signed, expiring companion cookie;
 * the proxy drops the draft-mode cookie without a valid one.
 */
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { DRAFT_SESSION_COOKIE, isValidDraftSession, newDraftSession } from '@/lib/content/draft-session';
import { DRAFT_SESSION_MAX_AGE_SECONDS } from '@/lib/security/limits';
import { proxy } from '@/proxy';

describe('a preview session', () => {
  it('is valid for its secret until it expires, and for nothing else', async () => {
    const now = Date.UTC(2026, 10, 29, 2);
    const session = await newDraftSession('s3cret', now);
    expect(await isValidDraftSession(session, 's3cret', now + 1000)).toBe(true);
    expect(await isValidDraftSession(session, 's3cret', now + DRAFT_SESSION_MAX_AGE_SECONDS * 1000)).toBe(false); // ended
    expect(await isValidDraftSession(session, 'rotated-secret', now)).toBe(false); // a new secret ends every session
    const [expiry, nonce, mac] = session.split('.');
    expect(await isValidDraftSession(`${Number(expiry) + 86_400}.${nonce}.${mac}`, 's3cret', now)).toBe(false); // lengthened by hand
    expect(await isValidDraftSession(undefined, 's3cret', now)).toBe(false);
    expect(await isValidDraftSession(session, null, now)).toBe(false);
    expect(await newDraftSession('s3cret', now)).not.toBe(session); // a fresh nonce each time
  });
});

describe('the proxy', () => {
  const page = (cookie: string) => new NextRequest('http://localhost:3000/it-it', { headers: { cookie } });
  const forwardedCookie = (response: Response) => response.headers.get('x-middleware-request-cookie') ?? '';

  it('drops a draft-mode cookie that comes without a valid session, and expires it in the browser', async () => {
    const response = await proxy(page('__prerender_bypass=build-wide-value; auth_token=a1'));
    expect(forwardedCookie(response)).not.toContain('__prerender_bypass');
    expect(forwardedCookie(response)).toContain('auth_token=a1');
    expect(response.cookies.get('__prerender_bypass')).toMatchObject({ value: '', maxAge: 0 });
  });

  it('keeps it beside a valid session', async () => {
    const session = await newDraftSession('embedded-preview-secret');
    const response = await proxy(page(`__prerender_bypass=build-wide-value; ${DRAFT_SESSION_COOKIE}=${session}`));
    expect(response.cookies.get('__prerender_bypass')).toBeUndefined();
    expect(forwardedCookie(response)).toContain('__prerender_bypass=build-wide-value');
  });
});
