import 'server-only';
import { reshapeOrderProgress } from '../commerce/checkout';
import type { JsonApiDocument } from '../commerce/jsonapi';
import { commerceRequest } from '../commerce/request';
import { isServiceFailure } from '../commerce/errors';
import type { GuestOrderStatus } from './order-status-schema';

export type GuestLookupResult = { ok: true; status: GuestOrderStatus } | { ok: false; reason: 'notFound' | 'unavailable' | 'failed' };

/**
 * GET order_status/{number} for a guest who has the order number and its e-mail but no token: the
 * e-mail travels in a header (never in a URL or a log line), and the commerce service answers an
 * unknown number and a wrong e-mail alike. Only the states leave this function.
 */
export async function guestOrderStatus(number: string, email: string): Promise<GuestLookupResult> {
  const result = await commerceRequest<JsonApiDocument>('GET', `order_status/${encodeURIComponent(number)}`, {
    bearer: null,
    headers: { 'X-Spree-Order-Email': email },
  });
  if (!result.success) {
    if (result.error.status === 404 || result.error.status === 403) return { ok: false, reason: 'notFound' };
    return { ok: false, reason: isServiceFailure(result.error) ? 'unavailable' : 'failed' };
  }
  const progress = reshapeOrderProgress(result.data);
  return { ok: true, status: { ...progress, number: progress.number || number } };
}
