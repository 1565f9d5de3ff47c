import type { Locale } from '@/lib/i18n/locale-list';
import { RECAPTCHA_TOKEN_FIELD, type RecaptchaAction } from '../recaptcha/actions';
import { recaptchaToken } from '../recaptcha/client';
import { actionFailure, type ActionResult } from './result';

/**
 * Posts a form to one of the storefront's route handlers, which validates it with the same schema,
 * and reads the answer as an ActionResult: a refusal's `errors` as the handler wrote them (field
 * codes on 422; the form's code otherwise: `recaptcha` for a refused security check, `orderNotFound`…),
 * a rate limit's (429) sentence in the visitor's language as `message`; a network failure has neither.
 * A form reCAPTCHA protects names its action, and the token goes with the values when the check is
 * on. A success carries the answer's JSON body as `data`.
 */
export async function postForm<T = undefined>(url: string, values: object, locale: Locale, action?: RecaptchaAction): Promise<ActionResult<T>> {
  const token = action ? await recaptchaToken(action) : undefined;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...values, locale, ...(token === undefined ? {} : { [RECAPTCHA_TOKEN_FIELD]: token }) }),
  }).catch(() => null);
  if (!response) return actionFailure();
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (response.ok) return { ok: true, data: body as T } as ActionResult<T>;
  const { errors, message } = (body && typeof body === 'object' ? body : {}) as { errors?: unknown; message?: unknown };
  return actionFailure(errors && typeof errors === 'object' ? (errors as Record<string, string>) : {}, typeof message === 'string' ? message : undefined);
}
