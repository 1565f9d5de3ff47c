import { NextResponse } from 'next/server';
import { fieldErrors } from '@/lib/forms/validation';
import { guestOrderStatus } from '@/lib/orders/guest-order-status';
import { guestOrderStatusSchema } from '@/lib/orders/order-status-schema';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { limitRequest } from '@/lib/security/throttle';

const privateHeaders = { 'cache-control': 'private, no-store' };

/**
 * POST /api/order-status — the guest order-status lookup: {number, email, locale} → the order's
 * states. Only the shop's own pages may ask (same origin); limited per client and per order number
 * (429 with Retry-After), so e-mails cannot be guessed for a number; an unknown number and a wrong
 * e-mail get the same 404.
 */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ errors: { form: 'invalidBody' } }, { status: 400, headers: privateHeaders });
  }
  const parsed = guestOrderStatusSchema.safeParse(body);
  if (!parsed.success) return NextResponse.json({ errors: fieldErrors(parsed.error) }, { status: 422, headers: privateHeaders });
  const locale = String((body as { locale?: unknown }).locale ?? '');
  const limited = await limitRequest('orderStatus', request, { account: parsed.data.number, locale });
  if (limited) return limited;
  const result = await guestOrderStatus(parsed.data.number, parsed.data.email);
  if (result.ok) return NextResponse.json({ status: result.status }, { headers: privateHeaders });
  if (result.reason === 'notFound') return NextResponse.json({ errors: { form: 'orderNotFound' } }, { status: 404, headers: privateHeaders });
  return NextResponse.json({ errors: { form: 'failed' } }, { status: 502, headers: privateHeaders });
}
