/**
 * Token refresh before a page renders (spec §4): pages cannot set cookies while rendering, so the
 * proxy refreshes an access token that has expired (or is about to), hands the new one to the
 * render through the request's cookie header and stores it in the response. Parallel requests share
 * one refresh, and a refusal that may only mean another request won the race signs nobody out
 * (lib/auth/refresh.ts, ADR 0007). No reply within a couple of seconds keeps the cookies.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { AUTH_COOKIE, AUTH_DATA_COOKIE, SESSION_COOKIE_MAX_AGE } from '../cookies';
import { REFUSED_COOKIE, REFUSED_COOKIE_MAX_AGE, refreshSession } from './refresh';
import { authCookieOptions, needsRefresh, parseTokenData, toTokenData } from './token-data';

export type ResponseCookieEdit = (response: NextResponse) => void;

function withCookies(header: string | null, changes: Record<string, string | null>): string {
  const pairs = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .filter((part) => !(part.split('=')[0] in changes));
  for (const [name, value] of Object.entries(changes)) if (value !== null) pairs.push(`${name}=${encodeURIComponent(value)}`);
  return pairs.join('; ');
}

/** True when the request carries a session whose access token is due for refresh. */
export function sessionNeedsRefresh(request: NextRequest): boolean {
  const access = request.cookies.get(AUTH_COOKIE)?.value;
  const data = parseTokenData(request.cookies.get(AUTH_DATA_COOKIE)?.value);
  return !!access && !!data && data.access_token === access && needsRefresh(data);
}

/** Refreshes when needed; edits `requestHeaders` in place and returns what to do to the response. */
export async function refreshSessionForRequest(request: NextRequest, requestHeaders: Headers): Promise<ResponseCookieEdit | null> {
  const data = parseTokenData(request.cookies.get(AUTH_DATA_COOKIE)?.value);
  if (!data || !sessionNeedsRefresh(request)) return null;

  const decision = await refreshSession(data, request.cookies.get(REFUSED_COOKIE)?.value);
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const withoutSession = () => requestHeaders.set('cookie', withCookies(requestHeaders.get('cookie'), { [AUTH_COOKIE]: null, [AUTH_DATA_COOKIE]: null }));

  switch (decision.kind) {
    case 'unavailable':
      return null;
    case 'superseded':
      // This request goes on signed out; the browser's cookies are not touched (the winner's answer sets them).
      withoutSession();
      return (response) => response.cookies.set(REFUSED_COOKIE, decision.refusedCookie, authCookieOptions(secure, REFUSED_COOKIE_MAX_AGE));
    case 'revoked':
      withoutSession();
      return (response) => {
        for (const name of [AUTH_COOKIE, AUTH_DATA_COOKIE, REFUSED_COOKIE]) response.cookies.set(name, '', authCookieOptions(secure, 0));
      };
    case 'refreshed': {
      const { token } = decision;
      const tokenData = JSON.stringify(toTokenData(token));
      requestHeaders.set('cookie', withCookies(requestHeaders.get('cookie'), { [AUTH_COOKIE]: token.access_token, [AUTH_DATA_COOKIE]: tokenData }));
      return (response) => {
        response.cookies.set(AUTH_COOKIE, token.access_token, authCookieOptions(secure, SESSION_COOKIE_MAX_AGE));
        response.cookies.set(AUTH_DATA_COOKIE, tokenData, authCookieOptions(secure, SESSION_COOKIE_MAX_AGE));
      };
    }
  }
}
