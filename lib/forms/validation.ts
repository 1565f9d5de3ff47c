/**
 * Validation messages of spec §5, shared by client forms and the server code that checks the same
 * schema. A zod message is a key of the `validation` message namespace, optionally with the limit:
 * 'tooShort:2' renders "Name is too short (minimum is 2 characters)" in the visitor's language.
 */
import '../security/zod-jitless'; // before any z.object in browser code (CSP: no eval)
import { z } from 'zod';

export type ValidationKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'passwordSet'
  | 'passwordInsert'
  | 'passwordConfirm'
  | 'passwordMismatch'
  | 'stateInvalid';

export function validationMessage(key: ValidationKey, limit?: number): string {
  return limit === undefined ? key : `${key}:${limit}`;
}

export function parseValidationMessage(message: string): { key: ValidationKey; limit?: number } {
  const [key, limit] = message.split(':');
  return { key: key as ValidationKey, limit: limit === undefined ? undefined : Number(limit) };
}

/** A required text between `min` and `max` characters, trimmed. */
export function text(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, validationMessage('required'))
    .min(min, validationMessage('tooShort', min))
    .max(max, validationMessage('tooLong', max));
}

export function optionalText(max: number) {
  return z.string().trim().max(max, validationMessage('tooLong', max)).optional().default('');
}

export const email = z
  .string()
  .trim()
  .min(1, validationMessage('emailRequired'))
  .max(254, validationMessage('tooLong', 254))
  .pipe(z.email(validationMessage('emailInvalid')));

/** Digits, spaces and the usual separators, with an optional leading +; 6 to 20 digits. */
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]{6,24}$/, validationMessage('phoneInvalid'))
  .refine((value) => value.replace(/\D/g, '').length >= 6, validationMessage('phoneInvalid'));

/** Field errors of a failed parse, keyed by path: { email: 'emailInvalid', name: 'tooShort:2' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}

/** An object's id or token as the browser sends it back to a server action (a line, a list, a variant). */
export const objectId = z.string().regex(/^[\w-]{1,64}$/, 'invalid');
