/**
 * Addresses whose percent-encoding is broken (`/products/%E0%A4%A`) or decodes to something that is
 * broken once more (`/%25` becomes `/%`, which the router decodes again). Next's router throws on
 * them while matching a dynamic route and answers a bare text 500 without the shop's headers. A
 * rewrite to a dynamic page does not help (Next matches the original address against the dynamic
 * routes again), and a rewrite cannot change the status, so the proxy sends them to a static route
 * handler that answers the shop's 400 page (app/api/bad-request) in the language of the address's
 * locale prefix, with every security header.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** The route handler that answers a malformed address (static, so nothing of the address is decoded). */
export const MALFORMED_PATH_TARGET = '/api/bad-request';

function decodes(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

/** True when a segment of the (still encoded) path cannot be decoded, or cannot be decoded twice. */
export function isMalformedPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => !decodes(segment) || !decodes(decodeURIComponent(segment)));
}

/** The locale of a malformed address: its prefix when that is a locale, else the default one. */
export function malformedPathLocale(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * For the proxy: the rewrite to the 400 page when the path is malformed, else null. Under `/api/`
 * (`/api/digitals/%E0%A4%A`, `/api/messages/…`, `/api/product-requests/…`) the answer is a JSON 400,
 * what a caller of an API reads; the security headers come with it as with any answer.
 */
export function malformedPathResponse(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!isMalformedPath(pathname)) return null;
  if (pathname.startsWith('/api/')) {
    return NextResponse.json({ error: 'Bad request: the address has a broken percent-encoding' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  const target = new URL(MALFORMED_PATH_TARGET, request.url);
  target.search = `?locale=${malformedPathLocale(pathname)}`;
  return NextResponse.rewrite(target);
}
