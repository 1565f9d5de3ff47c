import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import en from '@/messages/en.json';
import { fieldErrors } from '@/lib/forms/validation';
import { listSchema, resetPasswordSchema, signInSchema, signUpSchema, PASSWORD_MIN } from '@/lib/auth/schemas';
import { authCookieOptions, needsRefresh, parseTokenData, toTokenData } from '@/lib/auth/token-data';
import { refreshSessionForRequest, sessionNeedsRefresh } from '@/lib/auth/proxy-refresh';
import { fingerprint, forgetRefreshes, REFRESH_GRACE_SECONDS } from '@/lib/auth/refresh';
import { configuredSocialProviders } from '@/lib/auth/social';
import { createUiStore } from '@/stores/ui-store';

const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as never);
};

describe('spec §5 account messages', () => {
  it('are in English word for word', () => {
    expect(en.validation).toMatchObject({
      required: 'Required',
      tooShort: '{field} is too short (minimum is {val} characters)',
      tooLong: '{field} is too long (maximum is {val} characters)',
      passwordMismatch: 'Password and password confirmation do not match',
      passwordSet: 'Please set your password',
      passwordInsert: 'Please insert your password',
      passwordConfirm: 'Please confirm your password',
      emailRequired: 'Please enter your e-mail',
      emailInvalid: 'Please enter a valid e-mail address',
    });
  });

  it('sign-in asks for the e-mail and the password', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordInsert' });
    expect(errorsOf(signInSchema, { email: 'nobody', password: 'x' })).toEqual({ email: 'emailInvalid' });
  });

  it('sign-up sets, confirms and matches the password; the consents default to false', () => {
    expect(errorsOf(signUpSchema, { email: 'a@b.co', password: '', passwordConfirmation: '' })).toEqual({ password: 'passwordSet', passwordConfirmation: 'passwordConfirm' });
    expect(errorsOf(signUpSchema, { email: 'a@b.co', password: 'short', passwordConfirmation: 'short' })).toEqual({ password: `tooShort:${PASSWORD_MIN}` });
    expect(errorsOf(signUpSchema, { email: 'a@b.co', password: 'long enough', passwordConfirmation: 'different!' })).toEqual({ passwordConfirmation: 'passwordMismatch' });
    const ok = signUpSchema.parse({ email: 'a@b.co', password: 'long enough', passwordConfirmation: 'long enough' });
    expect(ok).toMatchObject({ commercialCommunication: false, personalizedCommunication: false });
    expect(errorsOf(resetPasswordSchema, { password: 'long enough', passwordConfirmation: 'other one' })).toEqual({ passwordConfirmation: 'passwordMismatch' });
  });

  it('a list needs a name ("Required")', () => {
    expect(errorsOf(listSchema, { name: '  ' })).toEqual({ name: 'required' });
    expect(listSchema.parse({ name: 'Villa' })).toEqual({ name: 'Villa', description: '' });
  });
});

describe('auth token data', () => {
  const token = { access_token: 'a', refresh_token: 'r', expires_in: 7200, created_at: 1_000 };

  it('keeps the expiry and refreshes a minute early', () => {
    const data = toTokenData(token);
    expect(data).toEqual({ access_token: 'a', refresh_token: 'r', expires_at: 8_200 });
    expect(needsRefresh(data, 8_000)).toBe(false);
    expect(needsRefresh(data, 8_150)).toBe(true);
    expect(parseTokenData(JSON.stringify(data))).toEqual(data);
    expect(parseTokenData('not json')).toBeNull();
    expect(parseTokenData(undefined)).toBeNull();
  });

  it('cookies are httpOnly, Lax, path /, 400 days, Secure on https', () => {
    expect(authCookieOptions(true, 34_560_000)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 34_560_000 });
  });
});

describe('token refresh in the proxy (spec §4)', () => {
  const expired = JSON.stringify({ access_token: 'old', refresh_token: 'refresh', expires_at: 10 });
  const request = (extra = '') => new NextRequest('https://shop.test/account', { headers: { cookie: `auth_token=old; auth_token_data=${encodeURIComponent(expired)}; other=1${extra}` } });
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    forgetRefreshes();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('leaves fresh sessions and guests alone', () => {
    expect(sessionNeedsRefresh(new NextRequest('https://shop.test/'))).toBe(false);
    const fresh = JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + 3600 });
    expect(sessionNeedsRefresh(new NextRequest('https://shop.test/', { headers: { cookie: `auth_token=a; auth_token_data=${encodeURIComponent(fresh)}` } }))).toBe(false);
    expect(sessionNeedsRefresh(request())).toBe(true);
  });

  it('stores the new pair for the page and the browser', async () => {
    fetchMock.mockResolvedValue(Response.json({ access_token: 'new', refresh_token: 'r2', expires_in: 7200, created_at: 2_000_000_000 }));
    const headers = new Headers(request().headers);
    const edit = await refreshSessionForRequest(request(), headers);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh' });
    expect(headers.get('cookie')).toContain('auth_token=new');
    expect(headers.get('cookie')).toContain('other=1');
    const response = NextResponse.next();
    edit?.(response);
    expect(response.cookies.get('auth_token')).toMatchObject({ value: 'new', httpOnly: true, secure: true, path: '/', maxAge: 34_560_000 });
  });

  it('a first refusal (maybe a parallel request’s rotation) renders signed out but leaves the cookies and remembers it', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const headers = new Headers(request().headers);
    const edit = await refreshSessionForRequest(request(), headers);
    expect(headers.get('cookie')).toBe('other=1');
    const response = NextResponse.next();
    edit?.(response);
    expect(response.cookies.get('auth_token')).toBeUndefined();
    expect(response.cookies.get('auth_token_data')).toBeUndefined();
    expect(response.cookies.get('auth_refresh_refused')?.value).toMatch(new RegExp(`^${await fingerprint('refresh')}\\.\\d+$`));
  });

  it('clears the auth cookies when the same refresh token is refused again after the grace window', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const seen = `${await fingerprint('refresh')}.${Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000}`;
    const headers = new Headers(request(`; auth_refresh_refused=${seen}`).headers);
    const edit = await refreshSessionForRequest(request(`; auth_refresh_refused=${seen}`), headers);
    expect(headers.get('cookie')).not.toContain('auth_token');
    const response = NextResponse.next();
    edit?.(response);
    expect(response.cookies.get('auth_token')?.value).toBe('');
    expect(response.cookies.get('auth_token_data')?.maxAge).toBe(0);
  });

  it('keeps them when the service does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const headers = new Headers(request().headers);
    expect(await refreshSessionForRequest(request(), headers)).toBeNull();
    expect(headers.get('cookie')).toContain('auth_token=old');
  });
});

describe('social login', () => {
  it('shows only configured providers, none by default', () => {
    expect(configuredSocialProviders({})).toEqual([]);
    expect(configuredSocialProviders({ SOCIAL_LOGIN_GOOGLE_URL: 'https://shop.test/auth/google', SOCIAL_LOGIN_APPLE_URL: 'javascript:alert(1)' }).map((p) => p.id)).toEqual(['google']);
  });
});

describe('authentication panel state', () => {
  it('runs the after-success action after sign-in, and once after sign-up without closing', async () => {
    const store = createUiStore();
    const action = vi.fn();
    store.getState().openAuthentication(action, 'trade');
    expect(store.getState()).toMatchObject({ openPanel: 'authentication', authenticationMode: 'trade' });
    await store.getState().runAfterAuthentication();
    expect(store.getState().openPanel).toBe('authentication');
    await store.getState().authenticationSucceeded();
    expect(action).toHaveBeenCalledTimes(1);
    expect(store.getState().openPanel).toBeNull();
    store.getState().openLists({ productId: '1', title: 'Lamp' });
    expect(store.getState()).toMatchObject({ openPanel: 'lists', listTarget: { productId: '1' } });
  });
});
