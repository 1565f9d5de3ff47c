import { NextResponse, type NextRequest } from 'next/server';
import { expectedSecret } from '@/lib/config';
import { secretMatches } from '@/lib/content/preview';
import { contentTagsToRevalidate } from '@/lib/cache/tags';
import { expireTags } from '@/lib/cache/expire';
import { refuseCrossSite } from '@/lib/security/same-origin';

/**
 * POST /api/revalidate — called by the content service when documents change.
 * Secret SANITY_REVALIDATE_SECRET (give the content service's webhook the same) in `Authorization: Bearer …` (or `?secret=`); body `{"_type":"landing"}` or `{"types":["magazine","page"]}`.
 * Answers `{revalidated: [tags]}`; the pages reading those types fetch fresh content on their next request.
 */
export async function POST(request: NextRequest) {
  // Server to server: the webhook sends JSON and no Origin; a page elsewhere cannot pass for it.
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const secret = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? request.nextUrl.searchParams.get('secret');
  if (!secretMatches(secret, expectedSecret('SANITY_REVALIDATE_SECRET'))) {
    return NextResponse.json({ error: 'Invalid secret' }, { status: 401 });
  }
  const body = await request.json().catch(() => null);
  const tags = contentTagsToRevalidate(body);
  if (tags.length === 0) return NextResponse.json({ error: 'Give _type or types' }, { status: 400 });
  expireTags(tags);
  return NextResponse.json({ revalidated: tags });
}
