/**
 * Cart and checkout failures as the shopper sees them: the spec §8 sentences the service sends are
 * recognised and given a message key, so they are shown in the visitor's language; anything else
 * keeps the service's own summary.
 */
import type { CommerceError } from '../commerce/errors';

export type CartErrorCode =
  | 'stock'
  | 'registryMix'
  | 'notShippable'
  | 'shippingData'
  | 'couponExpired'
  | 'couponUnknown'
  | 'outOfStock'
  | 'tradePending'
  | 'cardDeclined'
  | 'noResponse'
  | 'other';

export interface CartError {
  code: CartErrorCode;
  /** The service's own sentence, shown when there is no message key for it. */
  summary: string;
  /** The product named by an out-of-stock failure at completion. */
  product?: string;
}

const KNOWN: [RegExp, CartErrorCode][] = [
  [/^You already added to your cart all the available units of this item\.?$/, 'stock'],
  [/^You can't mix wedding registry items and other items in the same order\.?$/, 'registryMix'],
  [/^This item is currently unavailable for shipping to your selected location\.?$/, 'notShippable'],
  [/^Unable to retrieve shipping data/, 'shippingData'],
  [/coupon code is expired/i, 'couponExpired'],
  [/coupon code you entered doesn't exist/i, 'couponUnknown'],
  [/trade account is awaiting approval/i, 'tradePending'],
  [/card was declined/i, 'cardDeclined'],
];

export function toCartError(error: CommerceError): CartError {
  if (error.kind === 'no-response') return { code: 'noResponse', summary: error.summary };
  const outOfStock = /^(.+) is out of stock: no units left\.?$/.exec(error.summary);
  if (outOfStock) return { code: 'outOfStock', summary: error.summary, product: outOfStock[1] };
  const known = KNOWN.find(([pattern]) => pattern.test(error.summary));
  if (known) return { code: known[1], summary: error.summary };
  if (error.status === 403 && /trade/i.test(error.summary)) return { code: 'tradePending', summary: error.summary };
  return { code: 'other', summary: error.summary };
}

/** A failure of the estimate is always spec §8 "Unable to retrieve shipping data", except a line the country excludes. */
export function toEstimateError(error: CommerceError): CartError {
  const mapped = toCartError(error);
  return mapped.code === 'notShippable' ? mapped : { code: 'shippingData', summary: 'Unable to retrieve shipping data' };
}
