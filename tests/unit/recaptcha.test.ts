import { describe, expect, it, vi } from 'vitest';
import { assessToken, RECAPTCHA_MIN_SCORE } from '@/lib/recaptcha/assess';
import { RECAPTCHA_ACTIONS } from '@/lib/recaptcha/actions';
import { configProblems, RECAPTCHA_GOOGLE_API, recaptchaSettings, type RecaptchaSettings } from '@/lib/config';
import { securityHeaders } from '@/lib/security/csp';
import { createRecaptchaService, EMBEDDED_RECAPTCHA, scoreToken } from '@/backend/recaptcha';

const embedded: RecaptchaSettings = { ...EMBEDDED_RECAPTCHA, apiHost: 'http://127.0.0.1:4000' };

/** The embedded backend's assessments answered in-process, recording what the storefront sent. */
function embeddedService() {
  const app = createRecaptchaService().app;
  const sent: { url: string; body: { event: Record<string, unknown> } }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return app.fetch(new Request(String(url), { method: init?.method, headers: init?.headers, body: init?.body }));
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

const token = (action: string, verdict = 'human') => `embedded-recaptcha.${action}.${verdict}.3f2a`;

describe('reCAPTCHA assessment', () => {
  it('is off without keys: nothing is asked and every submission goes through', async () => {
    const { fetch, sent } = embeddedService();
    expect(await assessToken({ token: undefined, action: 'contact' }, { settings: null, fetch })).toEqual({ ok: true, assessed: false });
    expect(sent).toHaveLength(0);
    expect(recaptchaSettings({})).toBeNull();
    expect(recaptchaSettings({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_PROJECT_ID: 'p' })).toBeNull(); // all three or nothing
  });

  it('creates an assessment with Google\'s REST protocol and passes a person\'s token for its action', async () => {
    const { fetch, sent } = embeddedService();
    const verdict = await assessToken(
      { token: token('signup'), action: RECAPTCHA_ACTIONS.signUp, userAgent: 'Mozilla/5.0', userIpAddress: '203.0.113.9' },
      { settings: embedded, fetch },
    );
    expect(verdict).toEqual({ ok: true, assessed: true, score: 0.9 });
    expect(sent[0].url).toBe('http://127.0.0.1:4000/v1/projects/casamaestri/assessments?key=embedded-recaptcha-api-key');
    expect(sent[0].body).toEqual({
      event: { token: token('signup'), siteKey: 'embedded-recaptcha-site-key', expectedAction: 'signup', userAgent: 'Mozilla/5.0', userIpAddress: '203.0.113.9' },
    });
  });

  it('refuses a low score, a token for another action, an invalid token and no token', async () => {
    const { fetch } = embeddedService();
    const settings = embedded;
    expect(await assessToken({ token: token('contact', 'low'), action: 'contact' }, { settings, fetch })).toEqual({ ok: false, reason: 'score' });
    expect(await assessToken({ token: token('newsletter'), action: 'contact' }, { settings, fetch })).toEqual({ ok: false, reason: 'action' });
    expect(await assessToken({ token: token('contact', 'expired'), action: 'contact' }, { settings, fetch })).toEqual({ ok: false, reason: 'invalid' });
    expect(await assessToken({ token: 'forged', action: 'contact' }, { settings, fetch })).toEqual({ ok: false, reason: 'invalid' });
    for (const missing of [undefined, '', '   ', 42]) {
      expect(await assessToken({ token: missing, action: 'contact' }, { settings, fetch })).toEqual({ ok: false, reason: 'missing' });
    }
  });

  it('draws the line at RECAPTCHA_MIN_SCORE', async () => {
    const answer = (score: number) =>
      (async () => Response.json({ tokenProperties: { valid: true, action: 'contact' }, riskAnalysis: { score } })) as unknown as typeof fetch;
    expect(RECAPTCHA_MIN_SCORE).toBe(0.5);
    expect((await assessToken({ token: 't', action: 'contact' }, { settings: embedded, fetch: answer(0.5) })).ok).toBe(true);
    expect(await assessToken({ token: 't', action: 'contact' }, { settings: embedded, fetch: answer(0.49) })).toEqual({ ok: false, reason: 'score' });
  });

  it('fails open, and says so in the log, when the service fails (no answer, time-out, error status, unreadable answer, our own wrong key)', async () => {
    const failures: Record<string, typeof fetch> = {
      'no answer': (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      'no answer in time': (async () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      }) as unknown as typeof fetch,
      'status 503': (async () => new Response('unavailable', { status: 503 })) as unknown as typeof fetch,
      'unreadable answer': (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch,
      'status 400': embeddedService().fetch, // with a wrong API key below
    };
    for (const [why, fetch] of Object.entries(failures)) {
      const log = vi.fn();
      const settings = why === 'status 400' ? { ...embedded, apiKey: 'not-the-key' } : embedded;
      expect(await assessToken({ token: token('contact'), action: 'contact' }, { settings, fetch, log }), why).toEqual({ ok: true, assessed: false });
      expect(log).toHaveBeenCalledWith(`reCAPTCHA assessment failed (${why}); the "contact" submission goes through unchecked`);
    }
  });
});

describe('the embedded assessment service', () => {
  it('scores deterministically from the token', () => {
    expect(scoreToken(token('contact'), EMBEDDED_RECAPTCHA.siteKey)).toMatchObject({ valid: true, action: 'contact', score: 0.9 });
    expect(scoreToken(token('contact', 'low'), EMBEDDED_RECAPTCHA.siteKey)).toMatchObject({ valid: true, score: 0.1 });
    expect(scoreToken(token('contact'), 'another-site-key')).toMatchObject({ valid: false, invalidReason: 'MALFORMED' });
  });

  it('answers a wrong project as Google does', async () => {
    const response = await createRecaptchaService().app.fetch(
      new Request('http://x/v1/projects/other/assessments?key=embedded-recaptcha-api-key', { method: 'POST', body: JSON.stringify({ event: { token: 't', siteKey: 's' } }) }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
  });
});

describe('reCAPTCHA configuration', () => {
  const keys = { RECAPTCHA_SITE_KEY: 'embedded-recaptcha-site-key', RECAPTCHA_PROJECT_ID: 'casamaestri', RECAPTCHA_API_KEY: 'embedded-recaptcha-api-key' };

  it('talks to Google unless another host is named', () => {
    expect(recaptchaSettings(keys)?.apiHost).toBe(RECAPTCHA_GOOGLE_API);
    expect(recaptchaSettings({ ...keys, RECAPTCHA_API_HOST: 'http://127.0.0.1:4400/' })?.apiHost).toBe('http://127.0.0.1:4400');
  });

  it('allows the embedded test keys only against the embedded backend on loopback', () => {
    expect(configProblems({ ...keys, RECAPTCHA_API_HOST: 'http://127.0.0.1:4400' })).toEqual([]);
    const problems = configProblems(keys); // host unset: Google's
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/RECAPTCHA_SITE_KEY is the embedded backend's public default[\s\S]*RECAPTCHA_API_KEY/);
    expect(configProblems({ ...keys, RECAPTCHA_SITE_KEY: 'real-site-key', RECAPTCHA_API_KEY: 'real-api-key' })).toEqual([]);
  });

  it('opens the Content-Security-Policy to Google\'s reCAPTCHA paths only when it is on', () => {
    const policy = (recaptcha: boolean) =>
      securityHeaders({ commerceUrl: 'http://127.0.0.1:4000', imageHosts: [], recaptcha }).find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(policy(false)).not.toContain('google');
    expect(policy(true)).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(policy(true)).toMatch(/frame-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/recaptcha\.google\.com\/recaptcha\//);
    expect(policy(true)).not.toMatch(/https:\/\/www\.google\.com(?!\/recaptcha\/)/);
  });
});
