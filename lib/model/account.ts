/**
 * The account's own objects (spec §7 "Account") and the signed-in shopper (spec §3 user) as the
 * pages use them: mapped from the commerce service's answers in lib/commerce/account.ts, read by
 * lib/account and lib/session.ts. Types only.
 */
import type { Address } from './address';
import type { Currency } from '../money/currency';
import type { OrderPayment } from './orders';

/** What the storefront needs to know of the signed-in shopper on the server (spec §3 user). */
export interface SessionAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isTrade: boolean;
  tradeStatus: 'pending' | 'approved' | null;
  hasWeddingRegistry: boolean;
  /** In the currency the account was read in (the store default unless asked otherwise). */
  storeCredits: number;
  /** Available store credit by currency, e.g. { USD: 250 }: the shell reads the page's currency from it. */
  storeCreditsByCurrency: Partial<Record<string, number>>;
  completedOrders: number;
  /** ISO 3166-1 alpha-2, upper case; null until the shopper picks one. */
  shippingCountry: string | null;
  /** The last language used, e.g. 'it'. */
  language: string | null;
  /** A trade account's country for its sales contact (its application's); absent from a service that does not say. */
  tradeCountry?: string | null;
  commercialCommunication: boolean;
  personalizedCommunication: boolean;
  /** A new e-mail waiting for its confirmation link (Spree's `unconfirmed_email`); null when none. */
  unconfirmedEmail: string | null;
}

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
  /** Price × quantity (lib/commerce/cart.ts `lineAmount`): what the line shows, adding up to the subtotal. */
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
  /** What paid for it: store credit, gift card, card. */
  payments: OrderPayment[];
}
