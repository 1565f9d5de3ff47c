import type { ShippingState } from './shipping';

/** The search index's lead time that means a pre-order (spec §4). */
export const PREORDER = 99;

/**
 * Spec §4: the state a lead time in weeks says when no shipping message overrides it (0 ready to
 * ship, 99 pre-order, none "to be confirmed"). Apart from the messages' parsing, so a product card's
 * code carries only this (components/catalogue/card-product.ts).
 */
export function leadTimeState(leadTimeInWeeks: number | null | undefined): ShippingState {
  if (leadTimeInWeeks == null) return { kind: 'toBeConfirmed' };
  if (leadTimeInWeeks >= PREORDER) return { kind: 'preorder' };
  if (leadTimeInWeeks < 1) return { kind: 'ready' };
  return { kind: 'weeks', weeks: Math.ceil(leadTimeInWeeks) };
}
