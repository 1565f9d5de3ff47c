import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE, AUDIENCE_COOKIE, HOMEPAGE_VARIANT_COOKIE, HOMEPAGE_VARIANT_MAX_AGE } from './lib/cookies';
import { canonicalPath, resolveRequest } from './lib/routing/resolve-request';
import { PRIVATE_NO_STORE, answerPolicy, homepageChoiceRedirect } from './lib/routing/answer-policy';
import { refreshSessionForRequest, sessionNeedsRefresh } from './lib/auth/proxy-refresh';
import { DRAFT_MODE_COOKIE, PREVIEW_MENU_HEADER, previewMenuIdFor } from './lib/content/preview-menu';
import { malformedPathResponse } from './lib/security/malformed-path';
import { DRAFT_SESSION_COOKIE, isValidDraftSession } from './lib/content/draft-session';
import { expectedSecret, imageSources, serviceConfig } from './lib/config';
import { rateLimiter } from './lib/security/rate-limit';
import { clientAddress } from './lib/security/client-address';
import { listingAdmission } from './lib/routing/listing-admission';
import { CARD_IMAGE_PREFIX, expandCardImageAddress } from './lib/images/card-image-address';
import { CONTENT_IMAGE_PREFIX, contentImageHost, expandContentImageAddress, type ContentImageHost } from './lib/content/image-address';

/** The image optimiser: each client may have so many pictures a minute (RATE_RULES.image), then 429. */
async function limitImages(request: NextRequest, pass: () => NextResponse = () => NextResponse.next()): Promise<NextResponse> {
  const verdict = await rateLimiter().check('image', { client: clientAddress(request.headers) });
  if (verdict.ok) return pass();
  return new NextResponse('Too many images requested; try again shortly.', {
    status: 429,
    headers: { 'Retry-After': String(verdict.retryAfterSeconds), 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** The commerce service's image paths (`/media/**`, …), as the optimiser allows them (next.config.ts remotePatterns). */
let commerceImagePathsRead: string[] | undefined;
const commerceImagePaths = () =>
  (commerceImagePathsRead ??= imageSources()
    .filter(({ url }) => url.origin === new URL(serviceConfig.spree.url).origin)
    .map(({ pathname }) => pathname));

/** A card picture's short address (lib/images/card-image-address.ts): the optimiser's own request, under the same limit. */
function cardImage(request: NextRequest): NextResponse | Promise<NextResponse> {
  const optimiser = expandCardImageAddress(request.nextUrl.pathname, serviceConfig.spree.url, commerceImagePaths());
  if (!optimiser) return new NextResponse('Not found', { status: 404, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
  return limitImages(request, () => NextResponse.rewrite(new URL(optimiser, request.url)));
}

let contentHostRead: ContentImageHost | undefined;

/**
 * A content picture's short address (lib/content/image-address.ts): the content CDN's own URL of it,
 * fetched by Next's rewrite, under the image limit. Only the Accept header goes with it (the CDN picks
 * the format by it, `auto=format`): the shopper's cookies and the rest stay here. The answer is the
 * CDN's, with its headers (Next's external rewrite writes them over any set here): a year, varying by
 * Accept, as Sanity's asset files never change.
 */
function contentImage(request: NextRequest): NextResponse | Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const target = expandContentImageAddress(pathname, search, (contentHostRead ??= contentImageHost(serviceConfig.sanity)));
  if (!target) return new NextResponse('Not found', { status: 404, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
  return limitImages(request, () => {
    const headers = new Headers();
    const accept = request.headers.get('accept');
    if (accept) headers.set('accept', accept);
    return NextResponse.rewrite(target, { request: { headers } });
  });
}

/** next-intl reads the request's locale from this header where no [storefront] param is at hand (the global 404). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * Next 16's middleware. It decides which cached page a request is served (lib/routing: the locale
 * prefix, the page variant, a listing's filtered twin) and who may store the answer
 * (lib/routing/answer-policy.ts, ADR 0017), passes the preview menu (`menu-id`, in preview only),
 * stores the `hp=consumer` homepage choice for one day on a private redirect and refreshes an
 * expired access token before a per-visitor page renders (pages cannot set cookies themselves; on
 * shared pages `/api/visitor` refreshes it after load). A draft-mode cookie without a valid preview
 * session beside it is dropped (lib/content/draft-session.ts). Every answer it puts a cookie on is
 * private: a shared cache must never hand one visitor's cookies to the next.
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const answer = answerRequest(request);
  return answer instanceof Promise ? answer.then(privateIfSettingCookies) : privateIfSettingCookies(answer);
}

/** The last word on every answer: one that sets a cookie is for this browser only, whatever else it is. */
function privateIfSettingCookies(response: NextResponse): NextResponse {
  if (response.headers.has('set-cookie')) response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  return response;
}

function answerRequest(request: NextRequest): NextResponse | Promise<NextResponse> {
  if (request.nextUrl.pathname === '/_next/image') return limitImages(request);
  if (request.nextUrl.pathname.startsWith(CARD_IMAGE_PREFIX)) return cardImage(request);
  if (request.nextUrl.pathname.startsWith(CONTENT_IMAGE_PREFIX)) return contentImage(request);
  const malformed = malformedPathResponse(request); // a broken %-encoding gets a 400 with the shop's headers, not a bare 500
  if (malformed) return malformed;
  // The preview routes set and clear the session themselves.
  const previewRoute = /^\/api\/(preview|test-preview)(\/|$)/.test(request.nextUrl.pathname);
  if (!request.cookies.has(DRAFT_MODE_COOKIE) || previewRoute) return route(request, false);
  return isValidDraftSession(request.cookies.get(DRAFT_SESSION_COOKIE)?.value, expectedSecret('SANITY_PREVIEW_SECRET')).then(async (valid) => {
    const response = await route(request, !valid);
    if (!valid) for (const name of [DRAFT_MODE_COOKIE, DRAFT_SESSION_COOKIE]) response.cookies.set(name, '', { path: '/', maxAge: 0 });
    return response;
  });
}

/** The request's cookie header without the draft-mode cookie (an ended or forged preview session). */
function withoutDraftCookie(headers: Headers): void {
  const kept = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=')[0] !== DRAFT_MODE_COOKIE);
  headers.set('cookie', kept.join('; '));
}

function route(request: NextRequest, dropDraft: boolean): NextResponse | Promise<NextResponse> {
  const { nextUrl } = request;
  // API routes come here for the encoding and preview-session checks only.
  if (nextUrl.pathname.startsWith('/api/')) {
    if (!dropDraft) return NextResponse.next();
    const apiHeaders = new Headers(request.headers);
    withoutDraftCookie(apiHeaders);
    return NextResponse.next({ request: { headers: apiHeaders } });
  }
  const { cookies } = request;
  const resolution = resolveRequest({
    pathname: nextUrl.pathname,
    searchParams: nextUrl.searchParams,
    tradeAudience: cookies.get(AUDIENCE_COOKIE)?.value === 'trade' && cookies.has(AUTH_COOKIE),
    consumerHomepage: cookies.get(HOMEPAGE_VARIANT_COOKIE)?.value === 'consumer',
    listingStateCached: (key) => listingAdmission().has(key),
  });
  if (resolution.kind === 'pass') return NextResponse.next();
  if (resolution.kind === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.url), 308);

  const homepageChoice = homepageChoiceRedirect(nextUrl.pathname, nextUrl.searchParams);
  if (homepageChoice !== null) {
    const response = NextResponse.redirect(new URL(homepageChoice, request.url), 307);
    response.cookies.set(HOMEPAGE_VARIANT_COOKIE, 'consumer', {
      maxAge: HOMEPAGE_VARIANT_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: nextUrl.protocol === 'https:',
    });
    return response;
  }
  const policy = answerPolicy(canonicalPath(nextUrl.pathname).path, resolution.variant);

  const headers = new Headers(request.headers);
  if (dropDraft) withoutDraftCookie(headers);
  headers.set(LOCALE_HEADER, resolution.locale);
  headers.delete(PREVIEW_MENU_HEADER); // only the proxy sets this: `menu-id`, in preview only
  const previewMenuId = previewMenuIdFor(nextUrl.searchParams, cookies.has(DRAFT_MODE_COOKIE) && !dropDraft);
  if (previewMenuId) headers.set(PREVIEW_MENU_HEADER, previewMenuId);

  const finish = () => {
    const response = NextResponse.rewrite(new URL(resolution.internalPath, request.url), { request: { headers } });
    // Next keeps a Cache-Control the proxy set (it writes its own only where none is), ISR pages included.
    if (policy.cacheControl) response.headers.set('Cache-Control', policy.cacheControl);
    return response;
  };

  // Synchronous unless a per-visitor page's token is due for refresh (the rare case that needs a call to the service).
  if (policy.refreshSession && sessionNeedsRefresh(request)) {
    return refreshSessionForRequest(request, headers).then((editCookies) => {
      const response = finish();
      editCookies?.(response);
      return response;
    });
  }
  return finish();
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (images, fonts, the service worker:
  // a path ending in `.ext`; a dot elsewhere, as in `..%2F`, still comes here to be answered as an unknown page);
  // of the API routes, the dynamic ones, for the malformed-address check (`/api/digitals/%E0%A4%A` was a bare
  // text 500), and the menu, for the preview session; the image optimiser for its per-client limit, and the
  // card pictures' short addresses (`/img/…`), which it rewrites to the optimiser, and the content
  // pictures' (`/cms/…`), which it rewrites to the content CDN. Not the
  // other API routes: Next copies a body the proxy sees into memory (next.config.ts proxyClientMaxBodySize),
  // and their bodies are read within their limits by the handlers (lib/security/body.ts).
  matcher: ['/((?!api|_next|_vercel|.*\\.\\w+$).*)', '/api/digitals/:path*', '/api/messages/:path*', '/api/product-requests/:path*', '/api/menu', '/_next/image', '/img/:path*', '/cms/:path*'],
};
