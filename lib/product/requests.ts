/**
 * The product page's request forms (spec §3): a question about the piece, a white-glove delivery
 * request and a customization request. Each schema validates in the browser (react-hook-form) and
 * again in its route handler; messages are keys of the `validation` namespace (§5) or, for rules
 * §5 does not cover (numbers), of `product.requests.errors`.
 */
import { z } from 'zod';
import { email, optionalText, phone, text, validationMessage } from '../forms/validation';
import { checkState } from '../address/states';
import type { CountryStates } from '../model/address';

/** A message key of this page's own namespace, told apart from the §5 keys by its prefix. */
export const PRODUCT_MESSAGE_PREFIX = 'product.';
const productMessage = (key: 'number' | 'wholeNumber' | 'choose') => `${PRODUCT_MESSAGE_PREFIX}${key}`;

/** A field missing from a request body reads as empty, so the server answers with the form's own messages. */
const present = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? '', schema);

const productRef = z.object({
  id: z.string().trim().min(1).max(40),
  sku: z.string().trim().max(60),
  title: z.string().trim().max(300),
});

const optionalPhone = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || phone.safeParse(value).success, validationMessage('phoneInvalid'));

/** A measure typed by hand: empty, or a positive number with at most two decimals ("84", "84,5"). */
const measure = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || /^\d{1,6}([.,]\d{1,2})?$/.test(value), productMessage('number'));

const count = (required: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((value) => !required || value !== '', validationMessage('required'))
    .refine((value) => value === '' || (/^\d{1,4}$/.test(value) && Number(value) >= 1), productMessage('wholeNumber'));

const yesNo = z.enum(['yes', 'no'], { message: productMessage('choose') });

const who = {
  name: present(text(2, 80)),
  email: present(email),
  phone: optionalPhone,
};

export const inquirySchema = z.object({
  product: productRef,
  ...who,
  message: present(text(10, 2000)),
});

/**
 * The white-glove request: in a country with states the state is chosen from the commerce service's
 * list (./states in lib/address; the form reads it from /api/address-states), by code. `states` null
 * (the list not at hand, as on the intake route): the code is taken as sent.
 */
export function whiteGloveSchemaFor(states: CountryStates | null) {
  return whiteGloveFields.transform((a, issue) => {
    const state = checkState(states, a.country, a.stateProvince);
    if (!state.ok) {
      issue.addIssue({ code: 'custom', path: ['stateProvince'], message: validationMessage(state.message) });
      return z.NEVER;
    }
    return { ...a, stateProvince: state.code };
  });
}

const whiteGloveFields = z.object({
  product: productRef,
  ...who,
  streetAddress: present(text(3, 200)),
  city: present(text(2, 100)),
  postalCode: present(text(2, 20)),
  country: present(z.string().trim().regex(/^[A-Z]{2}$/, validationMessage('required'))),
  stateProvince: optionalText(10),
  floor: count(false),
  stairsWidth: measure,
  elevatorWidth: measure,
  bottleneckWidth: measure,
  assemble: yesNo,
  pieces: count(true),
  additionalInformation: optionalText(2000),
  certificateOfInsurance: yesNo,
  units: z.enum(['cm', 'in']),
});

export const whiteGloveSchema = whiteGloveSchemaFor(null);

export const customizationSchema = z.object({
  product: productRef,
  ...who,
  width: measure,
  depth: measure,
  height: measure,
  dimensionsUnit: z.enum(['cm', 'in']),
  finishes: optionalText(500),
  upholstery: optionalText(500),
  materials: optionalText(500),
  quantity: count(true),
  colors: optionalText(500),
  surfaceWidth: measure,
  surfaceHeight: measure,
  surfaceUnit: z.enum(['m', 'ft']),
  message: present(text(10, 2000)),
});

export const REQUEST_KINDS = ['inquiry', 'white-glove', 'customization'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_SCHEMAS = {
  inquiry: inquirySchema,
  'white-glove': whiteGloveSchema,
  customization: customizationSchema,
} as const;

export type InquiryInput = z.input<typeof inquirySchema>;
export type WhiteGloveInput = z.input<typeof whiteGloveSchema>;
export type CustomizationInput = z.input<typeof customizationSchema>;

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === 'string' && (REQUEST_KINDS as readonly string[]).includes(value);
}
