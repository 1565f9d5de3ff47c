import { NextResponse } from 'next/server';
import { z } from 'zod';
import { addForShopper } from '@/lib/cart/add';
import { isLocale } from '@/lib/i18n/locales';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { payloadTooLarge, readJsonBody } from '@/lib/security/body';
import { tooManyRequests } from '@/lib/security/throttle';

const body = z.object({
  locale: z.string().refine(isLocale),
  variantId: z.string(),
  weddingRegistryId: z.string().optional(),
});

/**
 * POST /api/cart/items — "Add to bag". A route handler rather than a server action on purpose: a
 * server action that sets a cookie (a guest's first add creates the cart and its cookie) makes Next
 * re-render the whole page in the same answer; here the answer is only the cart (never its token).
 * JSON from the shop's own pages only, like a server action.
 */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const read = await readJsonBody(request, 'json');
  if (!read.ok && read.reason === 'tooLarge') return payloadTooLarge('json', { ok: false, error: { code: 'other', summary: 'Request too large' }, cart: null });
  const parsed = body.safeParse(read.ok ? read.value : null);
  if (!parsed.success) return NextResponse.json({ ok: false, error: { code: 'other', summary: 'Invalid request' }, cart: null }, { status: 400 });
  const { locale, variantId, weddingRegistryId } = parsed.data;
  const result = await addForShopper(locale, variantId, weddingRegistryId);
  if (!result.ok && result.retryAfterSeconds) {
    // Too many new carts from this client: the 429 with Retry-After and the message in the visitor's language.
    const { retryAfterSeconds, ...refusal } = result;
    const limited = await tooManyRequests(retryAfterSeconds, locale);
    const { message } = (await limited.json()) as { message: string };
    return NextResponse.json({ ...refusal, message }, { status: 429, headers: limited.headers });
  }
  return NextResponse.json(result, { headers: { 'cache-control': 'no-store' } });
}
