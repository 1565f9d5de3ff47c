/**
 * What every cart change answers, whichever way it travels (a server action, or POST /api/cart/items
 * for "Add to bag"): the one action result of lib/forms/action-result.ts with the cart as its data.
 * The cart's own refusal carries the CartError and the cart as it now stands (so the bag resyncs);
 * `retryAfterSeconds` and `message` come with a refused new cart (rate limit).
 */
import type { ActionError, ActionOutcome } from '../forms/action-result';
import type { Cart, CartError } from '../model/cart';

export interface CartRefusal {
  error: CartError;
  cart: Cart | null;
  retryAfterSeconds?: number;
  /** A sentence the server already wrote in the visitor's language (the rate limit's). */
  message?: string;
}

export type CartActionResult = ActionOutcome<Cart | null, CartRefusal>;

const INVALID: CartError = { code: 'other', summary: 'Invalid request' };

/** The CartError an action's failure shows as: the cart's own refusal, or the shared kind in the cart's words. */
export function cartErrorOf(error: ActionError<{ error: CartError }>): CartError {
  switch (error.kind) {
    case 'refused':
      return error.reason.error;
    case 'unavailable':
      return { code: 'noResponse', summary: 'No response received' };
    case 'invalid':
      return INVALID;
    default:
      return { code: 'other', summary: error.kind };
  }
}

/**
 * The cart an answer leaves the bag with: the answer's cart; for a refusal, the cart it carries, or
 * `undefined` (keep what the bag shows) when it has none.
 */
export function cartOf(result: CartActionResult): Cart | null | undefined {
  if (result.ok) return result.data;
  return result.error.kind === 'refused' ? (result.error.reason.cart ?? undefined) : undefined;
}
