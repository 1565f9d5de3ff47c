/**
 * How a placed order was paid, by source (issue 36): store credit, a gift card (Spree's
 * Spree::GiftCard payments; this shop's gift codes are deductions on the total instead, shown with
 * the totals) and the card — and so what was charged to the card. Summed in integer cents from the
 * service's decimal strings: the thank-you page and the account's order page show the same rows.
 */
import { fromCents, toCents } from '../cart/money';

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

export function paymentsBySource(payments: OrderPayment[]): PaymentsBySource {
  const cents = (source: PaymentSource) => payments.filter((p) => p.source === source).reduce((sum, p) => sum + toCents(p.amount), 0);
  const amountOf = (source: PaymentSource) => (payments.some((p) => p.source === source) ? fromCents(cents(source)) : null);
  const card = payments.find((p) => p.source === 'card');
  return {
    storeCredit: amountOf('storeCredit'),
    giftCard: amountOf('giftCard'),
    other: amountOf('other'),
    card: { amount: fromCents(cents('card')), brand: card?.brand ?? '', lastDigits: card?.lastDigits ?? '' },
    paid: fromCents(payments.reduce((sum, p) => sum + toCents(p.amount), 0)),
  };
}
