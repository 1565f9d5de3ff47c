import 'server-only';
import { cookies, headers } from 'next/headers';
import { AUTH_COOKIE, AUTH_DATA_COOKIE, SESSION_COOKIE_MAX_AGE } from '../cookies';
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
}
