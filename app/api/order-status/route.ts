import { NextResponse } from 'next/server';
import { localeOr } from '@/lib/i18n/locales';
import { readFormBody } from '@/lib/forms/route';
import { guestOrderStatus } from '@/lib/orders/guest-order-status';
import { guestOrderStatusSchema } from '@/lib/orders/order-status-schema';
import { limitRequest } from '@/lib/security/throttle';

const privateHeaders = { 'cache-control': 'private, no-store' };

/**
 * POST /api/order-status — the guest order-status lookup: {number, email, locale} → the order's
 * states. Only the shop's own pages may ask (same origin); limited per client and per order number
 * (429 with Retry-After), so e-mails cannot be guessed for a number; an unknown number and a wrong
 * e-mail get the same 404.
 */
export async function POST(request: Request) {
  const read = await readFormBody(request, guestOrderStatusSchema, privateHeaders);
  if (read.response) return read.response;
  const locale = localeOr(read.body.locale);
  const limited = await limitRequest('orderStatus', request, { account: read.data.number, locale });
  if (limited) return limited;
  const result = await guestOrderStatus(read.data.number, read.data.email);
  if (result.ok) return NextResponse.json({ status: result.status }, { headers: privateHeaders });
  if (result.reason === 'notFound') return NextResponse.json({ errors: { form: 'orderNotFound' } }, { status: 404, headers: privateHeaders });
  return NextResponse.json({ errors: { form: 'failed' } }, { status: 502, headers: privateHeaders });
}
