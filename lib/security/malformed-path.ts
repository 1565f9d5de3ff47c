/**
 * Addresses whose percent-encoding is broken (`/products/%E0%A4%A`) or decodes to something that is
 * broken once more (`/%25` becomes `/%`, which the router decodes again). Next's router throws on
 * them while matching a dynamic route and, with no 400 page in the App Router, answers a bare text
 * 500 without the shop's headers. A rewrite to a dynamic page does not help (Next matches the
 * original address against the dynamic routes again), so the proxy sends them to the shop's static
 * root not-found page: a 404 with the shop's header, its message and every security header.
 */
import { NextResponse, type NextRequest } from 'next/server';

/** Next's own route for the root not-found page (app/not-found.tsx); static, so nothing is decoded. */
export const MALFORMED_PATH_TARGET = '/_not-found';

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
  if (!isMalformedPath(request.nextUrl.pathname)) return null;
  return NextResponse.rewrite(new URL(MALFORMED_PATH_TARGET, request.url));
}
