import { newsletterSchema } from '@/lib/newsletter/schema';
import { intakeRoute } from '@/lib/forms/route';

/** POST /api/newsletter — a newsletter sign-up from the footer or the sign-up layer. */
export const POST = intakeRoute('newsletter', newsletterSchema);
