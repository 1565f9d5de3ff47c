/** Money as Spree shows it: decimal strings ("1290.00") with display twins ("€1,290.00"). Amounts are integer cents. */
import type { Currency } from '../shared/countries';

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP'] as const satisfies readonly Currency[];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();
export function display(cents: number, currency: Currency): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f.format(cents / 100);
}

/** Parses "1290", "1290.5" or "1290.50" into cents; NaN when not a number. */
export function toCents(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}
