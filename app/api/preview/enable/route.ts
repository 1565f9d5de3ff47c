import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { NO_STORE_HEADERS, previewSecret, secretMatches } from '@/lib/content/preview';
import { redirectWithin } from '@/lib/security/redirect';

/** GET /api/preview/enable?secret=…&redirect=/path — turns preview (draft) mode on and goes to the page. */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  if (!secretMatches(searchParams.get('secret'), previewSecret())) {
    return NextResponse.json({ error: 'Invalid preview secret' }, { status: 401, headers: NO_STORE_HEADERS });
  }
  (await draftMode()).enable();
  return redirectWithin(request, searchParams.get('redirect'), { status: 307, headers: NO_STORE_HEADERS });
}
