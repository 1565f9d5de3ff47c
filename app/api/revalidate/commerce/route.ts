import { NextResponse, type NextRequest } from 'next/server';
import { isLoopbackHost, serviceConfig } from '@/lib/config';
import { secretMatches } from '@/lib/content/preview';
import { commerceTagsToRevalidate } from '@/lib/cache/tags';
import { expireTags } from '@/lib/cache/expire';

/** The embedded default, accepted only while the commerce service is the embedded one on loopback. */
const DEFAULT_SECRET = 'embedded-commerce-revalidate-secret';

function expectedSecret(): string | null {
  if (process.env.COMMERCE_REVALIDATE_SECRET) return process.env.COMMERCE_REVALIDATE_SECRET;
  return isLoopbackHost(new URL(serviceConfig.spree.url)) ? DEFAULT_SECRET : null;
}

/**
 * POST /api/revalidate/commerce — called by the commerce service when a product's price, stock or
 * purchasability changes. `Authorization: Bearer <COMMERCE_REVALIDATE_SECRET>`, body
 * `{"products":["1307","lido-sofa","divano-lido"]}` (ids and every slug) or `{"all":true}`.
 * The cached pages that read those products render afresh on their next request, which still gets
 * the page as it was (stale while revalidating: a service down at that moment never blanks it); the
 * tags are expired again a little later, for a page whose render was already under way (expire.ts).
 */
export async function POST(request: NextRequest) {
  const secret = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!secretMatches(secret, expectedSecret())) return NextResponse.json({ error: 'Invalid secret' }, { status: 401 });
  const tags = commerceTagsToRevalidate(await request.json().catch(() => null));
  if (tags.length === 0) return NextResponse.json({ error: 'Give products or all' }, { status: 400 });
  expireTags(tags);
  return NextResponse.json({ revalidated: tags });
}
