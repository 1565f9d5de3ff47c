import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { NO_STORE_HEADERS } from '@/lib/content/preview';
import { redirectWithin } from '@/lib/security/redirect';
import { DRAFT_SESSION_COOKIE, draftSessionCookieOptions } from '@/lib/content/draft-session';

/** GET /api/preview/disable?redirect=/path — leaves preview mode (the banner's exit button links here). */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  (await cookies()).set(DRAFT_SESSION_COOKIE, '', draftSessionCookieOptions(0));
  return redirectWithin(request, request.nextUrl.searchParams.get('redirect'), { status: 307, headers: NO_STORE_HEADERS });
}
