/* No `server-only` here: the proxy (middleware) refreshes tokens with these calls too. */
import { serviceConfig } from '../config';
import { NO_RESPONSE } from '../commerce/errors';
import { oauthTokenSchema, type OAuthToken } from './token-data';
import { WRITE_WAIT_MS } from '../services/upstream';

/**
 * spree_oauth/token and /revoke (spec §7 "Authentication") with plain fetch, so the proxy can use
 * them too. A refused grant is 'refused' (clear the cookies); no reply is 'no-response' (keep them,
 * spec §4 and §8: a failed refresh clears the tokens, not on no-response errors).
 */
export type GrantResult = { ok: true; token: OAuthToken } | { ok: false; reason: 'refused' | 'no-response'; message: string };

/** A grant is a write (lib/services/upstream.ts): a paused service makes sign-in answer within 5 s. */
async function grant(body: Record<string, string>, timeoutMs = WRITE_WAIT_MS): Promise<GrantResult> {
  let response: Response;
  try {
    response = await fetch(new URL('/spree_oauth/token', serviceConfig.spree.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, reason: 'no-response', message: NO_RESPONSE };
  }
  if (response.status >= 500) return { ok: false, reason: 'no-response', message: `HTTP ${response.status}` };
  const parsed = oauthTokenSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) return { ok: false, reason: 'refused', message: 'invalid_grant' };
  return { ok: true, token: parsed.data };
}

export function passwordGrant(username: string, password: string): Promise<GrantResult> {
  return grant({ grant_type: 'password', username, password });
}

/** A refresh waits `timeoutMs` at most (a navigation is held while it runs); no answer is 'no-response'. */
export function refreshGrant(refreshToken: string, timeoutMs?: number): Promise<GrantResult> {
  return grant({ grant_type: 'refresh_token', refresh_token: refreshToken }, timeoutMs);
}

/** Revokes the pair a token belongs to; best effort (sign-out clears the cookies whatever happens). */
export async function revokeToken(token: string): Promise<void> {
  try {
    await fetch(new URL('/spree_oauth/revoke', serviceConfig.spree.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    // The cookies go anyway; an unrevoked token expires on its own.
  }
}
