/** The contact form of spec §3/§5, validated by the dialog and again by the route handler. */
import { z } from 'zod';
import { email, optionalText, phone, text, validationMessage } from '../forms/validation';

export const CONTACT_TOPICS = [
  'placingAnOrder',
  'orderStatus',
  'tradeRequests',
  'pressInquiries',
  'postSalesAssistance',
  'contractRequests',
] as const;

export const contactSchema = z
  .object({
    name: text(2, 80),
    email,
    orderNumber: optionalText(32),
    topic: z.enum(CONTACT_TOPICS, { message: validationMessage('required') }),
    message: text(10, 2000),
    phoneContact: z.boolean().default(false),
    phone: z.string().trim().optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.phoneContact) return;
    const parsed = phone.safeParse(value.phone);
    if (!parsed.success) {
      const message = value.phone === '' ? validationMessage('required') : parsed.error.issues[0].message;
      ctx.addIssue({ code: 'custom', path: ['phone'], message });
    }
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
