import { NextResponse } from 'next/server';
import { passwordGrant } from '@/lib/auth/oauth';
import { fieldErrors } from '@/lib/forms/validation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { bearerToken, currentAccount } from '@/lib/session';
import { certificateContentProblem, certificateProblem, certificateTypeByName } from '@/lib/trade/rules';
import { tradeApplicationSchema, TRADE_FIELDS, type ApplicantState, type GuestApplication, type TradeErrorKey } from '@/lib/trade/schema';
import { submitTradeApplication } from '@/lib/trade/submit';
import { RECAPTCHA_ACTIONS, RECAPTCHA_REFUSED, RECAPTCHA_TOKEN_FIELD } from '@/lib/recaptcha/actions';
import { verifyRecaptcha } from '@/lib/recaptcha/verify';
import { limitRequest } from '@/lib/security/throttle';
import { readFormDataBody } from '@/lib/security/body';
import { startSession } from '@/lib/sign-in/hand-over';

/**
 * The trade application (spec §3, §5, §8), for the form on /trade, which is cached for everyone:
 *   GET  who is applying (guest, or a signed-in account and its trade status), read after load;
 *   POST the form as multipart/form-data with the resale certificate. The same zod schema as the form
 *        checks it (the applicant's mode comes from the httpOnly session, never from the body), the
 *        certificate's bytes are checked here and again by the commerce service, which stores it.
 *        A guest is then signed in as the new pending trade account. Answers carry message keys.
 *        When reCAPTCHA is on, its token must pass the assessment (403 `recaptcha`) before anything
 *        reaches the commerce service.
 */
const noStore = { 'cache-control': 'private, no-store' };
const refuse = (status: number, form: TradeErrorKey, fields: Record<string, string> = {}) =>
  NextResponse.json({ ok: false, form, fields }, { status, headers: noStore });

export async function GET() {
  const account = await currentAccount();
  const state: ApplicantState = account
    ? { signedIn: true, email: account.email, tradeStatus: account.tradeStatus }
    : { signedIn: false };
  return NextResponse.json(state, { headers: noStore });
}

/**
 * A form on another site could post here (multipart needs no preflight) and sign the visitor in as
 * an account it made: only the shop's own pages may send an application.
 */
function fromOtherSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'cross-site';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export async function POST(request: Request) {
  if (fromOtherSite(request)) return refuse(403, 'submitFailed');
  // Read within the certificate's documented size (and the fields'), declared or streamed (chunked).
  const read = await readFormDataBody(request, 'tradeApplication');
  if (!read.ok) return read.reason === 'tooLarge' ? refuse(413, 'submitFailed', { certificate: 'certificateSize' }) : refuse(400, 'submitFailed');
  const form = read.value;
  const localeValue = form.get('locale');
  const locale = typeof localeValue === 'string' && isLocale(localeValue) ? localeValue : DEFAULT_LOCALE;

  const bearer = await bearerToken();
  const account = bearer ? await currentAccount() : null;
  if (account?.isTrade) return refuse(409, 'submitFailed');
  const mode = account ? 'account' : 'guest';

  const values: Record<string, unknown> = {};
  for (const field of TRADE_FIELDS) {
    const value = form.get(field);
    if (field === 'certificate') values[field] = value instanceof File ? value : null;
    else if (field === 'acceptTerms' || field === 'acceptSpecificArticles') values[field] = value === 'true';
    else values[field] = typeof value === 'string' ? value : '';
  }
  const parsed = tradeApplicationSchema(mode).safeParse(values);
  if (!parsed.success) return refuse(422, 'submitFailed', fieldErrors(parsed.error));

  // Per client and per e-mail (lib/security/rate-limit.ts): 429 with Retry-After and the message in the form's language.
  const limited = await limitRequest('tradeApplication', request, { account: account?.email ?? (parsed.data as GuestApplication).email, locale });
  if (limited) {
    const { message } = (await limited.json()) as { message: string };
    return NextResponse.json(
      { ok: false, form: 'submitFailed', fields: {}, message },
      { status: 429, headers: { ...noStore, 'Retry-After': limited.headers.get('Retry-After') ?? '60' } },
    );
  }

  // The name may lie: the first bytes must be a PDF, JPEG or PNG as named.
  const file = parsed.data.certificate as File;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const problem = certificateProblem({ name: file.name, size: file.size }, head);
  if (problem) return refuse(422, 'submitFailed', { certificate: problem === 'size' ? 'certificateSize' : 'certificateType' });
  // And the whole file must read as a document or a picture of plausible size, not only begin like one.
  if (certificateContentProblem(new Uint8Array(await file.arrayBuffer()), certificateTypeByName(file.name)!)) {
    return refuse(422, 'submitFailed', { certificate: 'certificateUnreadable' });
  }
  if (!(await verifyRecaptcha(form.get(RECAPTCHA_TOKEN_FIELD), RECAPTCHA_ACTIONS.tradeApplication, request.headers)).ok) {
    return refuse(403, RECAPTCHA_REFUSED);
  }

  const outcome = await submitTradeApplication(parsed.data, { bearer: account ? bearer : null, locale });
  if (!outcome.ok) return refuse(outcome.status, outcome.form, outcome.fields);

  if (!account) {
    // The new account signs in at once: favorites, lists and trade prices work while it is reviewed.
    const { email, password } = parsed.data as GuestApplication;
    const grant = await passwordGrant(email, password);
    if (grant.ok) await startSession(grant.token, locale);
  }
  return NextResponse.json({ ok: true, signedIn: true }, { status: 201, headers: noStore });
}
