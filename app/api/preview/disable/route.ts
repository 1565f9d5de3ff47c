import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { NO_STORE_HEADERS, safeRedirectPath } from '@/lib/content/preview';

/** GET /api/preview/disable?redirect=/path — leaves preview mode (the banner's exit button links here). */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const target = new URL(safeRedirectPath(request.nextUrl.searchParams.get('redirect')), request.nextUrl.origin);
  return NextResponse.redirect(target, { status: 307, headers: NO_STORE_HEADERS });
}
