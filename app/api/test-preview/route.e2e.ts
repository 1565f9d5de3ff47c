import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { redirectWithin } from '@/lib/security/redirect';
import { previewSecret } from '@/lib/content/preview';
import { DRAFT_SESSION_COOKIE, draftSessionCookieOptions, newDraftSession } from '@/lib/content/draft-session';

/**
 * Turns draft mode on for browser tests of the shell's preview banner, then goes to `?redirect=`.
 * Test-only (`.e2e.tsx`: in the tests' build only, next.config.ts pageExtensions), and answers only when the
 * server runs with STOREFRONT_TEST_ROUTES=1 (the Playwright web server);
 * the real, secret-protected preview routes live under /api/preview.
 */
export async function GET(request: Request) {
  if (process.env.STOREFRONT_TEST_ROUTES !== '1') return new NextResponse(null, { status: 404 });
  const secret = previewSecret();
  if (!secret) return new NextResponse(null, { status: 404 });
  (await draftMode()).enable();
  (await cookies()).set(DRAFT_SESSION_COOKIE, await newDraftSession(secret), draftSessionCookieOptions());
  return redirectWithin(request, new URL(request.url).searchParams.get('redirect'));
}
