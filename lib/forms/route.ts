import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { deliverToIntake, type IntakeType } from '../intake';
import { parseLocale } from '../i18n/locales';
import { fieldErrors } from './validation';
import { refuseCrossSite } from '../security/same-origin';
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

export function intakeRoute<S extends z.ZodType<Record<string, unknown>>>(type: IntakeType, schema: S) {
  return async function POST(request: Request) {
    const refused = refuseCrossSite(request);
    if (refused) return refused;
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return NextResponse.json({ errors: { form: 'invalidBody' } }, { status: 400 });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return NextResponse.json({ errors: fieldErrors(parsed.error) }, { status: 422 });
    const { locale, country } = parseLocale(String((body as { locale?: unknown }).locale ?? ''));
    const email = typeof parsed.data.email === 'string' ? parsed.data.email : null;
    const limited = await limitRequest(RATE_ACTION[type], request, { account: email, locale });
    if (limited) return limited;
    const unverified = await refuseUnverified((body as Record<string, unknown>)[RECAPTCHA_TOKEN_FIELD], RECAPTCHA_ACTION[type], request);
    if (unverified) return unverified;
    const delivered = await deliverToIntake(type, { ...parsed.data, locale, country: country.isocode });
    if (!delivered) return NextResponse.json({ errors: { form: 'deliveryFailed' } }, { status: 502 });
    return NextResponse.json({ ok: true }, { status: 202 });
  };
}
