import { NextResponse, type NextRequest } from 'next/server';
import { expectedSecret } from '@/lib/config';
import { secretMatches } from '@/lib/content/preview';
import { expireTags } from '../cache/expire';
import { payloadTooLarge, readJsonBody } from '../security/body';

interface RevalidationRoute {
  /** The variable holding the secret the calling service sends (server only); its embedded default is in lib/config.ts. */
  secretVariable: string;
  /** The tags a request body asks to expire; none is a 400. */
  tagsFor: (body: unknown) => string[];
  /** What the 400 answer says a body must give. */
  bodyHint: string;
}

/**
 * A revalidation route's POST handler (`Authorization: Bearer <secret>`, a JSON body naming what
 * changed): the commerce service's and the search service's are the same but for their secret and
 * their body. The cached pages that read the expired tags render afresh on their next request,
 * which still gets the page as it was (stale while revalidating: a service down at that moment
 * never blanks it); the tags are expired again a little later, for a page whose render was already
 * under way (expire.ts).
 */
export function revalidationRoute({ secretVariable, tagsFor, bodyHint }: RevalidationRoute) {
  return async function POST(request: NextRequest) {
    const secret = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (!secretMatches(secret, expectedSecret(secretVariable))) return NextResponse.json({ error: 'Invalid secret' }, { status: 401 });
    const read = await readJsonBody(request, 'revalidate');
    if (!read.ok && read.reason === 'tooLarge') return payloadTooLarge('revalidate');
    const tags = tagsFor(read.ok ? read.value : null);
    if (tags.length === 0) return NextResponse.json({ error: bodyHint }, { status: 400 });
    expireTags(tags);
    return NextResponse.json({ revalidated: tags });
  };
}
