/**
 * How an order was paid, as the shop uses it (issue 36): each payment by source, and the sums by
 * source that the thank-you page and the account's order page show. Types only: lib/commerce maps
 * the service's payments, lib/orders/payments.ts sums them.
 */
export type PaymentSource = 'storeCredit' | 'giftCard' | 'card' | 'other';

/** One payment of an order as the service answers it (void and failed ones are left out when read). */
export interface OrderPayment {
  source: PaymentSource;
  /** Decimal string in the order's currency. */
  amount: string;
  /** The card's brand and last four digits, when the source is a card. */
  brand: string;
  lastDigits: string;
}

export interface PaymentsBySource {
  storeCredit: string | null;
  giftCard: string | null;
  other: string | null;
  /** What was charged to the card: the amount due after store credit ('0.00' when credit covered it all). */
  card: { amount: string; brand: string; lastDigits: string };
  /** Everything paid, every source together: the order's total when the order is settled. */
  paid: string;
}
