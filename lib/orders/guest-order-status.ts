import 'server-only';
import { commerceRequest } from '../commerce/request';
import type { GuestOrderStatus } from './order-status-schema';

export type GuestLookupResult = { ok: true; status: GuestOrderStatus } | { ok: false; reason: 'notFound' | 'failed' };

/**
 * GET order_status/{number} for a guest who has the order number and its e-mail but no token: the
 * e-mail travels in a header (never in a URL or a log line), and the commerce service answers an
 * unknown number and a wrong e-mail alike. Only the states leave this function.
 */
export async function guestOrderStatus(number: string, email: string): Promise<GuestLookupResult> {
  const result = await commerceRequest<{ data: { attributes: Record<string, unknown> } }>('GET', `order_status/${encodeURIComponent(number)}`, {
    bearer: null,
    headers: { 'X-Spree-Order-Email': email },
  });
  if (!result.success) return { ok: false, reason: result.error.status === 404 || result.error.status === 403 ? 'notFound' : 'failed' };
  const a = result.data.data.attributes;
  return {
    ok: true,
    status: {
      number: String(a.number ?? number),
      state: String(a.state ?? ''),
      shipmentState: String(a.shipment_state ?? ''),
      paymentState: String(a.payment_state ?? ''),
      completedAt: String(a.completed_at ?? ''),
    },
  };
}
