import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import { NextResponse } from 'next/server';
import { recaptchaSettings } from '../config';
import { clientId } from '../security/throttle';
import { RECAPTCHA_REFUSED, type RecaptchaAction } from './actions';
import { assessToken, type RecaptchaVerdict } from './assess';

/** The assessment of a submission's token, with the visitor's address and browser from its request. */
export async function verifyRecaptcha(token: unknown, action: RecaptchaAction, headers?: Headers): Promise<RecaptchaVerdict> {
  const settings = recaptchaSettings();
  if (!settings) return { ok: true, assessed: false };
  const from = headers ?? (await requestHeaders());
  return assessToken({ token, action, userAgent: from.get('user-agent'), userIpAddress: clientId(from) }, { settings });
}

/** For a route handler: null when the submission may go on, else the 403 its form shows as the security-check message. */
export async function refuseUnverified(token: unknown, action: RecaptchaAction, request: Request): Promise<NextResponse | null> {
  const verdict = await verifyRecaptcha(token, action, request.headers);
  return verdict.ok ? null : NextResponse.json({ errors: { form: RECAPTCHA_REFUSED } }, { status: 403, headers: { 'cache-control': 'no-store' } });
}
