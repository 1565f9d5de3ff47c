/**
 * The commerce service's account answers (JSON:API) mapped to the shop's camelCase account types:
 * the signed-in user (lib/session.ts), saved addresses and cards, completed orders (lib/account).
 * Nothing outside lib/commerce reads the wire format.
 */
import type { OrderDetail, OrderSummary, SavedCard } from '../model/account';
import type { Address } from '../model/address';
import type { Currency } from '../money/currency';
import { lineAmount } from './cart';
import type { SessionAccount } from '../model/account';
import { reshapeOrderPayments } from './checkout';
import { related, resourcesOf, type JsonApiDocument, type ListAnswer, type Resource, text } from './jsonapi';

const s = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A saved address from its resource's id and attributes. */
export function addressFromWire(id: string, a: Record<string, unknown>): Address {
  return {
    id,
    firstname: s(a.firstname),
    lastname: s(a.lastname),
    company: s(a.company),
    address1: s(a.address1),
    address2: s(a.address2),
    city: s(a.city),
    zipcode: s(a.zipcode),
    phone: s(a.phone),
    stateName: s(a.state_name),
    stateCode: s(a.state_code),
    countryIso: s(a.country_iso).toUpperCase(),
    countryName: s(a.country_name),
  };
}

/** Includes of a completed order read for its page. */
export const ORDER_INCLUDE = 'line_items,shipping_address,billing_address,payments';


function creditsByCurrency(value: unknown): Partial<Record<string, number>> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .map(([currency, amount]) => [currency.toUpperCase(), Number(amount)] as const)
      .filter(([, amount]) => Number.isFinite(amount)),
  );
}

/** The account answer (GET account) as the spec §3 user. */
export function reshapeAccount(document: JsonApiDocument): SessionAccount {
  const { data } = document;
  const a = (data.attributes ?? {}) as Record<string, unknown>;
  return {
    id: String(data.id),
    email: text(a.email),
    firstName: text(a.first_name),
    lastName: text(a.last_name),
    isTrade: a.is_trade === true,
    tradeStatus: a.trade_status === 'pending' || a.trade_status === 'approved' ? a.trade_status : null,
    hasWeddingRegistry: a.has_wedding_registry === true,
    storeCredits: Number(a.store_credits ?? 0) || 0,
    storeCreditsByCurrency: creditsByCurrency(a.store_credits_by_currency),
    completedOrders: Number(a.completed_orders ?? 0) || 0,
    shippingCountry: text(a.shipping_country).toUpperCase() || null,
    language: text(a.language ?? a.selected_locale) || null,
    tradeCountry: text(a.trade_country).toUpperCase() || null,
    commercialCommunication: a.commercial_communication === true,
    personalizedCommunication: a.personalized_communication === true,
    unconfirmedEmail: text(a.unconfirmed_email) || null,
  };
}

function reshapeAddress(resource: Resource): Address {
  return addressFromWire(resource.id, resource.attributes);
}

/** The address book (GET account/addresses). */
export function reshapeAddresses(answer: ListAnswer): Address[] {
  return resourcesOf(answer).map(reshapeAddress);
}

/** The saved cards (GET account/credit_cards). */
export function reshapeCards(answer: ListAnswer): SavedCard[] {
  return resourcesOf(answer).map((r) => {
    const a = r.attributes;
    return { id: r.id, brand: text(a.cc_type), lastDigits: text(a.last_digits), month: Number(a.month), year: Number(a.year), name: text(a.name), isDefault: a.default === true };
  });
}

function reshapeOrderSummary(resource: Resource): OrderSummary {
  const a = resource.attributes;
  return {
    number: text(a.number),
    completedAt: text(a.completed_at),
    state: text(a.state),
    shipmentState: text(a.shipment_state),
    paymentState: text(a.payment_state),
    itemCount: Number(a.item_count ?? 0),
    displayTotal: text(a.display_total),
  };
}

/** The order history (GET account/orders). */
export function reshapeOrderSummaries(answer: ListAnswer): OrderSummary[] {
  return resourcesOf(answer).map(reshapeOrderSummary);
}

/** One completed order (GET account/orders/{number}, include ORDER_INCLUDE) with its lines and addresses. */
export function reshapeOrder(document: JsonApiDocument): OrderDetail {
  const order = document.data;
  const a = order.attributes;
  const address = (name: string) => {
    const found = related(document, order, name)[0];
    return found ? reshapeAddress(found) : null;
  };
  return {
    ...reshapeOrderSummary(order),
    email: text(a.email),
    currency: (text(a.currency) || 'USD') as Currency,
    displayItemTotal: text(a.display_item_total),
    displayShipTotal: text(a.display_ship_total),
    displayTaxTotal: text(a.display_tax_total),
    displayPromoTotal: text(a.display_promo_total),
    displayStoreCreditTotal: text(a.display_store_credit_total),
    lines: related(document, order, 'line_items').map((line) => {
      const l = line.attributes;
      const quantity = Number(l.quantity ?? 1);
      return {
        id: line.id,
        name: text(l.name),
        quantity,
        slug: text(l.slug),
        artisan: text(l.artisan_name),
        displayPrice: text(l.display_price),
        displayTotal: text(l.display_total),
        amount: lineAmount(text(l.price) || '0', quantity),
      };
    }),
    shipAddress: address('shipping_address'),
    billAddress: address('billing_address'),
    payments: reshapeOrderPayments(document),
  };
}
