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
 * A line's total at another quantity, for the stepper's optimistic display: the server's total
 * scaled by whole units (it may hold line adjustments the unit price does not), until the answer
 * replaces it.
 */
export function lineTotalAt(line: Pick<CartLine, 'quantity' | 'total'>, quantity: number): string {
  if (quantity === line.quantity || line.quantity <= 0) return line.total;
  return fromCents(Math.round((toCents(line.total) / line.quantity) * quantity));
}
