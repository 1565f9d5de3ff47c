import { NextResponse } from 'next/server';
import { addForShopper } from '@/lib/cart/add';
import { failWith } from '@/lib/forms/action-result';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { payloadTooLarge, readJsonBody } from '@/lib/security/body';
import { tooManyRequests } from '@/lib/security/throttle';
import { localeOr } from '@/lib/i18n/locales';

/**
 * POST /api/cart/items — "Add to bag". A route handler rather than a server action on purpose: a
 * server action that sets a cookie (a guest's first add creates the cart and its cookie) makes Next
 * re-render the whole page in the same answer; here the answer is only the cart (never its token).
 * JSON from the shop's own pages only, like a server action. The add itself is one of the shop's
 * actions (lib/cart/add.ts: its arguments parsed, the one action result), so its answer is the
 * same as every cart action's; a refused argument is a 400.
 */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const read = await readJsonBody(request, 'json');
  const invalid = failWith({ kind: 'invalid', fields: {} });
  if (!read.ok && read.reason === 'tooLarge') return payloadTooLarge('json', invalid);
  if (!read.ok || !read.value || typeof read.value !== 'object') return NextResponse.json(invalid, { status: 400 });
  const { locale, variantId, weddingRegistryId } = read.value as Record<string, unknown>;
  const result = await addForShopper(...([locale, variantId, weddingRegistryId] as Parameters<typeof addForShopper>));
  if (!result.ok && result.error.kind === 'invalid') return NextResponse.json(result, { status: 400 });
  const refusal = !result.ok && result.error.kind === 'refused' ? result.error.reason : null;
  if (refusal?.retryAfterSeconds) {
    // Too many new carts from this client: the 429 with Retry-After and the message in the visitor's language.
    const { retryAfterSeconds, ...reason } = refusal;
    const limited = await tooManyRequests(retryAfterSeconds, localeOr(locale));
    const { message } = (await limited.json()) as { message: string };
    return NextResponse.json({ ...result, error: { kind: 'refused', reason: { ...reason, message } } }, { status: 429, headers: limited.headers });
  }
  return NextResponse.json(result, { headers: { 'cache-control': 'no-store' } });
}
