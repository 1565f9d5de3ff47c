import { NextResponse } from 'next/server';
import { failWith, refuseForm, succeed } from '@/lib/forms/action-result';
import { formAnswer, invalidBody, limitForm } from '@/lib/forms/route';
import { passwordGrant } from '@/lib/auth/oauth';
import { fieldErrors } from '@/lib/forms/validation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { bearerToken, currentAccount } from '@/lib/session';
import { certificateContentProblem, certificateProblem, certificateTypeByName } from '@/lib/trade/rules';
import { tradeApplicationSchema, TRADE_FIELDS, type ApplicantState, type GuestApplication } from '@/lib/trade/schema';
import { submitTradeApplication } from '@/lib/trade/submit';
import { RECAPTCHA_ACTIONS, RECAPTCHA_REFUSED, RECAPTCHA_TOKEN_FIELD } from '@/lib/recaptcha/actions';
import { verifyRecaptcha } from '@/lib/recaptcha/verify';
import { readFormDataBody } from '@/lib/security/body';
import { startSession } from '@/lib/sign-in/hand-over';

/**
 * The trade application (spec §3, §5, §8), for the form on /trade, which is cached for everyone:
 *   GET  who is applying (guest, or a signed-in account and its trade status), read after load;
 *   POST the form as multipart/form-data with the resale certificate. The same zod schema as the form
 *        checks it (the applicant's mode comes from the httpOnly session, never from the body), the
 *        certificate's bytes are checked here and again by the commerce service, which stores it.
 *        A guest is then signed in as the new pending trade account. It answers what every form's
 *        route answers (lib/forms/route.ts: the one action result, codes at '0.field'), with the
 *        statuses it always had.
 *        When reCAPTCHA is on, its token must pass the assessment (403 `recaptcha`) before anything
 *        reaches the commerce service.
 */
const noStore = { 'cache-control': 'private, no-store' };
/** The body's values refused: their codes, at the fields' paths. */
const invalid = (status: number, fields: Record<string, string> = {}) => formAnswer(invalidBody(fields), status, noStore);
const failed = (status: number) => formAnswer(failWith({ kind: 'failed' }), status, noStore);

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
  if (fromOtherSite(request)) return failed(403);
  // Read within the certificate's documented size (and the fields'), declared or streamed (chunked).
  const read = await readFormDataBody(request, 'tradeApplication');
  if (!read.ok) return read.reason === 'tooLarge' ? invalid(413, { certificate: 'certificateSize' }) : invalid(400);
  const form = read.value;
  const localeValue = form.get('locale');
  const locale = typeof localeValue === 'string' && isLocale(localeValue) ? localeValue : DEFAULT_LOCALE;

  const bearer = await bearerToken();
  const account = bearer ? await currentAccount() : null;
  if (account?.isTrade) return failed(409);
  const mode = account ? 'account' : 'guest';

  const values: Record<string, unknown> = {};
  for (const field of TRADE_FIELDS) {
    const value = form.get(field);
    if (field === 'certificate') values[field] = value instanceof File ? value : null;
    else if (field === 'acceptTerms' || field === 'acceptSpecificArticles') values[field] = value === 'true';
    else values[field] = typeof value === 'string' ? value : '';
  }
  const parsed = tradeApplicationSchema(mode).safeParse(values);
  if (!parsed.success) return invalid(422, fieldErrors(parsed.error));

  // Per client and per e-mail (lib/security/rate-limit.ts): 429 with Retry-After and the message in the form's language.
  const limited = await limitForm('tradeApplication', request, { account: account?.email ?? (parsed.data as GuestApplication).email, locale }, noStore);
  if (limited) return limited;

  // The name may lie: the first bytes must be a PDF, JPEG or PNG as named.
  const file = parsed.data.certificate as File;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const problem = certificateProblem({ name: file.name, size: file.size }, head);
  if (problem) return invalid(422, { certificate: problem === 'size' ? 'certificateSize' : 'certificateType' });
  // And the whole file must read as a document or a picture of plausible size, not only begin like one.
  if (certificateContentProblem(new Uint8Array(await file.arrayBuffer()), certificateTypeByName(file.name)!)) {
    return invalid(422, { certificate: 'certificateUnreadable' });
  }
  if (!(await verifyRecaptcha(form.get(RECAPTCHA_TOKEN_FIELD), RECAPTCHA_ACTIONS.tradeApplication, request.headers)).ok) {
    return formAnswer(refuseForm({ form: RECAPTCHA_REFUSED }), 403, noStore);
  }

  const outcome = await submitTradeApplication(parsed.data, { bearer: account ? bearer : null, locale });
  if (!outcome.ok && outcome.status >= 500 && Object.keys(outcome.fields).length === 0) return formAnswer(failWith({ kind: 'unavailable' }), outcome.status, noStore);
  if (!outcome.ok) return formAnswer(refuseForm({ ...outcome.fields, form: outcome.form }), outcome.status, noStore);

  if (!account) {
    // The new account signs in at once: favorites, lists and trade prices work while it is reviewed.
    const { email, password } = parsed.data as GuestApplication;
    const grant = await passwordGrant(email, password);
    if (grant.ok) await startSession(grant.token, locale);
  }
  return formAnswer(succeed(), 201, noStore);
}
