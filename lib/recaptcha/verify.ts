import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import { recaptchaSettings } from '../config';
import { clientId } from '../security/throttle';
import type { RecaptchaAction } from './actions';
import { assessToken, type RecaptchaVerdict } from './assess';

/** The assessment of a submission's token, with the visitor's address and browser from its request. */
export async function verifyRecaptcha(token: unknown, action: RecaptchaAction, headers?: Headers): Promise<RecaptchaVerdict> {
  const settings = recaptchaSettings();
  if (!settings) return { ok: true, assessed: false };
  const from = headers ?? (await requestHeaders());
  return assessToken({ token, action, userAgent: from.get('user-agent'), userIpAddress: clientId(from) }, { settings });
}
