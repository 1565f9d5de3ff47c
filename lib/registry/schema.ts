/**
 * The registry set-up form (spec §3 your name, partner's name, wedding date; §8 "This field is
 * required"), shared by the browser form and the server action that checks it again. Messages are
 * keys of the `registry.form` messages: 'required', 'tooLong', 'dateInvalid', 'datePast'.
 */
import '../security/zod-jitless'; // before any z.object in browser code (CSP: no eval)
import { z } from 'zod';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-mm-dd (2027-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A wedding date already behind us. One day of grace: the browser and the server may sit in time
 * zones a day apart, and neither should refuse a date the couple sees as today.
 */
export function isPastDate(value: string, now: Date = new Date()): boolean {
  return value < new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

const name = z.string().trim().min(1, 'required').max(100, 'tooLong');

export const registrySchema = z.object({
  yourName: name,
  partnerName: name,
  weddingDate: z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .refine(isCalendarDate, { message: 'dateInvalid', abort: true })
    .refine((value) => !isPastDate(value), 'datePast'),
});

export type RegistryInput = z.input<typeof registrySchema>;
