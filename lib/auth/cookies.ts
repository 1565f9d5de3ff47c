import 'server-only';
import { cookies, headers } from 'next/headers';
import { AUTH_COOKIE, AUTH_DATA_COOKIE, SESSION_COOKIE_MAX_AGE } from '../cookies';
import { REFUSED_COOKIE, REFUSED_COOKIE_MAX_AGE, refreshSession } from './refresh';
import { authCookieOptions, parseTokenData, toTokenData, type OAuthToken, type TokenData } from './token-data';

/** https when the request came over https (directly or through a proxy that says so). */
export async function isSecureRequest(): Promise<boolean> {
  const h = await headers();
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (proto) return proto === 'https';
  return (h.get('origin') ?? '').startsWith('https:');
}

export async function readTokenData(): Promise<TokenData | null> {
  const jar = await cookies();
  const data = parseTokenData(jar.get(AUTH_DATA_COOKIE)?.value);
  const access = jar.get(AUTH_COOKIE)?.value;
  if (!access) return null;
  return data && data.access_token === access ? data : { access_token: access, refresh_token: '', expires_at: Number.MAX_SAFE_INTEGER };
}

/** Stores a new token pair. Only server actions and route handlers may call this (Next forbids it in render). */
export async function writeSession(token: OAuthToken): Promise<void> {
  const jar = await cookies();
  const options = authCookieOptions(await isSecureRequest(), SESSION_COOKIE_MAX_AGE);
  jar.set(AUTH_COOKIE, token.access_token, options);
  jar.set(AUTH_DATA_COOKIE, JSON.stringify(toTokenData(token)), options);
}

export async function clearSession(): Promise<void> {
  const jar = await cookies();
  const options = authCookieOptions(await isSecureRequest(), 0);
  jar.set(AUTH_COOKIE, '', options);
  jar.set(AUTH_DATA_COOKIE, '', options);
  if (jar.get(REFUSED_COOKIE)) jar.set(REFUSED_COOKIE, '', options);
}

/** Next allows cookies to be written only in server actions and route handlers, not while rendering. */
async function tryCookieWrite(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch {
    // Rendering a page: the proxy refreshes before pages render, so this is only a near-expiry race.
  }
}

/**
 * Route handlers' and server actions' refresh of an access token due for it (the proxy does the
 * same for pages): the new token, the old one when the service does not answer, null when the
 * refresh is refused — clearing the cookies only once the refusal is not a lost race (lib/auth/refresh.ts).
 */
export async function refreshedAccessToken(data: TokenData): Promise<string | null> {
  const jar = await cookies();
  const decision = await refreshSession(data, jar.get(REFUSED_COOKIE)?.value);
  switch (decision.kind) {
    case 'refreshed':
      await tryCookieWrite(() => writeSession(decision.token));
      return decision.token.access_token;
    case 'unavailable':
      return data.access_token;
    case 'superseded':
      await tryCookieWrite(async () => {
        jar.set(REFUSED_COOKIE, decision.refusedCookie, authCookieOptions(await isSecureRequest(), REFUSED_COOKIE_MAX_AGE));
      });
      return null;
    case 'revoked':
      await tryCookieWrite(clearSession);
      return null;
  }
}
