/**
 * Every redirect the shop answers goes to one of its own paths. A requested target (`?redirect=`,
 * a return address, a path built from input) passes through `sameOriginPath`, which resolves it the
 * way a browser would — the URL parser drops tabs and newlines, reads `\` as `/` and `//host` as
 * another origin — and keeps it only when it stays on this origin. What comes back is a normalised
 * path (`/…`), never `//…`, so neither a Location header nor `new URL(path, origin)` can leave.
 */
import { NextResponse } from 'next/server';

const PROBE_ORIGIN = 'http://same-origin.invalid';

export function sameOriginPath(requested: string | null | undefined, fallback = '/'): string {
  if (typeof requested !== 'string') return fallback;
  const value = requested.trim();
  // Only absolute paths: not `evil.com`, `https://…`, `javascript:…`, nor `\\evil.com` or `//evil.com`.
  if (!value.startsWith('/')) return fallback;
  // Control characters have no business in a path; browsers strip some of them and read the rest.
  if (/[\u0000-\u001f\u007f]/.test(value) || value.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // `/.//evil.com` resolves to the path `//evil.com`: collapse leading slashes so it stays a path.
  const path = `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}${url.hash}`;
  return path.startsWith('/') ? path : fallback;
}

/** A redirect response to `requested` on the request's own origin (or to `fallback` when it would leave). */
export function redirectWithin(
  request: { url: string },
  requested: string | null | undefined,
  init: { status?: number; headers?: HeadersInit; fallback?: string } = {},
): NextResponse {
  const path = sameOriginPath(requested, init.fallback ?? '/');
  const response = NextResponse.redirect(new URL(path, new URL(request.url).origin), init.status ?? 307);
  for (const [name, value] of new Headers(init.headers)) response.headers.set(name, value);
  return response;
}
