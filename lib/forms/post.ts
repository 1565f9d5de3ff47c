import type { Locale } from '@/lib/i18n/locale-list';
import { RECAPTCHA_TOKEN_FIELD, type RecaptchaAction } from '../recaptcha/actions';
import { recaptchaToken } from '../recaptcha/client';
import { failWith, type ActionOutcome, type FormRefusal } from './action-result';

/** The answer is the one action result (lib/forms/action-result.ts) when it has its shape. */
function isOutcome(body: unknown): body is ActionOutcome<unknown, FormRefusal> {
  if (!body || typeof body !== 'object' || !('ok' in body)) return false;
  if (body.ok === true) return true;
  const error = 'error' in body ? body.error : null;
  return body.ok === false && typeof error === 'object' && error !== null && 'kind' in error;
}

/**
 * Posts a form to one of the storefront's route handlers (lib/forms/route.ts), which validates it
 * with the same schema and answers what a server action answers: the one action result, read by
 * useActionForm like an action's (field codes at '0.name', the form's refusal, a rate limit's
 * sentence in the visitor's language as `message`). No answer, or one without that shape (a proxy's
 * error page), is `unavailable` from a 5xx or no answer at all, `failed` otherwise. A form
 * reCAPTCHA protects names its action, and the token goes with the values when the check is on.
 */
export async function postForm<T = undefined>(url: string, values: object, locale: Locale, action?: RecaptchaAction): Promise<ActionOutcome<T, FormRefusal>> {
  const token = action ? await recaptchaToken(action) : undefined;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...values, locale, ...(token === undefined ? {} : { [RECAPTCHA_TOKEN_FIELD]: token }) }),
  }).catch(() => null);
  return formAnswerOf<T>(response);
}

/** A form route's answer as the one action result (see postForm); null is a request that got no answer. */
export async function formAnswerOf<T = undefined>(response: Response | null): Promise<ActionOutcome<T, FormRefusal>> {
  if (!response) return failWith({ kind: 'unavailable' });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (isOutcome(body) && body.ok === response.ok) return body as ActionOutcome<T, FormRefusal>;
  return failWith({ kind: response.status >= 500 ? 'unavailable' : 'failed' });
}
