/**
 * Spec §4 shipping states. The commerce API gives `shipping_time` in days; the search index gives
 * `lead_time` in weeks (0 = ready to ship, 99 = pre-order); `shipping_message` overrides both.
 */
import { leadTimeState, PREORDER } from './lead-time';

export type ShippingState =
  | { kind: 'ready' }
  | { kind: 'weeks'; weeks: number }
  | { kind: 'preorder' }
  | { kind: 'availableFrom'; month: number; year: number }
  | { kind: 'toBeConfirmed' }
  | { kind: 'uponRequest' };

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "available from {month} {year}" → month (1–12) and year; undefined when it is not that message. */
export function parseAvailableFrom(message: string): { month: number; year: number } | undefined {
  const match = /^available from ([a-z]+) (\d{4})$/i.exec(message.trim());
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[1].toLowerCase()) + 1;
  return month > 0 ? { month, year: Number(match[2]) } : undefined;
}

/** Days as the commerce API counts them → weeks as the index does (§4: days / 7, rounded up). */
export function leadTimeWeeks(shippingTimeDays: number): number {
  if (shippingTimeDays >= PREORDER) return PREORDER;
  if (shippingTimeDays < 1) return 0;
  return Math.ceil(shippingTimeDays / 7);
}

export function shippingState(leadTimeInWeeks: number | null | undefined, message?: string | null): ShippingState {
  const text = message?.trim().toLowerCase();
  if (text === 'upon request') return { kind: 'uponRequest' };
  if (text === 'to be confirmed') return { kind: 'toBeConfirmed' };
  const from = text ? parseAvailableFrom(text) : undefined;
  if (from) return { kind: 'availableFrom', ...from };
  return leadTimeState(leadTimeInWeeks);
}
