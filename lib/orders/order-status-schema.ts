/**
 * The guest order-status lookup (spec §2 remaining screens): the order number and the e-mail it was
 * placed with, checked by the same schema in the form and on the server.
 */
import { z } from 'zod';
import { email, validationMessage } from '../forms/validation';

/** Spree order numbers are a letter and digits (R123456789); spaces and case are forgiven. */
export const ORDER_NUMBER = /^[A-Z][0-9]{6,15}$/;

export const guestOrderStatusSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { message: validationMessage('required'), abort: true })
        .max(16, { message: validationMessage('tooLong', 16), abort: true })
        .regex(ORDER_NUMBER, 'orderNumberInvalid'),
    ),
  email,
});

export type GuestOrderStatusInput = z.input<typeof guestOrderStatusSchema>;

/** What the lookup shows: the order's states, nothing of its addresses, items or payment details. */
export interface GuestOrderStatus {
  number: string;
  state: string;
  shipmentState: string;
  paymentState: string;
  completedAt: string;
}
