import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { redirectWithin } from '@/lib/security/redirect';

/**
 * Turns draft mode on for browser tests of the shell's preview banner, then goes to `?redirect=`.
 * It exists only when the server runs with STOREFRONT_TEST_ROUTES=1 (the Playwright web server);
 * the real, secret-protected preview routes live under /api/preview.
 */
export async function GET(request: Request) {
  if (process.env.STOREFRONT_TEST_ROUTES !== '1') return new NextResponse(null, { status: 404 });
  (await draftMode()).enable();
  return redirectWithin(request, new URL(request.url).searchParams.get('redirect'));
}
