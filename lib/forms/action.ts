import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { CommerceFailure } from '../commerce/result';
import { failWith, fromCommerceError, type ActionOutcome } from './action-result';
import { fieldErrors } from './validation';

/**
 * The one way to write a server action (issue 38 item 3). Its arguments arrive from the browser
 * as anything at all: they are parsed with the action's zod tuple first, and a bad one answers
 * `invalid` with its codes (never a throw). The body then answers an ActionOutcome; a
 * CommerceFailure it throws (lib/commerce/result.ts `unwrap`) is the service's refusal, mapped by
 * kind; any other throw is logged here and answers a generic `failed`, so no stack trace or
 * internal message reaches the browser. Next's own control flow (redirect, notFound) passes through.
 *
 *   export const removeLine = serverAction(z.tuple([cartId]), async (lineId) => …);
 */
export function serverAction<S extends z.ZodTuple, T, R = never>(
  /** The arguments' schema, or how to make it when it depends on the service (a country's states). */
  args: S | (() => Promise<S>),
  run: (...parsed: z.output<S>) => Promise<ActionOutcome<T, R>>,
): (...input: z.input<S>) => Promise<ActionOutcome<T, R>> {
  return async (...input) => {
    const schema = typeof args === 'function' ? await args() : args;
    const parsed = schema.safeParse(input);
    if (!parsed.success) return failWith({ kind: 'invalid', fields: fieldErrors(parsed.error) });
    try {
      return await run(...(parsed.data as z.output<S>));
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof CommerceFailure) return fromCommerceError(error.error);
      console.error('server action failed', error);
      return failWith({ kind: 'failed' });
    }
  };
}
