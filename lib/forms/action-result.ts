/**
 * What every server action answers (issue 38 item 3): its data, or one error of a closed union and
 * whether trying again may help. Safe in the browser: it carries message codes, never a stack trace
 * or the service's own words. `R` is the action's own refusal (a cart error with the cart as it now
 * stands, a form's field codes); the other kinds are shared by every action.
 */
import type { CommerceError } from '../commerce/errors';
import { isAuthFailure, isServiceFailure } from '../commerce/errors';

export type ActionError<R = never> =
  /** An argument failed the action's schema: the codes by argument path ('0', '1.name'). */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** The action needs a signed-in shopper. */
  | { kind: 'signedOut' }
  /** The object does not exist, or is not the shopper's (the service does not tell the two apart). */
  | { kind: 'notFound' }
  /** The service did not answer, or failed itself: retryable. */
  | { kind: 'unavailable' }
  /** Anything else, including an unexpected throw: a generic refusal. */
  | { kind: 'failed' }
  /** The action's own refusal. */
  | { kind: 'refused'; reason: R };

export type ActionOutcome<T = undefined, R = never> = { ok: true; data: T } | { ok: false; error: ActionError<R>; retryable: boolean };

export type ActionFailureOf<R = never> = Extract<ActionOutcome<unknown, R>, { ok: false }>;

/** Only a service that did not answer (or failed itself) is worth trying again unchanged. */
export function isRetryable(error: ActionError<unknown>): boolean {
  return error.kind === 'unavailable';
}

export function succeed(): { ok: true; data: undefined };
export function succeed<T>(data: T): { ok: true; data: T };
export function succeed<T>(data?: T) {
  return { ok: true as const, data };
}

/** A failure of one of the shared kinds, `retryable` decided by the kind. */
export function failWith(error: Exclude<ActionError<never>, { kind: 'refused' }>): ActionFailureOf<never> {
  return { ok: false, error, retryable: isRetryable(error) };
}

/** The action's own refusal; `retryable` only when the caller knows waiting helps (a rate limit). */
export function refuse<R>(reason: R, retryable = false): ActionFailureOf<R> {
  return { ok: false, error: { kind: 'refused', reason }, retryable };
}

/** A commerce call's failure as an action's: no answer or 5xx → unavailable, 401 → signedOut, 403/404 → notFound. */
export function fromCommerceError(error: CommerceError): ActionFailureOf<never> {
  if (isServiceFailure(error)) return failWith({ kind: 'unavailable' });
  if (error.status === 401) return failWith({ kind: 'signedOut' });
  if (isAuthFailure(error) || error.status === 404) return failWith({ kind: 'notFound' });
  return failWith({ kind: 'failed' });
}

/** The key of a form's errors that belongs to the whole form rather than to one field. */
export const FORM_ERROR_KEY = 'form';

/** A form's own refusal: codes by field name, a code for the whole form, or a sentence already in the visitor's language. */
export interface FormRefusal {
  fields?: Record<string, string>;
  form?: string;
  message?: string;
}

/**
 * An action's failure as a form shows it (components/forms/useActionForm.ts): the codes of the form's
 * argument (argument `index`, '0.name' → 'name') on their fields; every other kind as the form's
 * code of the same name ('signedOut', 'notFound', 'unavailable', 'failed').
 */
export function formErrorsOf(error: ActionError<FormRefusal>, index = 0): { errors: Record<string, string>; message?: string } {
  if (error.kind === 'invalid') {
    const prefix = `${index}.`;
    const fields = Object.entries(error.fields).filter(([path]) => path.startsWith(prefix));
    return { errors: fields.length ? Object.fromEntries(fields.map(([path, code]) => [path.slice(prefix.length), code])) : { form: 'failed' } };
  }
  if (error.kind !== 'refused') return { errors: { form: error.kind } };
  const { fields = {}, form, message } = error.reason;
  return { errors: form ? { ...fields, form } : fields, ...(message === undefined ? {} : { message }) };
}

/** A form's refusal from its codes keyed by field name, the key `form` for the whole form ({ email: 'emailTaken' }, { form: 'rateLimited' }). */
export function refuseForm(errors: Record<string, string>): ActionFailureOf<FormRefusal> {
  const { form, ...fields } = errors;
  return refuse({ ...(Object.keys(fields).length > 0 ? { fields } : {}), ...(form === undefined ? {} : { form }) }, form === 'unavailable');
}
