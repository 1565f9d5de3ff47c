/**
 * Cart money in integer cents: amounts arrive as decimal strings and leave as decimal strings, so
 * no float sum is ever shown. Small and dependency-free: the bag's client code uses it too.
 */
import type { CartLine } from './cart';

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
