/**
 * Cart money in integer cents: amounts arrive as decimal strings and leave as decimal strings, so
 * no float sum is ever shown. Small and dependency-free: the bag's client code uses it too.
 */
import type { Cart, CartLine } from './cart';

export const toCents = (amount: string) => Math.round(Number(amount) * 100);
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** Whether a money string is zero ('0', '0.0', '0.00'): spec §7 compares ship_total with 0.0. */
export function isZero(amount: string | null | undefined): boolean {
  return amount === null || amount === undefined || Number(amount) === 0;
}

/**
 * A line's amount (price × quantity, the basis of the subtotal) at another quantity, for the
 * stepper's optimistic display until the server's answer replaces it. Promotions and taxes are
 * not in it: the summary shows them on rows of their own, so the lines add up to the subtotal.
 */
export function lineAmountAt(line: Pick<CartLine, 'quantity' | 'amount'> & { product: Pick<CartLine['product'], 'price'> }, quantity: number): string {
  if (quantity === line.quantity) return line.amount;
  return fromCents(toCents(line.product.price) * quantity);
}

/**
 * What the shopper still pays once store credit is applied (Spree's order_total_after_store_credit):
 * the review, the "Place order" button and the card charge are this amount, never the order total.
 * Worked out in cents from the total and the credit when the service does not send it.
 */
export function amountDue(cart: Pick<Cart, 'orderTotal' | 'storeCreditTotal' | 'orderTotalAfterStoreCredit'>): string {
  if (cart.orderTotalAfterStoreCredit !== null && cart.orderTotalAfterStoreCredit !== undefined && cart.orderTotalAfterStoreCredit !== '') {
    return cart.orderTotalAfterStoreCredit;
  }
  return fromCents(Math.max(0, toCents(cart.orderTotal) - Math.abs(toCents(cart.storeCreditTotal))));
}
