/**
 * The cart of spec §3 as the shop uses it: camelCase domain types, mapped from the commerce
 * service's answer at the boundary (lib/commerce/cart.ts). Components see only these types. Money
 * stays a decimal string plus its `display*` twin from the service, so the browser never adds floats.
 *
 * No order token: it opens the order without the bearer, so it never leaves the server (the server
 * reads a new guest cart's token from the service's answer with `orderTokenOf`).
 */
import type { Currency } from '../money/currency';

/** Spec §3 cart line: id, quantity, total, display total and its product. */
export interface CartLine {
  id: string;
  variantId: string | null;
  quantity: number;
  /**
   * Spree's line `total`: the amount plus the line's promotions and *additional* (US sales) tax.
   * Not what a line shows beside the subtotal: see `amount`.
   */
  total: string;
  displayTotal: string;
  /**
   * Price × quantity (Spree's `LineItem#amount`), the basis of the order's item total: the
   * figure a line shows, so the lines add up to the subtotal, with promotions and taxes on rows of
   * their own. The Storefront API does not send it; it is derived in whole cents.
   */
  amount: string;
  /** The warehouse the line ships from ('milan-warehouse' or the artisan's workshop). */
  stockLocation: string;
  product: {
    name: string;
    slug: string;
    localizedSlugs: Record<string, string>;
    sku: string;
    artisanName: string;
    purchasable: boolean;
    inStock: boolean;
    backorderable: boolean;
    currency: Currency;
    price: string;
    displayPrice: string;
    compareAtPrice: string | null;
    displayCompareAtPrice: string | null;
    image: string | null;
    /** Weeks: 0 ready to ship, 99 pre-order. */
    shippingTime: number | null;
    shippingMessage: string | null;
  };
}

export interface Promotion {
  id: string;
  name: string;
  code: string | null;
  amount: string;
  displayAmount: string;
}

/** Spec §3 shipping rate data: its cost and the line items of its shipment. */
export interface ShippingRate {
  id: string;
  cost: string;
  displayCost: string | null;
  name: string | null;
  stockLocation: string | null;
  lineItemIds: string[];
}

/** Spec §3 cart: total, ship total, currency, item count…, promotions and lines. */
export interface Cart {
  number: string;
  /** The order's state on the service ('cart', 'address', … 'complete'). */
  state: string;
  email: string | null;
  currency: Currency;
  itemCount: number;
  itemTotal: string;
  displayItemTotal: string;
  shipTotal: string;
  displayShipTotal: string;
  promoTotal: string;
  displayPromoTotal: string;
  giftCodeTotal: string;
  displayGiftCodeTotal: string;
  additionalTaxTotal: string;
  displayAdditionalTaxTotal: string;
  includedTaxTotal: string;
  displayIncludedTaxTotal: string;
  taxLabel: string;
  /** VAT countries: the prices include the tax; elsewhere (US sales tax) it is added. */
  taxesIncluded: boolean;
  storeCreditTotal: string;
  displayStoreCreditTotal: string;
  orderTotalAfterStoreCredit: string | null;
  displayOrderTotalAfterStoreCredit: string | null;
  total: string;
  displayTotal: string;
  weddingRegistryId: string | null;
  promotions: Promotion[];
  lines: CartLine[];
  /** Line item ids in the order the service lists them. */
  lineItems: string[];
  /** Sum of the estimate's costs for the chosen country (spec §7), when one was asked for. */
  shippingCost: string | null;
  shippingData: ShippingRate[] | null;
  /** The total to show: the cart's own, plus the estimate only when the ship total is 0.0 (spec §7). Summed on the server. */
  orderTotal: string;
}

/** A cart or checkout failure as the shopper sees it (lib/cart/errors.ts recognises them). */
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
  | 'couponUsedUp'
  | 'couponUsedUpInOrder'
  | 'couponApplied'
  | 'couponMinimum'
  | 'couponEmptyCart'
  | 'couponNotApplied'
  | 'registryRemaining'
  | 'registryFull'
  | 'notInRegistry'
  | 'onRequest'
  | 'noLongerSupplied'
  | 'tradeOnly'
  | 'consumerOnly'
  | 'emptyOrder'
  | 'noResponse'
  | 'paymentAgain'
  | 'couponStacking'
  | 'unconfirmed'
  | 'other';

export interface CartError {
  code: CartErrorCode;
  /** The service's own sentence, shown when there is no message key for it. */
  summary: string;
  /** The product named by an out-of-stock failure at completion. */
  product?: string;
  /** Values of the message: a minimum amount, units still wanted, a code. */
  values?: Record<string, string | number>;
}
