import type { RequestKind } from '@/lib/product/requests';

export type RequestResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Sends a product request to POST /api/product-requests/{kind}, validated there with the same schema.
 * Field errors come back as message keys; a network failure or any other refusal has none.
 */
export async function sendProductRequest(kind: RequestKind, values: Record<string, unknown>, locale: string): Promise<RequestResult> {
  const response = await fetch(`/api/product-requests/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...values, locale }),
  }).catch(() => null);
  if (response?.ok) return { ok: true };
  if (response?.status === 422) {
    const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    return { ok: false, fieldErrors: body.errors ?? {} };
  }
  return { ok: false, fieldErrors: {} };
}
