/** Spree's error answers: 404/403/401 with a sentence, 422 with field-keyed errors (spec §8 model). */
export const NOT_FOUND = 'The resource you were looking for could not be found.';
export const FORBIDDEN = 'You are not authorized to access this page.';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 422 | 429 | 500,
    message: string,
    readonly errors?: FieldErrors,
    /** A 429's wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  body(): { error: string; errors?: FieldErrors } {
    return this.errors ? { error: this.message, errors: this.errors } : { error: this.message };
  }
}

export const notFound = (message = NOT_FOUND) => new ApiError(404, message);
export const forbidden = (message = FORBIDDEN) => new ApiError(403, message);
/** Rails' full message: 'Email is invalid'; 'base' messages stand alone. */
export function fullMessage(field: string, message: string): string {
  if (field === 'base') return message;
  const name = field.split('.').pop() ?? field;
  const human = name.replace(/_id$/, '').replace(/_/g, ' ');
  return `${human.charAt(0).toUpperCase()}${human.slice(1)} ${message}`;
}

/** A 422 whose summary reads like Rails' `full_messages.to_sentence`. */
export function invalid(errors: FieldErrors, summary?: string): ApiError {
  const messages = Object.entries(errors).flatMap(([field, list]) => list.map((m) => fullMessage(field, m)));
  return new ApiError(422, summary ?? messages.join(', '), errors);
}

/** A 422 with one sentence, also listed under `base`. */
export const unprocessable = (message: string) => new ApiError(422, message, { base: [message] });
