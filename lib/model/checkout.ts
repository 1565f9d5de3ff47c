/**
 * What the checkout screens show, mapped from the commerce answers in lib/commerce/checkout.ts (types only): the
 * cart (spec §3), the ship address, shipments with their rates, payment methods and the payment made.
 */
import type { Cart, CartError } from './cart';
import type { OrderPayment } from './orders';

/** Which step the order's state puts the shopper on (spec §4: next, advance, complete move it). */
export type CheckoutStep = 'address' | 'delivery' | 'payment' | 'review';

export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  address1: string;
  address2: string;
  city: string;
  zipcode: string;
  /** The state's name as the service names it, to show. */
  state_name: string;
  /** The state's code ('' for none): what the address form holds. */
  state_code: string;
  country_iso: string;
  phone: string;
}

export interface ShipmentChoice {
  id: string;
  stockLocationName: string;
  lineItemIds: string[];
  rates: { id: string; shippingMethodId: string; name: string; cost: string; selected: boolean }[];
}

/** A delivery method for the whole order: its cost is the sum over shipments, summed on the server. */
export interface DeliveryMethod {
  shippingMethodId: string;
  name: string;
  cost: string;
  selected: boolean;
}

export interface PaymentMethod {
  id: string;
  type: string;
  name: string;
}

export interface CheckoutView {
  cart: Cart;
  step: CheckoutStep;
  email: string | null;
  shipAddress: CheckoutAddress | null;
  shipments: ShipmentChoice[];
  deliveryMethods: DeliveryMethod[];
  paymentMethods: PaymentMethod[];
  /** The card payment waiting to be captured at completion, if any. */
  card: { ccType: string; lastDigits: string } | null;
  coveredByStoreCredit: boolean;
  /** Why the shopper is back at a step (set by the screens, not the service): e.g. the order changed after payment. */
  notice?: CartError | null;
}

/** An order as the thank-you page records it: its cart, where it goes and when it was placed. */
export interface OrderRecord {
  cart: Cart;
  shipAddress: (CheckoutAddress & { countryName: string }) | null;
  /** ISO date-time, when the service sends it. */
  completedAt: string | null;
  /** What paid for it: store credit, gift card, card. */
  payments: OrderPayment[];
}

/** A placed order's number, token and state (server only: the token opens the order). */
export interface PlacedOrder {
  number: string;
  token: string;
  state: string;
}
