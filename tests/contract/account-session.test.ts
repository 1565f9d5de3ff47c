/**
 * Spec §4 against the embedded commerce service: an expired access token is refreshed on the server
 * and the new pair stored in the cookies; a refresh the service refuses twice, past the grace window, clears them; the sign-in and
 * sign-out actions write and clear httpOnly cookies and revoke the tokens.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../backend/seed';
import { startBackend, type RunningBackend } from '../helpers/backend';

const jar = new Map<string, { value: string; options?: Record<string, unknown> }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.get(name)?.value ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options?: Record<string, unknown>) => void jar.set(name, { value, options }),
  }),
  headers: async () => new Headers({ 'x-forwarded-proto': 'https' }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
// React's cache() memoises per request; every call here is its own request.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T,>(fn: T) => fn }));

let backend: RunningBackend;

beforeAll(async () => {
  // Access tokens that expire at once, so every read needs a refresh.
  process.env.COMMERCE_ACCESS_TOKEN_TTL = '1';
  backend = await startBackend();
  process.env.SPREE_API_URL = backend.url;
});
afterAll(async () => {
  delete process.env.COMMERCE_ACCESS_TOKEN_TTL;
  await backend.stop();
});

describe('session cookies and token refresh', () => {
  it('signs in into httpOnly cookies (Secure on https, 400 days) and never returns a token', async () => {
    const { signIn } = await import('@/lib/sign-in/actions');
    const result = await signIn({ email: 'consumer@casamaestri.test', password: DEMO_PASSWORD });
    expect(result).toEqual({ ok: true });
    expect(jar.get('auth_token')?.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 34_560_000 });
    expect(JSON.parse(jar.get('auth_token_data')!.value)).toMatchObject({ access_token: jar.get('auth_token')!.value, refresh_token: expect.any(String) });
    expect(await signIn({ email: 'consumer@casamaestri.test', password: 'wrong' })).toEqual({ ok: false, error: { kind: 'refused', reason: { form: 'invalidCredentials' } }, retryable: false });
  });

  it('refreshes an expired access token and stores the new pair', async () => {
    const before = jar.get('auth_token')!.value;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { currentAccount } = await import('@/lib/session');
    const account = await currentAccount();
    expect(account?.email).toBe('consumer@casamaestri.test');
    expect(jar.get('auth_token')!.value).not.toBe(before);
  });

  it('clears the cookies when the service refuses the refresh', async () => {
    const data = JSON.parse(jar.get('auth_token_data')!.value) as { refresh_token: string };
    await fetch(`${backend.url}/spree_oauth/revoke`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: data.refresh_token }) });
    const { bearerToken } = await import('@/lib/session');
    const refresh = await import('@/lib/auth/refresh');
    // The first refusal may be a parallel request's rotation: signed out for this call, cookies kept.
    expect(await bearerToken()).toBeNull();
    expect(jar.get('auth_token')?.value).not.toBe('');
    const [id, at] = jar.get(refresh.REFUSED_COOKIE)!.value.split('.');
    // Refused again once the grace window is over: revoked for real, the cookies go.
    jar.set(refresh.REFUSED_COOKIE, { value: `${id}.${Number(at) - (refresh.REFRESH_GRACE_SECONDS + 1) * 1000}` });
    refresh.forgetRefreshes();
    expect(await bearerToken()).toBeNull();
    expect(jar.get('auth_token')).toMatchObject({ value: '', options: { maxAge: 0 } });
  });

  it('signs out: revokes the tokens and clears the cookies', async () => {
    const { signIn, signOut } = await import('@/lib/sign-in/actions');
    await signIn({ email: 'consumer@casamaestri.test', password: DEMO_PASSWORD });
    const refresh = (JSON.parse(jar.get('auth_token_data')!.value) as { refresh_token: string }).refresh_token;
    await signOut();
    expect(jar.get('auth_token')?.value).toBe('');
    const reuse = await fetch(`${backend.url}/spree_oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refresh }) });
    expect(reuse.status).toBe(400);
  });

  it('signs up with both consents false and is signed in at once', async () => {
    const { signUp } = await import('@/lib/sign-in/actions');
    const email = `new-${Date.now()}@example.com`;
    expect(await signUp({ email, password: 'Atelier-2026', passwordConfirmation: 'Atelier-2026' }, 'it-it')).toEqual({ ok: true });
    const info = await fetch(`${backend.url}/api/v2/storefront/account`, { headers: { authorization: `Bearer ${jar.get('auth_token')!.value}` } });
    // The token expires within a second here; the account was created either way.
    if (info.ok) {
      const attributes = ((await info.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
      expect(attributes).toMatchObject({ email, commercial_communication: false, personalized_communication: false, language: 'it' });
    }
    expect(await signUp({ email, password: 'Atelier-2026', passwordConfirmation: 'Atelier-2026' })).toEqual({ ok: false, error: { kind: 'refused', reason: { fields: { email: 'emailTaken' } } }, retryable: false });
  });
});
