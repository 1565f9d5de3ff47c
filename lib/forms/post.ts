/** `refusal`: the shop's own sentence for a refusal that is not about a field (429: too many attempts), already in the visitor's language. */
export type FormPostResult = { ok: true } | { ok: false; fieldErrors: Record<string, string>; refusal?: string };

/**
 * Posts a form to one of the storefront's route handlers, which validates it with the same schema.
 * Field errors (422) come back as message keys; a rate limit (429) brings its message in the
 * visitor's language; a network failure or any other refusal has neither.
 */
export async function postForm(url: string, values: object, locale: string): Promise<FormPostResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...values, locale }),
  }).catch(() => null);
  if (response?.ok) return { ok: true };
  if (response?.status === 422) {
    const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    return { ok: false, fieldErrors: body.errors ?? {} };
  }
  if (response?.status === 429) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (typeof body.message === 'string') return { ok: false, fieldErrors: {}, refusal: body.message };
  }
  return { ok: false, fieldErrors: {} };
}
