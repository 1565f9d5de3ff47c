/**
 * What every checkout step answers: the one action result (lib/forms/action-result.ts) with the
 * checkout as its data. The order's own refusal carries the CartError, the service's field codes
 * when it refused fields (a form puts them on its fields), and the checkout as it now stands when
 * the step moved it (placing an order that must be paid again).
 */
import type { ActionError, ActionOutcome } from '../forms/action-result';
import { cartErrorOf } from '../cart/result';
import type { CartError } from '../model/cart';
import type { CheckoutView } from '../model/checkout';

export interface CheckoutRefusal {
  error: CartError;
  fields?: Record<string, string>;
  view?: CheckoutView | null;
}

export type CheckoutActionResult<T = CheckoutView> = ActionOutcome<T, CheckoutRefusal>;

/**
 * The refusal a step says above its button (in the cart's words), or null when its fields say it.
 * Spree's `base` is the order's own error (a declined card), which no field shows: it is said above.
 */
export function orderFailureOf(error: ActionError<CheckoutRefusal>): CartError | null {
  if (error.kind === 'invalid') return null;
  if (error.kind === 'refused' && Object.keys(error.reason.fields ?? {}).some((field) => field !== 'base')) return null;
  return cartErrorOf(error);
}
