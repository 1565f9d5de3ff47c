/**
 * What every form's server side answers, whether a server action or a route handler read through
 * `postForm`: success with its data, or a refusal whose `errors` are message codes keyed by field
 * name, with the key `form` for a refusal of the whole form (a code of the form's own namespace:
 * 'failed', 'rateLimited', 'recaptcha'…). `message` is a sentence the server already wrote in the
 * visitor's language (a rate limit says how long to wait); when present the form shows it as is.
 */
export type ActionFailure = { ok: false; errors: Record<string, string>; message?: string };

export type ActionSuccess<T> = [T] extends [undefined] ? { ok: true; data?: undefined } : { ok: true; data: T };

export type ActionResult<T = undefined> = ActionSuccess<T> | ActionFailure;

/** The key of `errors` that belongs to the whole form rather than to one field. */
export const FORM_ERROR_KEY = 'form';

export function actionFailure(errors: Record<string, string> = {}, message?: string): ActionFailure {
  return message === undefined ? { ok: false, errors } : { ok: false, errors, message };
}
