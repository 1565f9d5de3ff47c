/**
 * Route handlers that change state accept only JSON from the shop's own pages, as Next already does
 * for server actions. A cross-site page can make a browser send a simple request (a form post, or a
 * fetch with `text/plain`) with the visitor's cookies, but it cannot send `application/json` without
 * a CORS preflight, which the shop never grants; Origin and Sec-Fetch-Site tell a cross-site request
 * apart in any case. A request that carries neither header does not come from a browser page (curl,
 * a server-to-server call) and holds no one else's cookies: it passes the origin check.
 */
import { NextResponse } from 'next/server';

type HeaderSource = { headers: Headers; method: string; url: string };

/** The host the request was addressed to, as a proxy in front tells it (x-forwarded-host), else Host. */
function requestHost(request: HeaderSource): string | null {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('host') || new URL(request.url).host || null;
}

/**
 * The shop's own origin for this request: the scheme and host the browser used. Server code that
 * builds an absolute URL (a return URL for the payment page) uses this, never one sent by the browser.
 */
export function requestOrigin(request: Pick<HeaderSource, 'headers' | 'url'>): string {
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = requestHost({ ...request, method: 'GET' }) ?? url.host;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** Other origins the shop answers on (SITE_URL, the public address behind a proxy). */
function configuredOrigins(): string[] {
  const site = process.env.SITE_URL?.trim();
  try {
    return site ? [new URL(site).host] : [];
  } catch {
    return [];
  }
}

export type OriginVerdict = { ok: true } | { ok: false; status: 403 | 415; reason: string };

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

/**
 * The rule, as a pure function of the request's headers (see the module comment). `requireJson:
 * false` checks the origin only, for the one handler whose body is an upload (multipart search by image).
 */
export function checkSameOriginJson(request: HeaderSource, { requireJson = true }: { requireJson?: boolean } = {}): OriginVerdict {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return { ok: false, status: 403, reason: 'cross-site request' };
  const origin = request.headers.get('origin');
  if (origin) {
    let host: string | null = null;
    try {
      host = origin === 'null' ? null : new URL(origin).host;
    } catch {
      host = null;
    }
    const allowed = [requestHost(request), ...configuredOrigins()].filter(Boolean);
    if (!host || !allowed.includes(host)) return { ok: false, status: 403, reason: 'cross-origin request' };
  }
  if (requireJson && !BODYLESS.has(request.method.toUpperCase())) {
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') return { ok: false, status: 415, reason: 'JSON only' };
  }
  return { ok: true };
}

/** For a route handler: null when the request may go on, else the answer to send. */
export function refuseCrossSite(request: HeaderSource, options?: { requireJson?: boolean }): NextResponse | null {
  const verdict = checkSameOriginJson(request, options);
  if (verdict.ok) return null;
  return NextResponse.json({ error: verdict.reason }, { status: verdict.status, headers: { 'cache-control': 'no-store' } });
}
