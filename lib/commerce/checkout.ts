/**
 * The commerce service's checkout and order answers (JSON:API) mapped to the shop's checkout types
 * (lib/checkout/view.ts): the order with its addresses and payments, shipments with their rates,
 * payment methods, and a placed order. Nothing outside lib/commerce reads the wire format.
 */
import { z } from 'zod';
import type { CheckoutAddress, CheckoutView, OrderRecord, PaymentMethod, PlacedOrder, ShipmentChoice } from '../model/checkout';

import type { OrderPayment } from '../model/orders';
import { CART_INCLUDE, reshapeCart } from './cart';
import { related, type JsonApiDocument, type Resource, text } from './jsonapi';
import type { CheckoutStep, DeliveryMethod } from '../model/checkout';
import type { PaymentSource } from '../model/orders';

/** A payment's state that counts as paid or being paid (Spree: checkout, pending, processing, completed). */
export function countsAsPaid(state: string): boolean {
  return !['void', 'failed', 'invalid'].includes(state);
}

/** The wire's `source_type` as a source: Spree::StoreCredit, Spree::GiftCard, Spree::CreditCard. */
export function paymentSource(sourceType: string): PaymentSource {
  if (/StoreCredit$/i.test(sourceType) || sourceType === 'store_credit') return 'storeCredit';
  if (/GiftCard$/i.test(sourceType)) return 'giftCard';
  if (/CreditCard$/i.test(sourceType) || sourceType === 'credit_card') return 'card';
  return 'other';
}

export function stepOf(state: string): CheckoutStep {
  switch (state) {
    case 'delivery':
      return 'delivery';
    case 'payment':
      return 'payment';
    case 'confirm':
      return 'review';
    default:
      return 'address';
  }
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

/** Includes of the checkout's order: the cart's, plus payments and both addresses. */
export const CHECKOUT_INCLUDE = `${CART_INCLUDE},payments,shipping_address,billing_address`;


function reshapeAddress(resource: Resource | undefined): CheckoutAddress | null {
  if (!resource) return null;
  const a = resource.attributes;
  return {
    firstname: text(a.firstname),
    lastname: text(a.lastname),
    address1: text(a.address1),
    address2: text(a.address2),
    city: text(a.city),
    zipcode: text(a.zipcode),
    state_name: text(a.state_name),
    state_code: text(a.state_code),
    country_iso: text(a.country_iso).toUpperCase(),
    phone: text(a.phone),
  };
}

const rateAttributes = z.object({
  name: z.string(),
  cost: z.union([z.string(), z.number()]).transform(String),
  selected: z.boolean().default(false),
  shipping_method_id: z.union([z.string(), z.number()]).transform(String),
});

/** Shipments with their rates, from GET checkout/shipping_rates (include shipping_rates). */
export function reshapeShipments(document: { data: Resource[]; included?: Resource[] }): ShipmentChoice[] {
  return document.data.map((shipment) => {
    const doc: JsonApiDocument = { data: shipment, included: document.included };
    const data = (shipment.attributes.shipment_data ?? {}) as { line_item_ids?: unknown[] };
    return {
      id: shipment.id,
      stockLocationName: text(shipment.attributes.stock_location_name),
      lineItemIds: (data.line_item_ids ?? []).map(String),
      rates: related(doc, shipment, 'shipping_rates').map((rate) => {
        const a = rateAttributes.parse(rate.attributes);
        return { id: rate.id, shippingMethodId: a.shipping_method_id, name: a.name, cost: a.cost, selected: a.selected };
      }),
    };
  });
}

export function reshapePaymentMethods(document: { data: Resource[] }): PaymentMethod[] {
  return document.data.map((m) => ({ id: m.id, type: text(m.attributes.type), name: text(m.attributes.name) }));
}

/** The order (include CHECKOUT_INCLUDE) with its shipments and payment methods, as the checkout screens show it. */
export function reshapeCheckout(document: JsonApiDocument, shipments: ShipmentChoice[], paymentMethods: PaymentMethod[]): CheckoutView {
  const cart = reshapeCart(document);
  const payments = related(document, document.data, 'payments').filter((p) => p.attributes.state === 'checkout' && p.attributes.source_type !== 'store_credit');
  const cardPayment = payments.find((p) => p.attributes.cc_type || p.attributes.last_digits);
  return {
    cart,
    step: stepOf(cart.state),
    email: cart.email,
    shipAddress: reshapeAddress(related(document, document.data, 'shipping_address')[0]),
    shipments,
    deliveryMethods: deliveryMethods(shipments),
    paymentMethods,
    card: cardPayment ? { ccType: text(cardPayment.attributes.cc_type), lastDigits: text(cardPayment.attributes.last_digits) } : null,
    coveredByStoreCredit: document.data.attributes.covered_by_store_credit === true,
  };
}

/** The order's state on the service ('cart', 'address', 'delivery', 'payment', 'confirm', 'complete'). */
export function orderState(document: JsonApiDocument): string {
  return text(document.data.attributes.state);
}

/** A placed (or looked-up) order's number, token and state: for the last_order cookie, never for the browser. */
export function reshapePlacedOrder(document: JsonApiDocument): PlacedOrder {
  const a = document.data.attributes;
  return { number: text(a.number), token: text(a.token), state: text(a.state) };
}

/** A placed order's payments (include payments), void and failed ones left out: what paid for it, by source. */
export function reshapeOrderPayments(document: JsonApiDocument): OrderPayment[] {
  return related(document, document.data, 'payments')
    .filter((p) => countsAsPaid(text(p.attributes.state)))
    .map((p) => ({
      source: paymentSource(text(p.attributes.source_type)),
      amount: text(p.attributes.amount) || '0',
      brand: text(p.attributes.cc_type),
      lastDigits: text(p.attributes.last_digits),
    }));
}

/** An order read back with order_status (include CHECKOUT_INCLUDE), as the thank-you page records it. */
export function reshapeOrderRecord(document: JsonApiDocument): OrderRecord {
  const ship = related(document, document.data, 'shipping_address')[0];
  const completedAt = document.data.attributes.completed_at;
  return {
    cart: reshapeCart(document),
    shipAddress: ship ? { ...reshapeAddress(ship)!, countryName: text(ship.attributes.country_name) } : null,
    completedAt: typeof completedAt === 'string' ? completedAt : null,
    payments: reshapeOrderPayments(document),
  };
}

/** An order's progress as order_status answers it: states only, nothing of its contents. */
export function reshapeOrderProgress(document: JsonApiDocument): { number: string; state: string; shipmentState: string; paymentState: string; completedAt: string } {
  const a = document.data.attributes;
  return { number: text(a.number), state: text(a.state), shipmentState: text(a.shipment_state), paymentState: text(a.payment_state), completedAt: text(a.completed_at) };
}
