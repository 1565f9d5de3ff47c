/**
 * How a placed order was paid, by source (issue 36): store credit, a gift card (Spree's
 * Spree::GiftCard payments; this shop's gift codes are deductions on the total instead, shown with
 * the totals) and the card — and so what was charged to the card. Summed in integer cents from the
 * service's decimal strings: the thank-you page and the account's order page show the same rows.
 */
import { fromCents, toCents } from '../model/cart-money';
import type { OrderPayment, PaymentSource, PaymentsBySource } from '../model/orders';

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
