/**
 * Cart and checkout failures as the shopper sees them: the spec §8 sentences and the service's other
 * refusals (gift codes, registry limits, pieces an account may not buy) are recognised and given a
 * message key with its values, so they are shown in the visitor's language; anything else is the
 * translated 'other' message. The service's own words stay in `summary`, for the logs only: they are
 * English, whatever the visitor reads.
 */
import type { CommerceError } from '../commerce/errors';
import type { CartError, CartErrorCode } from '../model/cart';

const KNOWN: [RegExp, CartErrorCode][] = [
  [/^You already added to your cart all the available units of this item\.?$/, 'stock'],
  [/^You can't mix wedding registry items and other items in the same order\.?$/, 'registryMix'],
  [/^This item is currently unavailable for shipping to your selected location\.?$/, 'notShippable'],
  [/^Unable to retrieve shipping data/, 'shippingData'],
  [/coupon code is expired/i, 'couponExpired'],
  [/coupon code you entered doesn't exist/i, 'couponUnknown'],
  [/trade account is awaiting approval/i, 'tradePending'],
  [/card was declined/i, 'cardDeclined'],
  [/^This coupon code has already been used the maximum number of times/, 'couponUsedUp'],
  // Refused when applied: it never joined the order. Used up meanwhile by an order it is on: remove it.
  [/^The code (?<code>\S+) has already been used the maximum number of times/, 'couponUsedUpInOrder'],
  [/^The coupon code has already been applied to this order/, 'couponApplied'],
  [/^This coupon code can only be applied to orders of (?<amount>.+) or more/, 'couponMinimum'],
  [/^This coupon code can't be applied to an empty cart/, 'couponEmptyCart'],
  [/^The coupon code was not applied to this order/, 'couponNotApplied'],
  [/^This wedding registry still wants only (?<count>\d+) units? of this item/, 'registryRemaining'],
  [/^This wedding registry already has all the units it wants of this item/, 'registryFull'],
  [/^This item is not on this wedding registry/, 'notInRegistry'],
  // A piece the account may not buy: "<product>: <why>" (one per refused line; the first is the summary).
  [/^(?:(?<product>.+): )?This item is available on request only\.?$/, 'onRequest'],
  [/^(?:(?<product>.+): )?This item can no longer be supplied\.?$/, 'noLongerSupplied'],
  [/^(?:(?<product>.+): )?This item is reserved for trade clients\.?$/, 'tradeOnly'],
  [/^(?:(?<product>.+): )?This item is not available to trade clients\.?$/, 'consumerOnly'],
  [/^There are no items for this order/, 'emptyOrder'],
  // The order changed after payment (or its payments do not equal its total): the shopper pays again.
  [/^Payment must be taken again/, 'paymentAgain'],
  [/^Only one promotion code can be used per order: remove (?<code>\S+) to use this one/, 'couponStacking'],
];

export function toCartError(error: CommerceError): CartError {
  if (error.kind === 'no-response') return { code: 'noResponse', summary: error.summary };
  const outOfStock = /^(.+) is out of stock: no units left\.?$/.exec(error.summary);
  if (outOfStock) return { code: 'outOfStock', summary: error.summary, product: outOfStock[1] };
  for (const [pattern, code] of KNOWN) {
    const match = pattern.exec(error.summary);
    if (!match) continue;
    const groups = Object.entries(match.groups ?? {}).filter(([, v]) => v !== undefined);
    const values = Object.fromEntries(groups.map(([k, v]) => [k, k === 'count' ? Number(v) : v]));
    return { code, summary: error.summary, ...(values.product ? { product: String(values.product) } : {}), ...(groups.length ? { values } : {}) };
  }
  if (error.status === 403 && /trade/i.test(error.summary)) return { code: 'tradePending', summary: error.summary };
  return { code: 'other', summary: error.summary };
}

/** A failure of the estimate is always spec §8 "Unable to retrieve shipping data", except a line the country excludes. */
export function toEstimateError(error: CommerceError): CartError {
  const mapped = toCartError(error);
  return mapped.code === 'notShippable' ? mapped : { code: 'shippingData', summary: 'Unable to retrieve shipping data' };
}
