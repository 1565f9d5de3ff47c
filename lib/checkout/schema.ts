/**
 * The checkout forms' schemas, shared by the client (react-hook-form) and the server actions that
 * forward them: one set of rules, spec §5 messages.
 */
import { z } from 'zod';
import { text } from '../forms/validation';

/** The shipping address's rules live with the other address rules (lib/address). */
export { checkoutAddressSchemaFor as addressSchemaFor, type CheckoutAddressInput as AddressInput, type CheckoutAddressValues as Address } from '../address/schema';

/** A test card as the embedded gateway takes it: number, name, expiry month/year and CVC. */
export const cardSchema = z.object({
  name: text(2, 80),
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'cardNumber')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'cardExpiry'),
  cvc: z.string().trim().regex(/^\d{3,4}$/, 'cardCvc'),
});

export type CardInput = z.input<typeof cardSchema>;

/** "MM/YY" → month and four-digit year. */
export function parseExpiry(expiry: string): { month: number; year: number } {
  const [, mm, yy] = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim()) ?? [];
  return { month: Number(mm), year: 2000 + Number(yy) };
}
