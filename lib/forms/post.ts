import { RECAPTCHA_TOKEN_FIELD, type RecaptchaAction } from '../recaptcha/actions';
import { recaptchaToken } from '../recaptcha/client';
import { actionFailure, type ActionResult } from './result';

/**
 * Posts a form to one of the storefront's route handlers, which validates it with the same schema,
 * and reads the answer as an ActionResult. Field errors (422) come back as message keys; a refused
 * security check (403, lib/recaptcha) as the form error `recaptcha`; a rate limit (429) brings its
 * sentence in the visitor's language as `message`; a network failure or any other refusal has none
 * of these. A form reCAPTCHA protects names its action, and the token goes with the values when the
 * check is on. A success carries the answer's JSON body as `data`.
 */
export async function postForm<T = undefined>(url: string, values: object, locale: string, action?: RecaptchaAction): Promise<ActionResult<T>> {
  const token = action ? await recaptchaToken(action) : undefined;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...values, locale, ...(token === undefined ? {} : { [RECAPTCHA_TOKEN_FIELD]: token }) }),
  }).catch(() => null);
  if (response?.ok) return { ok: true, data: (await response.json().catch(() => undefined)) as T } as ActionResult<T>;
  if (response?.status === 422 || response?.status === 403) {
    const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    return actionFailure(body.errors ?? {});
  }
  if (response?.status === 429) {
    const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string>; message?: unknown };
    if (typeof body.message === 'string') return actionFailure(body.errors ?? {}, body.message);
  }
  return actionFailure();
}
