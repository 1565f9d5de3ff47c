import { NextResponse, type NextRequest } from 'next/server';
import { expectedSecret } from '@/lib/config';
import { secretMatches } from '@/lib/content/preview';
import { contentTagsToRevalidate } from '@/lib/cache/tags';
import { expireTags } from '@/lib/cache/expire';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { payloadTooLarge, readJsonBody } from '@/lib/security/body';

/**
 * POST /api/revalidate — called by the content service when documents change.
 * Secret SANITY_REVALIDATE_SECRET (give the content service's webhook the same) in `Authorization: Bearer …`; body `{"_type":"landing"}` or `{"types":["magazine","page"]}`.
 * A secret in the address (`?secret=`) is refused (400), right or wrong: addresses end up in access logs and proxies' histories.
 * Answers `{revalidated: [tags]}`; the pages reading those types fetch fresh content on their next request.
 */
export async function POST(request: NextRequest) {
  // Server to server: the webhook sends JSON and no Origin; a page elsewhere cannot pass for it.
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  if (request.nextUrl.searchParams.has('secret')) {
    return NextResponse.json({ error: 'Send the secret in the Authorization header (Bearer), never in the address' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  const secret = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!secretMatches(secret, expectedSecret('SANITY_REVALIDATE_SECRET'))) {
    return NextResponse.json({ error: 'Invalid secret' }, { status: 401 });
  }
  const read = await readJsonBody(request, 'revalidate');
  if (!read.ok && read.reason === 'tooLarge') return payloadTooLarge('revalidate');
  const tags = contentTagsToRevalidate(read.ok ? read.value : null);
  if (tags.length === 0) return NextResponse.json({ error: 'Give _type or types' }, { status: 400 });
  expireTags(tags);
  return NextResponse.json({ revalidated: tags });
}
