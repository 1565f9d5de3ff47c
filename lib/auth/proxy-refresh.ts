/**
 * Token refresh before a page renders (spec §4): pages cannot set cookies while rendering, so the
 * proxy refreshes an access token that has expired (or is about to), hands the new one to the
 * render through the request's cookie header and stores it in the response. A refused refresh
 * clears the auth cookies; no reply from the service keeps them for the next try.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { AUTH_COOKIE, AUTH_DATA_COOKIE, SESSION_COOKIE_MAX_AGE } from '../cookies';
import { refreshGrant } from './oauth';
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

  const result = await refreshGrant(data.refresh_token);
  if (!result.ok && result.reason === 'no-response') return null;
  const secure = request.nextUrl.protocol === 'https:';
  if (!result.ok) {
    requestHeaders.set('cookie', withCookies(requestHeaders.get('cookie'), { [AUTH_COOKIE]: null, [AUTH_DATA_COOKIE]: null }));
    return (response) => {
      response.cookies.set(AUTH_COOKIE, '', authCookieOptions(secure, 0));
      response.cookies.set(AUTH_DATA_COOKIE, '', authCookieOptions(secure, 0));
    };
  }
  const tokenData = JSON.stringify(toTokenData(result.token));
  requestHeaders.set('cookie', withCookies(requestHeaders.get('cookie'), { [AUTH_COOKIE]: result.token.access_token, [AUTH_DATA_COOKIE]: tokenData }));
  return (response) => {
    response.cookies.set(AUTH_COOKIE, result.token.access_token, authCookieOptions(secure, SESSION_COOKIE_MAX_AGE));
    response.cookies.set(AUTH_DATA_COOKIE, tokenData, authCookieOptions(secure, SESSION_COOKIE_MAX_AGE));
  };
}
