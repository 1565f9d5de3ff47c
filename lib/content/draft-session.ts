/**
 * Preview sessions that end. Next's draft-mode cookie (`__prerender_bypass`) holds one value for the
 * whole build: whoever once had it (an editor who left, a shared screenshot of the cookie jar) kept
 * preview until the next deployment, and nothing could revoke it. The preview routes therefore set
 * a second, httpOnly cookie beside it: an expiry and a random nonce signed with the preview secret
 * (HMAC-SHA-256). The proxy believes the draft-mode cookie only with a valid, unexpired companion;
 * otherwise it drops it from the request (pages render published content) and expires it in the
 * browser. Changing SANITY_PREVIEW_SECRET ends every preview session at once.
 * Web Crypto only: the proxy, route handlers and tests share it.
 */
import { DRAFT_SESSION_MAX_AGE_SECONDS } from '../security/limits';

export const DRAFT_SESSION_COOKIE = 'cm_draft_session';

const encoder = new TextEncoder();

async function sign(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new session value: `<expiry seconds>.<nonce>.<mac>`. */
export async function newDraftSession(secret: string, now = Date.now(), maxAgeSeconds = DRAFT_SESSION_MAX_AGE_SECONDS): Promise<string> {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const payload = `${Math.floor(now / 1000) + maxAgeSeconds}.${nonce}`;
  return `${payload}.${await sign(secret, payload)}`;
}

/** True for a value this secret signed that has not expired. */
export async function isValidDraftSession(value: string | undefined, secret: string | null, now = Date.now()): Promise<boolean> {
  if (!value || !secret) return false;
  const [expiry, nonce, mac, ...rest] = value.split('.');
  if (rest.length > 0 || !/^\d{1,12}$/.test(expiry ?? '') || !/^[0-9a-f]{32}$/.test(nonce ?? '') || !/^[0-9a-f]{64}$/.test(mac ?? '')) return false;
  if (Number(expiry) * 1000 <= now) return false;
  const expected = await sign(secret, `${expiry}.${nonce}`);
  let diff = 0;
  for (let i = 0; i < expected.length; i += 1) diff |= expected.charCodeAt(i) ^ mac.charCodeAt(i);
  return diff === 0;
}

/** The companion cookie's attributes: those Next gives the draft-mode cookie, with an end. */
export function draftSessionCookieOptions(maxAgeSeconds = DRAFT_SESSION_MAX_AGE_SECONDS) {
  const development = process.env.NODE_ENV === 'development';
  return { httpOnly: true, sameSite: development ? ('lax' as const) : ('none' as const), secure: !development, path: '/', maxAge: maxAgeSeconds };
}
