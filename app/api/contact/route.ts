import { contactSchema } from '@/lib/contact/schema';
import { intakeRoute } from '@/lib/forms/route';

/** POST /api/contact — the contact dialog's submission, validated with the dialog's own schema. */
export const POST = intakeRoute('contact', contactSchema);
