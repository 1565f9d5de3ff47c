import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { deliverToIntake, type IntakeType } from '../intake';
import type { Locale } from '../i18n/locale-list';
import { localeOr, parseLocale } from '../i18n/locales';
import { failWith, refuse, refuseForm, succeed, type ActionOutcome, type FormRefusal } from './action-result';
import { fieldErrors } from './validation';
import { refuseCrossSite } from '../security/same-origin';
import { payloadTooLarge, readJsonBody } from '../security/body';
import { clientId, rateLimitMessage } from '../security/throttle';
import { rateLimiter, type RateAction } from '../security/rate-limit';
import { RECAPTCHA_ACTIONS, RECAPTCHA_REFUSED, RECAPTCHA_TOKEN_FIELD, type RecaptchaAction } from '../recaptcha/actions';
import { verifyRecaptcha } from '../recaptcha/verify';

/**
 * The route handler of a form that goes to client care. It answers what a server action answers
 * (lib/forms/action-result.ts), as JSON with the HTTP status that says the same: the body is the
 * form's one argument, so a value the form's schema refuses is `invalid` with its codes at '0.name'
 * (422), a body that is not JSON `invalid` with none (400); delivered to the intake with the
 * visitor's locale and country, `{ ok: true }` (202), or `unavailable`, retryable, when the intake
 * is unreachable (502). Only JSON from the shop's own pages is read (403/415 otherwise), and each kind
 * is rate limited per client and per e-mail (429 with Retry-After, the form's refusal `rateLimited`
 * with the message in the form's language), and when reCAPTCHA is on its token must pass the
 * assessment (403, the form's refusal `recaptcha`, lib/recaptcha/assess.ts).
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

/** A form route's answer: the one action result as JSON, with the HTTP status that says the same. */
export function formAnswer<T>(outcome: ActionOutcome<T, FormRefusal>, status: number, headers?: HeadersInit): NextResponse {
  return NextResponse.json(outcome, { status, headers: { 'cache-control': 'no-store', ...Object.fromEntries(new Headers(headers)) } });
}

/** The body's refusal: its codes by path, the body being the form's one argument (0), as a server action's. */
export function invalidBody(fields: Record<string, string> = {}) {
  return failWith({ kind: 'invalid', fields: Object.fromEntries(Object.entries(fields).map(([path, code]) => [`0.${path}`, code])) });
}

/**
 * A form's rate limit, per client and per account (lib/security/throttle.ts): null when the attempt may
 * go on, else the 429 with Retry-After whose refusal `rateLimited` carries the sentence in the form's language.
 */
export async function limitForm(action: RateAction, request: Request, options: { account?: string | null; locale?: Locale | null }, headers?: HeadersInit): Promise<NextResponse | null> {
  const verdict = await rateLimiter().check(action, { client: clientId(request.headers), account: options.account });
  if (verdict.ok) return null;
  const message = await rateLimitMessage(options.locale);
  return formAnswer(refuse<FormRefusal>({ form: 'rateLimited', message }, true), 429, { ...Object.fromEntries(new Headers(headers)), 'Retry-After': String(verdict.retryAfterSeconds) });
}

/** When reCAPTCHA is on, a token that fails its assessment: the 403 whose refusal is `recaptcha`; else null. */
async function refuseUnverified(token: unknown, action: RecaptchaAction, request: Request): Promise<NextResponse | null> {
  const verdict = await verifyRecaptcha(token, action, request.headers);
  return verdict.ok ? null : formAnswer(refuseForm({ form: RECAPTCHA_REFUSED }), 403);
}

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
  if (!read.ok && read.reason === 'tooLarge') return { response: payloadTooLarge('form', invalidBody(), headers) };
  if (!read.ok) return { response: formAnswer(invalidBody(), 400, headers) };
  const body = read.value;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { response: formAnswer(invalidBody(fieldErrors(parsed.error)), 422, headers) };
  return { data: parsed.data, body: body as Record<string, unknown> };
}

export function intakeRoute<S extends z.ZodType<Record<string, unknown>>>(type: IntakeType, schema: S) {
  return async function POST(request: Request) {
    const read = await readFormBody(request, schema);
    if (read.response) return read.response;
    const { data, body } = read;
    const { locale, country } = parseLocale(localeOr(body.locale));
    const email = typeof data.email === 'string' ? data.email : null;
    const limited = await limitForm(RATE_ACTION[type], request, { account: email, locale });
    if (limited) return limited;
    const unverified = await refuseUnverified(body[RECAPTCHA_TOKEN_FIELD], RECAPTCHA_ACTION[type], request);
    if (unverified) return unverified;
    const delivered = await deliverToIntake(type, { ...data, locale, country: country.isocode });
    if (!delivered) return formAnswer(failWith({ kind: 'unavailable' }), 502);
    return formAnswer(succeed(), 202);
  };
}
