/**
 * Addresses whose percent-encoding is broken (`/products/%E0%A4%A`) or decodes to something that is
 * broken once more (`/%25` becomes `/%`, which the router decodes again). Next's router throws on
 * them while matching a dynamic route and, with no 400 page in the App Router, answers a bare text
 * 500 without the shop's headers. The proxy sends them to the shop's own not-found page instead
 * (404, with the shell, the security headers and the locale of the prefix when there is one).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';

/** A one-segment path no content page uses: `[locale]/[slug]` renders the not-found page for it. */
export const MALFORMED_PATH_TARGET = 'malformed-address';

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

/** For the proxy: the rewrite to the not-found page when the path is malformed, else null. */
export function malformedPathResponse(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!isMalformedPath(pathname)) return null;
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  return NextResponse.rewrite(new URL(`/${locale}/${MALFORMED_PATH_TARGET}`, request.url));
}
