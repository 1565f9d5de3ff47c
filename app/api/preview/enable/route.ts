import { cookies, draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { NO_STORE_HEADERS, previewSecret, secretMatches } from '@/lib/content/preview';
import { redirectWithin } from '@/lib/security/redirect';
import { DRAFT_SESSION_COOKIE, draftSessionCookieOptions, newDraftSession } from '@/lib/content/draft-session';

/**
 * GET /api/preview/enable?secret=…&redirect=/path — turns preview (draft) mode on and goes to the page,
 * for DRAFT_SESSION_MAX_AGE_SECONDS (the signed companion cookie: lib/content/draft-session.ts).
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const secret = previewSecret();
  if (!secret || !secretMatches(searchParams.get('secret'), secret)) {
    return NextResponse.json({ error: 'Invalid preview secret' }, { status: 401, headers: NO_STORE_HEADERS });
  }
  (await draftMode()).enable();
  (await cookies()).set(DRAFT_SESSION_COOKIE, await newDraftSession(secret), draftSessionCookieOptions());
  return redirectWithin(request, searchParams.get('redirect'), { status: 307, headers: NO_STORE_HEADERS });
}
