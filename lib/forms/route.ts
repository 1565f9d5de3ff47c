import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { deliverToIntake, type IntakeType } from '../intake';
import { localeOr, parseLocale } from '../i18n/locales';
import { fieldErrors } from './validation';
import { refuseCrossSite } from '../security/same-origin';
import { payloadTooLarge, readJsonBody } from '../security/body';
import { limitRequest } from '../security/throttle';
import type { RateAction } from '../security/rate-limit';
import { RECAPTCHA_ACTIONS, RECAPTCHA_TOKEN_FIELD, type RecaptchaAction } from '../recaptcha/actions';
import { refuseUnverified } from '../recaptcha/verify';

/**
 * The route handler of a form that goes to client care: the body is validated with the form's own
 * schema (422 with message keys), delivered to the intake with the visitor's locale and country
 * (502 when unreachable), 202 when on its way; a body that is not JSON is a 400. Only JSON from the
 * shop's own pages is read (403/415 otherwise), and each kind is rate limited per client and per
 * e-mail (429 with Retry-After and the message in the form's language), and when reCAPTCHA is on its
 * token must pass the assessment (403 `recaptcha` otherwise, lib/recaptcha/assess.ts).
 */
const RATE_ACTION: Record<IntakeType, RateAction> = {
  contact: 'contact',
  newsletter: 'newsletter',
  productInquiry: 'productRequest',
  whiteGlove: 'productRequest',
  customization: 'productRequest',
};

const RECAPTCHA_ACTION: Record<IntakeType, RecaptchaAction> = {
  contact: RECAPTCHA_ACTIONS.contact,
  newsletter: RECAPTCHA_ACTIONS.newsletter,
  productInquiry: RECAPTCHA_ACTIONS.productRequest,
  whiteGlove: RECAPTCHA_ACTIONS.productRequest,
  customization: RECAPTCHA_ACTIONS.productRequest,
};

/**
 * The first steps of every form's route handler: only JSON from the shop's own pages (403/415), a
 * body within BODY_LIMITS.form (413, read no further) that parses (400 `invalidBody`) and passes the form's schema (422 with message keys). Gives
 * the valid values and the raw body (its `locale`, a reCAPTCHA token), or the answer to send.
 */
export async function readFormBody<S extends z.ZodType<Record<string, unknown>>>(
  request: Request,
  schema: S,
  headers?: HeadersInit,
): Promise<{ data: z.infer<S>; body: Record<string, unknown>; response?: undefined } | { response: Response }> {
  const refused = refuseCrossSite(request);
  if (refused) return { response: refused };
  const read = await readJsonBody(request, 'form');
  if (!read.ok && read.reason === 'tooLarge') return { response: payloadTooLarge('form', { errors: { form: 'invalidBody' } }, headers) };
  if (!read.ok) return { response: NextResponse.json({ errors: { form: 'invalidBody' } }, { status: 400, headers }) };
  const body = read.value;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { response: NextResponse.json({ errors: fieldErrors(parsed.error) }, { status: 422, headers }) };
  return { data: parsed.data, body: body as Record<string, unknown> };
}

export function intakeRoute<S extends z.ZodType<Record<string, unknown>>>(type: IntakeType, schema: S) {
  return async function POST(request: Request) {
    const read = await readFormBody(request, schema);
    if (read.response) return read.response;
    const { data, body } = read;
    const { locale, country } = parseLocale(localeOr(body.locale));
    const email = typeof data.email === 'string' ? data.email : null;
    const limited = await limitRequest(RATE_ACTION[type], request, { account: email, locale });
    if (limited) return limited;
    const unverified = await refuseUnverified(body[RECAPTCHA_TOKEN_FIELD], RECAPTCHA_ACTION[type], request);
    if (unverified) return unverified;
    const delivered = await deliverToIntake(type, { ...data, locale, country: country.isocode });
    if (!delivered) return NextResponse.json({ errors: { form: 'deliveryFailed' } }, { status: 502 });
    return NextResponse.json({ ok: true }, { status: 202 });
  };
}
