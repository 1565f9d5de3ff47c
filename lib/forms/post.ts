export type FormPostResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Posts a form to one of the storefront's route handlers, which validates it with the same schema.
 * Field errors (422) come back as message keys; a network failure or any other refusal has none.
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
  return { ok: false, fieldErrors: {} };
}
