/**
 * The embedded stand-in for reCAPTCHA Enterprise's REST API (the assessments the storefront creates,
 * lib/recaptcha/assess.ts), deterministic so tests can play a person or a bot offline:
 *
 *   POST /v1/projects/{project}/assessments?key={apiKey}   body {"event": {token, siteKey, expectedAction, …}}
 *
 * Keys: project `casamaestri`, API key `embedded-recaptcha-api-key`, site key
 * `embedded-recaptcha-site-key` (public test keys; the storefront refuses to start with them against
 * Google, lib/config.ts). A token made by the stand-in browser script (./browser.ts),
 * `embedded-recaptcha.<action>.<verdict>.<nonce>`, is valid for its action and scores 0.9, or 0.1 when
 * its verdict contains "low"; "expired" makes it invalid (EXPIRED); anything else is MALFORMED.
 * Errors have Google's shape: {"error": {code, message, status}}.
 */
import { Hono } from 'hono';
import type { Service } from '../contracts';
import { EMBEDDED_RECAPTCHA_SCRIPT, EMBEDDED_TOKEN_PREFIX } from './browser';

export const EMBEDDED_RECAPTCHA = {
  projectId: 'casamaestri',
  apiKey: 'embedded-recaptcha-api-key',
  siteKey: 'embedded-recaptcha-site-key',
} as const;

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

export function scoreToken(token: string, siteKey: string): { valid: boolean; invalidReason: string; action: string; score: number } {
  const [prefix, action = '', verdict] = token.split('.');
  if (prefix !== EMBEDDED_TOKEN_PREFIX || !action || !verdict || siteKey !== EMBEDDED_RECAPTCHA.siteKey) {
    return { valid: false, invalidReason: 'MALFORMED', action: '', score: 0 };
  }
  if (verdict.includes('expired')) return { valid: false, invalidReason: 'EXPIRED', action: '', score: 0 };
  return { valid: true, invalidReason: 'INVALID_REASON_UNSPECIFIED', action, score: verdict.includes('low') ? 0.1 : 0.9 };
}

export function createRecaptchaService(): Service {
  const app = new Hono();
  let counter = 0;

  app.get('/recaptcha/enterprise.js', (c) => c.body(EMBEDDED_RECAPTCHA_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));

  app.post('/v1/projects/:project/assessments', async (c) => {
    if (c.req.query('key') !== EMBEDDED_RECAPTCHA.apiKey) {
      return c.json(googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'), 400);
    }
    const project = c.req.param('project');
    if (project !== EMBEDDED_RECAPTCHA.projectId) {
      return c.json(googleError(403, 'PERMISSION_DENIED', `Permission denied on resource project ${project}.`), 403);
    }
    const body = (await c.req.json().catch(() => null)) as { event?: Record<string, unknown> } | null;
    const event = body?.event;
    if (!event || typeof event !== 'object' || typeof event.token !== 'string' || typeof event.siteKey !== 'string') {
      return c.json(googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.'), 400);
    }
    const verdict = scoreToken(event.token, event.siteKey);
    counter += 1;
    return c.json({
      name: `projects/${project}/assessments/embedded-${Date.now().toString(36)}-${counter}`,
      event: { ...event, hashedAccountId: '', express: false },
      riskAnalysis: { score: verdict.score, reasons: verdict.score < 0.5 ? ['AUTOMATION'] : [], extendedVerdictReasons: [] },
      tokenProperties: {
        valid: verdict.valid,
        invalidReason: verdict.invalidReason,
        hostname: 'localhost',
        androidPackageName: '',
        iosBundleId: '',
        action: verdict.action,
        createTime: new Date().toISOString(),
      },
    });
  });

  return { app };
}
