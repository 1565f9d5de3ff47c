import createMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { routing } from './lib/i18n/routing';
import { isLocale } from './lib/i18n/locales';
import { SHELL_HEADER, rendersWithoutShell } from './lib/shell-visibility';
import { HOMEPAGE_VARIANT_COOKIE, HOMEPAGE_VARIANT_MAX_AGE } from './lib/cookies';
import { refreshSessionForRequest, sessionNeedsRefresh } from './lib/auth/proxy-refresh';
import { DRAFT_MODE_COOKIE, PREVIEW_MENU_HEADER, previewMenuIdFor } from './lib/content/preview-menu';
import { filteredListingPath, withFilteredSegment } from './lib/catalogue/listing-routes';

const handleLocale = createMiddleware(routing);

/** The path as the app sees it, without a locale prefix: '/it-it/countries' → '/countries'. */
function pathWithoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return isLocale(first) ? `/${rest.join('/')}` : pathname;
}

/**
 * Next 16's middleware: resolves the locale prefix (next-intl), tells the layout whether to render
 * the shell and, in preview, which menu (`menu-id`) it shows, stores the `hp=consumer` homepage variant for one day and refreshes an expired access
 * token before the page renders (pages cannot set cookies themselves).
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const headers = new Headers(request.headers);
  headers.delete(SHELL_HEADER); // only the proxy decides this
  if (rendersWithoutShell(pathWithoutLocale(request.nextUrl.pathname), request.nextUrl.searchParams)) {
    headers.set(SHELL_HEADER, 'none');
  }
  headers.delete(PREVIEW_MENU_HEADER); // nor this: `menu-id`, in preview only
  const previewMenuId = previewMenuIdFor(request.nextUrl.searchParams, request.cookies.has(DRAFT_MODE_COOKIE));
  if (previewMenuId) headers.set(PREVIEW_MENU_HEADER, previewMenuId);

  // Synchronous unless a token is due for refresh (the rare case that needs a call to the service).
  if (sessionNeedsRefresh(request)) {
    return refreshSessionForRequest(request, headers).then((editCookies) => {
      const response = finish(request, headers);
      editCookies?.(response);
      return response;
    });
  }
  return finish(request, headers);
}

function finish(request: NextRequest, headers: Headers): NextResponse {
  const response = handleLocale(new NextRequest(request, { headers }));

  // A listing with a query string is rendered by its `filtered` twin; the bare URL stays cacheable.
  if (response.status < 300 && filteredListingPath(pathWithoutLocale(request.nextUrl.pathname), request.nextUrl.search)) {
    const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.nextUrl.href);
    target.pathname = withFilteredSegment(target.pathname);
    response.headers.set('x-middleware-rewrite', target.href);
  }

  if (request.nextUrl.searchParams.get('hp') === 'consumer') {
    response.cookies.set(HOMEPAGE_VARIANT_COOKIE, 'consumer', {
      maxAge: HOMEPAGE_VARIANT_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (images, fonts, the service worker).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
