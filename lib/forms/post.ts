import { RECAPTCHA_TOKEN_FIELD, type RecaptchaAction } from '../recaptcha/actions';
import { recaptchaToken } from '../recaptcha/client';

/**
 * `formError`: a refused security check (`recaptcha`, a message key); `refusal`: the shop's own
 * sentence for a refusal that is not about a field (429: too many attempts), already in the visitor's language.
 */
export type FormPostResult = { ok: true } | { ok: false; fieldErrors: Record<string, string>; formError?: string; refusal?: string };

/**
 * Posts a form to one of the storefront's route handlers, which validates it with the same schema.
 * Field errors (422) come back as message keys; a refused security check (403, lib/recaptcha) as the
 * form error `recaptcha`; a rate limit (429) brings its message in the visitor's language; a network
 * failure or any other refusal has none of these. A form reCAPTCHA protects names its action, and the
 * token goes with the values when the check is on.
 */
export async function postForm(url: string, values: object, locale: string, action?: RecaptchaAction): Promise<FormPostResult> {
  const token = action ? await recaptchaToken(action) : undefined;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...values, locale, ...(token === undefined ? {} : { [RECAPTCHA_TOKEN_FIELD]: token }) }),
  }).catch(() => null);
  if (response?.ok) return { ok: true };
  if (response?.status === 422 || response?.status === 403) {
    const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    const { form, ...fieldErrors } = body.errors ?? {};
    return { ok: false, fieldErrors, ...(form ? { formError: form } : {}) };
  }
  if (response?.status === 429) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (typeof body.message === 'string') return { ok: false, fieldErrors: {}, refusal: body.message };
  }
  return { ok: false, fieldErrors: {} };
}
