import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { NO_STORE_HEADERS, previewSecret, safeRedirectPath, secretMatches } from '@/lib/content/preview';

/** GET /api/preview/enable?secret=…&redirect=/path — turns preview (draft) mode on and goes to the page. */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  if (!secretMatches(searchParams.get('secret'), previewSecret())) {
    return NextResponse.json({ error: 'Invalid preview secret' }, { status: 401, headers: NO_STORE_HEADERS });
  }
  (await draftMode()).enable();
  const target = new URL(safeRedirectPath(searchParams.get('redirect')), request.nextUrl.origin);
  return NextResponse.redirect(target, { status: 307, headers: NO_STORE_HEADERS });
}
