import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE, AUDIENCE_COOKIE, HOMEPAGE_VARIANT_COOKIE, HOMEPAGE_VARIANT_MAX_AGE } from './lib/cookies';
import { resolveRequest } from './lib/routing/resolve-request';
import { refreshSessionForRequest, sessionNeedsRefresh } from './lib/auth/proxy-refresh';
import { DRAFT_MODE_COOKIE, PREVIEW_MENU_HEADER, previewMenuIdFor } from './lib/content/preview-menu';
import { malformedPathResponse } from './lib/security/malformed-path';

/** next-intl reads the request's locale from this header where no [locale] param is at hand (the global 404). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * Next 16's middleware. It decides which cached page a request is served (lib/routing: the locale
 * prefix, the page variant, a listing's filtered twin), passes the preview menu (`menu-id`, in
 * preview only), stores the `hp=consumer` homepage choice for one day and refreshes an expired
 * access token before a signed-in page renders (pages cannot set cookies themselves).
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const malformed = malformedPathResponse(request); // a broken %-encoding gets the 404 page, not a bare 500
  if (malformed) return malformed;
  const { nextUrl, cookies } = request;
  const resolution = resolveRequest({
    pathname: nextUrl.pathname,
    searchParams: nextUrl.searchParams,
    tradeAudience: cookies.get(AUDIENCE_COOKIE)?.value === 'trade' && cookies.has(AUTH_COOKIE),
    consumerHomepage: cookies.get(HOMEPAGE_VARIANT_COOKIE)?.value === 'consumer',
  });
  if (resolution.kind === 'pass') return NextResponse.next();
  if (resolution.kind === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.url), 308);

  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, resolution.locale);
  headers.delete(PREVIEW_MENU_HEADER); // only the proxy sets this: `menu-id`, in preview only
  const previewMenuId = previewMenuIdFor(nextUrl.searchParams, cookies.has(DRAFT_MODE_COOKIE));
  if (previewMenuId) headers.set(PREVIEW_MENU_HEADER, previewMenuId);

  const finish = () => {
    const response = NextResponse.rewrite(new URL(resolution.internalPath, request.url), { request: { headers } });
    if (nextUrl.searchParams.get('hp') === 'consumer') {
      response.cookies.set(HOMEPAGE_VARIANT_COOKIE, 'consumer', {
        maxAge: HOMEPAGE_VARIANT_MAX_AGE,
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: nextUrl.protocol === 'https:',
      });
    }
    return response;
  };

  // Synchronous unless a token is due for refresh (the rare case that needs a call to the service).
  if (sessionNeedsRefresh(request)) {
    return refreshSessionForRequest(request, headers).then((editCookies) => {
      const response = finish();
      editCookies?.(response);
      return response;
    });
  }
  return finish();
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (images, fonts, the service worker).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
