/** Newsletter sign-up (spec §3: email and consent), shared by the footer, the sign-up layer and the route handler. */
import { z } from 'zod';
import { email, validationMessage } from '../forms/validation';

export const newsletterSchema = z.object({
  email,
  consent: z.literal(true, { error: validationMessage('required') }),
  /** Where the visitor signed up: the footer or the country-targeted layer. */
  source: z.enum(['footer', 'layer']).default('footer'),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSignUp = z.output<typeof newsletterSchema>;
