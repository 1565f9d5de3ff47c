/**
 * The trade application form (spec §3, §5): one zod schema for the form and for the route handler
 * that checks it again before the commerce service does. Messages are keys of `trade.apply.errors`,
 * rendered word for word in the visitor's language. A signed-in consumer applies for their own
 * account, so the account fields (e-mail, names, password) belong to the guest variant only.
 */
import { z } from 'zod';
import { findCountry } from '../i18n/countries';
import { certificateProblem, COMPANY_SIZES, isWebsite, PROJECT_TYPES, TRADE_PASSWORD } from './rules';

export type TradeErrorKey =
  | 'required'
  | 'website'
  | 'email'
  | 'passwordMismatch'
  | 'passwordLength'
  | 'terms'
  | 'specificArticles'
  | 'phone'
  | 'certificateType'
  | 'certificateSize'
  /** The file is not a readable PDF or picture of plausible size (lib/trade/rules.ts certificateContentProblem). */
  | 'certificateUnreadable'
  | 'emailTaken'
  | 'submitFailed'
  /** The reCAPTCHA assessment refused the application (lib/recaptcha). */
  | 'recaptcha';

export type TradeApplicantMode = 'guest' | 'account';

const required = z.string().trim().min(1, 'required');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.string().refine((v): v is T[number] => (values as readonly string[]).includes(v), 'required');

/** A File in the browser and in the route handler; the name and size are checked here, the bytes by the server. */
const certificate = z.custom<File | null>().superRefine((file, ctx) => {
  const problem = certificateProblem(file ? { name: file.name, size: file.size } : null);
  if (problem) ctx.addIssue({ code: 'custom', message: problem === 'missing' ? 'required' : problem === 'size' ? 'certificateSize' : 'certificateType' });
});

const application = {
  companyName: required.max(120, 'required'),
  companySize: choice(COMPANY_SIZES),
  website: required.refine(isWebsite, 'website'),
  country: z.string().trim().refine((iso) => !!findCountry(iso), 'required'),
  city: required.max(120, 'required'),
  phone: required.refine((v) => /^\+?[\d\s().-]{6,24}$/.test(v) && v.replace(/\D/g, '').length >= 6, 'phone'),
  projectType: choice(PROJECT_TYPES),
  certificate,
  acceptTerms: z.literal(true, { message: 'terms' }),
  acceptSpecificArticles: z.literal(true, { message: 'specificArticles' }),
};

const account = {
  email: required.pipe(z.email('email')),
  firstName: required.max(80, 'required'),
  lastName: required.max(80, 'required'),
  password: z.string().min(1, 'required').min(TRADE_PASSWORD.min, 'passwordLength').max(TRADE_PASSWORD.max, 'passwordLength'),
  confirmPassword: z.string().min(1, 'required'),
};

export const guestApplicationSchema = z.object({ ...account, ...application }).refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'passwordMismatch',
  // Checked even while other fields are wrong, so every message shows at once.
  when: ({ value }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
  },
});
export const accountApplicationSchema = z.object(application);

export function tradeApplicationSchema(mode: TradeApplicantMode) {
  return mode === 'guest' ? guestApplicationSchema : accountApplicationSchema;
}

export type TradeApplicationInput = z.input<typeof guestApplicationSchema>;
export type GuestApplication = z.output<typeof guestApplicationSchema>;
export type AccountApplication = z.output<typeof accountApplicationSchema>;

/** Every field the form sends, in the order it shows them (the route handler reads these names). */
export const TRADE_FIELDS = [
  'email', 'firstName', 'lastName', 'companyName', 'companySize', 'website', 'country', 'city', 'phone',
  'password', 'confirmPassword', 'certificate', 'projectType', 'acceptTerms', 'acceptSpecificArticles',
] as const;
export type TradeField = (typeof TRADE_FIELDS)[number];

/** The commerce service's field names (Spree style) for the storefront's. */
export const COMMERCE_FIELD: Record<string, TradeField> = {
  email: 'email', first_name: 'firstName', last_name: 'lastName', company_name: 'companyName', company_size: 'companySize',
  website: 'website', country_iso: 'country', city: 'city', phone: 'phone', password: 'password', password_confirmation: 'confirmPassword',
  resale_certificate: 'certificate', project_type: 'projectType', accepts_terms: 'acceptTerms', accepts_specific_articles: 'acceptSpecificArticles',
};

/** The state of the visitor's application, as the form needs it after load (never cached with the page). */
export type ApplicantState =
  | { signedIn: false }
  | { signedIn: true; email: string; tradeStatus: 'pending' | 'approved' | null };
