import 'server-only';
import { NextResponse } from 'next/server';
import { serviceConfig } from '../config';
import { bearerToken } from '../session';
import { readJsonBody } from '../security/body';

/**
 * Spec §7: POST {origin}/api/v2/storefront/account/set_country and set_last_locale are called at the
 * storefront's own origin; these handlers forward the body with the bearer from the httpOnly cookie
 * (the browser never holds it). 401 for guests; the service's status and body otherwise.
 */
export async function forwardAccountCall(request: Request, path: 'set_country' | 'set_last_locale', body: unknown): Promise<NextResponse> {
  const bearer = await bearerToken();
  if (!bearer) return NextResponse.json({ error: 'You are not signed in.' }, { status: 401 });
  try {
    const response = await fetch(new URL(`/api/v2/storefront/account/${path}`, serviceConfig.spree.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.api+json', Authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    // Only the outcome goes back: the account document is not needed by the browser.
    return NextResponse.json({ ok: response.ok }, { status: response.status });
  } catch {
    return NextResponse.json({ error: 'No response received' }, { status: 502 });
  }
}

/**
 * The JSON body, or null; other content types are refused (a cross-site form cannot send JSON), and
 * `'tooLarge'` past BODY_LIMITS.json (read no further: the caller answers 413).
 */
export async function readJson(request: Request): Promise<Record<string, unknown> | null | 'tooLarge'> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return null;
  const read = await readJsonBody(request, 'json');
  if (!read.ok) return read.reason === 'tooLarge' ? 'tooLarge' : null;
  const body = read.value;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
}
