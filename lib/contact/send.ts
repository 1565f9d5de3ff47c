import type { ContactMessage } from './schema';

export type SendResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Sends a message to client care through POST /api/contact (validated there with the same schema).
 * Field errors come back as message keys; a network failure or any other refusal has none.
 */
export async function sendContactMessage(values: ContactMessage, locale: string): Promise<SendResult> {
  const response = await fetch('/api/contact', {
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
