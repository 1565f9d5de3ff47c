import { failWith, refuseForm, succeed } from '@/lib/forms/action-result';
import { formAnswer, limitForm, readFormBody } from '@/lib/forms/route';
import { localeOr } from '@/lib/i18n/locales';
import { guestOrderStatus } from '@/lib/orders/guest-order-status';
import { guestOrderStatusSchema } from '@/lib/orders/order-status-schema';

const privateHeaders = { 'cache-control': 'private, no-store' };

/**
 * POST /api/order-status — the guest order-status lookup: {number, email, locale} → the order's
 * states, answered as every form's route is (lib/forms/route.ts: the one action result). Only the shop's own pages may ask (same origin); limited per client and per order number
 * (429 with Retry-After), so e-mails cannot be guessed for a number; an unknown number and a wrong
 * e-mail get the same 404 (the form's refusal `orderNotFound`); a service that fails, 502
 * (`unavailable`, retryable, when it did not answer or failed itself).
 */
export async function POST(request: Request) {
  const read = await readFormBody(request, guestOrderStatusSchema, privateHeaders);
  if (read.response) return read.response;
  const locale = localeOr(read.body.locale);
  const limited = await limitForm('orderStatus', request, { account: read.data.number, locale }, privateHeaders);
  if (limited) return limited;
  const result = await guestOrderStatus(read.data.number, read.data.email);
  if (result.ok) return formAnswer(succeed(result.status), 200, privateHeaders);
  if (result.reason === 'notFound') return formAnswer(refuseForm({ form: 'orderNotFound' }), 404, privateHeaders);
  return formAnswer(failWith({ kind: result.reason }), 502, privateHeaders);
}
