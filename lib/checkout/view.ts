/**
 * What the checkout screens show, parsed from the commerce answers: the cart (spec §3), the ship
 * address, shipments with their rates, payment methods and the payment made.
 */
import { z } from 'zod';
import { toCart, type Cart } from '../cart/cart';
import type { JsonApiDocument, Resource } from '../commerce/jsonapi';
import { related } from '../commerce/jsonapi';
import { stepOf, type CheckoutStep } from './schema';

export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  address1: string;
  address2: string;
  city: string;
  zipcode: string;
  state_name: string;
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

export function deliveryMethods(shipments: ShipmentChoice[]): DeliveryMethod[] {
  const byMethod = new Map<string, { name: string; cents: number; selected: boolean }>();
  for (const shipment of shipments) {
    for (const rate of shipment.rates) {
      const entry = byMethod.get(rate.shippingMethodId) ?? { name: rate.name, cents: 0, selected: true };
      entry.cents += Math.round(Number(rate.cost) * 100);
      entry.selected &&= rate.selected;
      byMethod.set(rate.shippingMethodId, entry);
    }
  }
  return [...byMethod.entries()].map(([id, m]) => ({ shippingMethodId: id, name: m.name, cost: (m.cents / 100).toFixed(2), selected: m.selected }));
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
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

function toAddress(resource: Resource | undefined): CheckoutAddress | null {
  if (!resource) return null;
  const a = resource.attributes;
  return {
    firstname: str(a.firstname),
    lastname: str(a.lastname),
    address1: str(a.address1),
    address2: str(a.address2),
    city: str(a.city),
    zipcode: str(a.zipcode),
    state_name: str(a.state_name),
    country_iso: str(a.country_iso).toUpperCase(),
    phone: str(a.phone),
  };
}

const rateAttributes = z.object({
  name: z.string(),
  cost: z.union([z.string(), z.number()]).transform(String),
  selected: z.boolean().default(false),
  shipping_method_id: z.union([z.string(), z.number()]).transform(String),
});

/** Shipments with their rates, from GET checkout/shipping_rates (include shipping_rates). */
export function toShipments(document: { data: Resource[]; included?: Resource[] }): ShipmentChoice[] {
  return document.data.map((shipment) => {
    const doc = { data: shipment, included: document.included } as JsonApiDocument;
    const data = (shipment.attributes.shipment_data ?? {}) as { line_item_ids?: unknown[] };
    return {
      id: shipment.id,
      stockLocationName: str(shipment.attributes.stock_location_name),
      lineItemIds: (data.line_item_ids ?? []).map(String),
      rates: related(doc, shipment, 'shipping_rates').map((rate) => {
        const a = rateAttributes.parse(rate.attributes);
        return { id: rate.id, shippingMethodId: a.shipping_method_id, name: a.name, cost: a.cost, selected: a.selected };
      }),
    };
  });
}

export function toPaymentMethods(document: { data: Resource[] }): PaymentMethod[] {
  return document.data.map((m) => ({ id: m.id, type: str(m.attributes.type), name: str(m.attributes.name) }));
}

export function toCheckoutView(document: JsonApiDocument, shipments: ShipmentChoice[], paymentMethods: PaymentMethod[]): CheckoutView {
  const cart = toCart(document);
  const payments = related(document, document.data, 'payments').filter((p) => p.attributes.state === 'checkout' && p.attributes.source_type !== 'store_credit');
  const cardPayment = payments.find((p) => p.attributes.cc_type || p.attributes.last_digits);
  return {
    cart,
    step: stepOf(cart.attributes.state),
    email: cart.attributes.email,
    shipAddress: toAddress(related(document, document.data, 'shipping_address')[0]),
    shipments,
    deliveryMethods: deliveryMethods(shipments),
    paymentMethods,
    card: cardPayment ? { ccType: str(cardPayment.attributes.cc_type), lastDigits: str(cardPayment.attributes.last_digits) } : null,
    coveredByStoreCredit: document.data.attributes.covered_by_store_credit === true,
  };
}
