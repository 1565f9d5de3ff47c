/**
 * The server side of reCAPTCHA Enterprise: one assessment per protected submission, through the
 * REST API (`POST {host}/v1/projects/{project}/assessments?key={apiKey}`), which the embedded backend
 * also answers (backend/recaptcha).
 *
 * What is refused, with the form's "security check" message and everything typed kept:
 *  - no token (the script did not run: a bot, or a visitor whose blocker stopped Google's script),
 *  - a token the service calls invalid (malformed, expired, used twice),
 *  - a token made for another action than this form's (a token lifted from another form),
 *  - a score below RECAPTCHA_MIN_SCORE.
 *
 * When the service itself fails (no answer within the time-out, an error status, an answer we cannot
 * read), the submission goes through and the failure is logged: it *fails open*. An outage at Google or
 * a mistake in our own key must not silence every contact form, sign-up and trade application — the
 * visitor did nothing wrong, and a lost client-care message or trade application costs more than a
 * little spam. The rate limits (lib/security/rate-limit.ts) still hold per client and per e-mail
 * during such an outage, and the log line makes the outage visible (error reporting picks it up).
 */
import { z } from 'zod';
import type { RecaptchaSettings } from '../config';
import type { RecaptchaAction } from './actions';

/** Google's suggested threshold for score-based keys: 1.0 is very likely a person, 0.0 a bot. */
export const RECAPTCHA_MIN_SCORE = 0.5;
/** How long a submission waits for the assessment before it goes on without one (fail open). */
const ASSESSMENT_TIMEOUT_MS = 3000;

export type RecaptchaRefusal = 'missing' | 'invalid' | 'action' | 'score';
export type RecaptchaVerdict =
  | { ok: true; assessed: true; score: number }
  /** Not assessed: the check is off (no keys), or the service failed (logged). */
  | { ok: true; assessed: false }
  | { ok: false; reason: RecaptchaRefusal };

const assessmentAnswer = z.object({
  tokenProperties: z.object({
    valid: z.boolean(),
    invalidReason: z.string().optional(),
    action: z.string().optional().default(''),
  }),
  riskAnalysis: z.object({ score: z.number().min(0).max(1) }).optional(),
});

export interface AssessmentRequest {
  token: unknown;
  action: RecaptchaAction;
  userAgent?: string | null;
  userIpAddress?: string | null;
}

export interface AssessmentDeps {
  settings: RecaptchaSettings | null;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export async function assessToken({ token, action, userAgent, userIpAddress }: AssessmentRequest, { settings, fetch: send = fetch, log = console.error }: AssessmentDeps): Promise<RecaptchaVerdict> {
  if (!settings) return { ok: true, assessed: false };
  if (typeof token !== 'string' || token.trim() === '' || token.length > 10_000) return { ok: false, reason: 'missing' };

  const url = `${settings.apiHost}/v1/projects/${encodeURIComponent(settings.projectId)}/assessments?key=${encodeURIComponent(settings.apiKey)}`;
  const event = {
    token,
    siteKey: settings.siteKey,
    expectedAction: action,
    ...(userAgent ? { userAgent } : {}),
    ...(userIpAddress && userIpAddress !== 'unknown' ? { userIpAddress } : {}),
  };
  const failOpen = (why: string): RecaptchaVerdict => {
    log(`reCAPTCHA assessment failed (${why}); the "${action}" submission goes through unchecked`);
    return { ok: true, assessed: false };
  };

  let response: Response;
  try {
    response = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event }),
      signal: AbortSignal.timeout(ASSESSMENT_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    return failOpen(error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'no answer');
  }
  if (!response.ok) return failOpen(`status ${response.status}`);
  const parsed = assessmentAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return failOpen('unreadable answer');

  const { tokenProperties, riskAnalysis } = parsed.data;
  if (!tokenProperties.valid) return { ok: false, reason: 'invalid' };
  if (tokenProperties.action !== action) return { ok: false, reason: 'action' };
  const score = riskAnalysis?.score ?? 0;
  if (score < RECAPTCHA_MIN_SCORE) return { ok: false, reason: 'score' };
  return { ok: true, assessed: true, score };
}
