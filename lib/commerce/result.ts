/**
 * The one way to read what an SDK call answers. The SDK resolves every call to a Result
 * (`isFail()`, `fail()`, `success()`); these turn it into the storefront's CommerceResult with the
 * typed errors of ./errors.ts, mapping a success to a domain type on the way.
 */
import type { Result } from '@spree/storefront-api-v2-sdk';
import { toCommerceError, type CommerceError, type CommerceResult } from './errors';

/** What an SDK call resolves to (its error type does not matter: toCommerceError reads any). */
export type SdkResult<S> = Pick<Result<Error, S>, 'isFail' | 'fail' | 'success'>;

/** The answer as a CommerceResult, its success mapped (e.g. with a `reshape*` mapper). */
export function settle<S, T = S>(result: SdkResult<S>, map: (data: S) => T = (data) => data as unknown as T): CommerceResult<T> {
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  return { success: true, data: map(result.success()) };
}

/** A failed call inside a sequence of calls (a checkout step), thrown by `unwrap` and caught by `attempt`. */
export class CommerceFailure extends Error {
  constructor(readonly error: CommerceError) {
    super(error.summary);
  }
}

/** The success of an answer, or a CommerceFailure thrown for the enclosing `attempt` to report. */
export function unwrap<S>(result: SdkResult<S>): S {
  if (result.isFail()) throw new CommerceFailure(toCommerceError(result.fail()));
  return result.success();
}

/** Runs a sequence of unwrapped calls: its value, or the first failure as a CommerceResult. Other errors propagate. */
export async function attempt<T>(run: () => Promise<T>): Promise<CommerceResult<T>> {
  try {
    return { success: true, data: await run() };
  } catch (error) {
    if (error instanceof CommerceFailure) return { success: false, error: error.error };
    throw error;
  }
}
