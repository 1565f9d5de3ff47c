import 'server-only';
import { addressFromWire, type Address } from '../address/wire';
import { commerce } from '../commerce/client';
import { toCommerceError, type CommerceResult } from '../commerce/errors';
import { related, type Resource } from '../commerce/jsonapi';
import { lineAmount } from '../cart/cart';
import type { Currency } from '../i18n/countries';

/**
 * The account's own objects (spec §7 "Account"), read with the shopper's bearer and parsed at the
 * boundary into the shapes the pages use. The service scopes every call to the bearer's user.
 */
export type { Address } from '../address/wire';

export interface SavedCard {
  id: string;
  brand: string;
  lastDigits: string;
  month: number;
  year: number;
  name: string;
  isDefault: boolean;
}

export interface OrderSummary {
  number: string;
  completedAt: string;
  state: string;
  shipmentState: string;
  paymentState: string;
  itemCount: number;
  displayTotal: string;
}

export interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  slug: string;
  artisan: string;
  displayPrice: string;
  displayTotal: string;
  /** Price × quantity (lib/cart/cart.ts `lineAmount`): what the line shows, adding up to the subtotal. */
  amount: string;
}

export interface OrderDetail extends OrderSummary {
  email: string;
  currency: Currency;
  displayItemTotal: string;
  displayShipTotal: string;
  displayTaxTotal: string;
  displayPromoTotal: string;
  displayStoreCreditTotal: string;
  lines: OrderLine[];
  shipAddress: Address | null;
  billAddress: Address | null;
}

const s = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function toAddress(r: Resource): Address {
  return addressFromWire(r.id, r.attributes);
}

function toCard(r: Resource): SavedCard {
  const a = r.attributes;
  return { id: r.id, brand: s(a.cc_type), lastDigits: s(a.last_digits), month: Number(a.month), year: Number(a.year), name: s(a.name), isDefault: a.default === true };
}

function toOrderSummary(r: Resource): OrderSummary {
  const a = r.attributes;
  return {
    number: s(a.number),
    completedAt: s(a.completed_at),
    state: s(a.state),
    shipmentState: s(a.shipment_state),
    paymentState: s(a.payment_state),
    itemCount: Number(a.item_count ?? 0),
    displayTotal: s(a.display_total),
  };
}

type Doc = { data: Resource | Resource[]; included?: Resource[] };
const many = (raw: unknown) => {
  const data = (raw as Doc).data;
  return Array.isArray(data) ? data : [data];
};

export async function fetchAddresses(bearer: string): Promise<CommerceResult<Address[]>> {
  const result = await commerce.account.addressesList({ bearer_token: bearer });
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  return { success: true, data: many(result.success()).map(toAddress) };
}

export async function fetchCards(bearer: string): Promise<CommerceResult<SavedCard[]>> {
  const result = await commerce.account.creditCardsList({ bearer_token: bearer });
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  return { success: true, data: many(result.success()).map(toCard) };
}

export async function fetchOrders(bearer: string): Promise<CommerceResult<OrderSummary[]>> {
  const result = await commerce.account.completedOrdersList({ bearer_token: bearer, per_page: 50, sort: '-completed_at' });
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  return { success: true, data: many(result.success()).map(toOrderSummary) };
}

/** One completed order of the shopper; another shopper's number answers 404. */
export async function fetchOrder(bearer: string, number: string): Promise<CommerceResult<OrderDetail>> {
  const result = await commerce.account.completedOrder({
    bearer_token: bearer,
    order_number: number,
    include: 'line_items,shipping_address,billing_address',
  });
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  const document = result.success() as unknown as { data: Resource; included?: Resource[] };
  const order = document.data;
  const a = order.attributes;
  const address = (name: string) => {
    const found = related(document, order, name)[0];
    return found ? toAddress(found) : null;
  };
  return {
    success: true,
    data: {
      ...toOrderSummary(order),
      email: s(a.email),
      currency: (s(a.currency) || 'USD') as Currency,
      displayItemTotal: s(a.display_item_total),
      displayShipTotal: s(a.display_ship_total),
      displayTaxTotal: s(a.display_tax_total),
      displayPromoTotal: s(a.display_promo_total),
      displayStoreCreditTotal: s(a.display_store_credit_total),
      lines: related(document, order, 'line_items').map((line) => ({
        id: line.id,
        name: s(line.attributes.name),
        quantity: Number(line.attributes.quantity ?? 1),
        slug: s(line.attributes.slug),
        artisan: s(line.attributes.artisan_name),
        displayPrice: s(line.attributes.display_price),
        displayTotal: s(line.attributes.display_total),
        amount: lineAmount(s(line.attributes.price) || '0', Number(line.attributes.quantity ?? 1)),
      })),
      shipAddress: address('shipping_address'),
      billAddress: address('billing_address'),
    },
  };
}

/** The account in the visitor's currency (store credits are per currency). */
export async function fetchAccount(bearer: string, currency: string) {
  const { toSessionAccount } = await import('../session');
  const result = await commerce.account.accountInfo({ bearer_token: bearer, currency });
  if (result.isFail()) return null;
  const data = result.success().data;
  return toSessionAccount(String(data.id), (data.attributes ?? {}) as Record<string, unknown>);
}
