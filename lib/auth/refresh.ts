/**
 * One token refresh per session at a time, and no sign-out when parallel requests race for it
 * (ADR 0007, "Refresh races"). Used by the proxy (pages) and by `bearerToken()` (route handlers and
 * server actions). No `server-only`: the proxy imports it.
 *
 * The commerce service rotates refresh tokens: the first refresh with R1 gets (A2, R2) and revokes
 * R1 and A1. A request sent at the same moment with the same cookie then has R1 refused. Clearing
 * the cookies on that refusal would sign the shopper out (the browser keeps the last Set-Cookie it
 * reads), so:
 *  1. Within one instance, concurrent and near-simultaneous refreshes of the same refresh token share
 *     one call and its result for REFRESH_GRACE_SECONDS: every answer carries the same new pair.
 *  2. Across instances (nothing shared), a refused refresh the shop has not seen refused before is
 *     taken for a lost race: the auth cookies are left alone, this one request goes on signed out,
 *     and a small `auth_refresh_refused` cookie remembers which refresh token was refused and when.
 *     The winning answer's new pair reaches the browser and the next request uses it.
 *  3. A refresh token refused again more than REFRESH_GRACE_SECONDS after that is revoked for real
 *     (signed out elsewhere, password changed): now the auth cookies are cleared (spec §4).
 *  4. No answer within REFRESH_TIMEOUT_MS: the cookies stay (spec §4) and the request goes on. The
 *     refresh itself is not abandoned: it runs on for REFRESH_BACKGROUND_TIMEOUT_MS, and a late answer
 *     (the service stalled, then rotated the tokens) is kept for the next request with the same old
 *     token, which gets the new pair. On another instance that next request retries with the old
 *     token, and the commerce service answers the same pair within its reuse grace
 *     (REFRESH_REUSE_GRACE_SECONDS, backend/commerce/auth/tokens.ts). A slow service never signs a
 *     shopper out (issue 36); a failure with no answer at all is shared for a few seconds.
 */
import { COOKIES } from '../cookies';
import { refreshGrant, type GrantResult } from './oauth';
import type { OAuthToken, TokenData } from './token-data';
import { REFRESH_REUSE_GRACE_SECONDS } from '../security/limits';

export const REFRESH_GRACE_SECONDS = 10;
/** A signed-in navigation never waits longer than this for the commerce service. */
export const REFRESH_TIMEOUT_MS = 2_000;
/** How long a refresh the navigation stopped waiting for still waits for its answer. */
export const REFRESH_BACKGROUND_TIMEOUT_MS = 15_000;
/** How long a "no answer" is remembered, so one page does not try again and again. */
const UNAVAILABLE_MEMO_SECONDS = 5;

export const REFUSED_COOKIE = COOKIES.refreshRefused.name;
/** Long enough to recognise the second refusal of a shopper who comes back days later. */
export const REFUSED_COOKIE_MAX_AGE = COOKIES.refreshRefused.maxAge;

export type RefreshDecision =
  | { kind: 'refreshed'; token: OAuthToken }
  /** No answer: keep the cookies, go on with what there is. */
  | { kind: 'unavailable' }
  /** Refused, probably because a parallel request rotated the token: leave the auth cookies, remember the refusal. */
  | { kind: 'superseded'; refusedCookie: string }
  /** Refused again after the grace window: clear the auth cookies. */
  | { kind: 'revoked' };

/** A short, one-way name for a refresh token (never the token itself in a second cookie or in memory keys). */
export async function fingerprint(refreshToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Memo = Map<string, { at: number; ttl: number; result: Promise<GrantResult> }>;

/** Shared by every bundle of this process (the proxy's and the app's), keyed by the fingerprint. */
function processMemo(): Memo {
  const key = Symbol.for('casamaestri.auth.refresh-memo');
  const holder = globalThis as unknown as Record<symbol, Memo | undefined>;
  holder[key] ??= new Map();
  return holder[key]!;
}

export interface RefreshOptions {
  now?: number;
  timeoutMs?: number;
  backgroundTimeoutMs?: number;
  memo?: Memo;
  grant?: (refreshToken: string, timeoutMs: number) => Promise<GrantResult>;
}

/** The refresh for this request's token data and `auth_refresh_refused` cookie; see the module comment. */
export async function refreshSession(data: TokenData, refusedCookie: string | undefined, options: RefreshOptions = {}): Promise<RefreshDecision> {
  const now = options.now ?? Date.now();
  const memo = options.memo ?? processMemo();
  const grant = options.grant ?? ((token: string, timeoutMs: number) => refreshGrant(token, timeoutMs));
  const id = await fingerprint(data.refresh_token);

  for (const [key, entry] of memo) if (entry.at + entry.ttl * 1000 <= now) memo.delete(key);
  let entry = memo.get(id);
  if (!entry) {
    const started: Memo extends Map<string, infer E> ? E : never = {
      at: now,
      // A new pair answers every request that still carries the old token, as long as the service would.
      ttl: REFRESH_REUSE_GRACE_SECONDS + Math.ceil((options.backgroundTimeoutMs ?? REFRESH_BACKGROUND_TIMEOUT_MS) / 1000),
      result: grant(data.refresh_token, options.backgroundTimeoutMs ?? REFRESH_BACKGROUND_TIMEOUT_MS),
    };
    void started.result.then((settled) => {
      if (settled.ok) return;
      if (settled.reason === 'no-response') {
        // Remembered a few seconds from when it failed, then the next request tries again.
        started.at = options.now ?? Date.now();
        started.ttl = UNAVAILABLE_MEMO_SECONDS;
      } else started.ttl = REFRESH_GRACE_SECONDS;
    });
    entry = started;
    memo.set(id, entry);
  }
  const result = await within(entry.result, options.timeoutMs ?? REFRESH_TIMEOUT_MS);

  if (result.ok) return { kind: 'refreshed', token: result.token };
  if (result.reason === 'no-response') return { kind: 'unavailable' };

  const [refusedId, refusedAt] = (refusedCookie ?? '').split('.');
  const seenAt = refusedId === id ? Number(refusedAt) : NaN;
  if (Number.isFinite(seenAt) && now - seenAt > REFRESH_GRACE_SECONDS * 1000) return { kind: 'revoked' };
  // First refusal (or still within the window): keep the first time seen, so the window cannot slide.
  return { kind: 'superseded', refusedCookie: Number.isFinite(seenAt) ? `${id}.${seenAt}` : `${id}.${now}` };
}

const NO_ANSWER_YET: GrantResult = { ok: false, reason: 'no-response', message: 'No answer within the wait of a navigation' };

/** The refresh's result if it comes within `ms`, else no-response (the refresh itself runs on). */
function within(result: Promise<GrantResult>, ms: number): Promise<GrantResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<GrantResult>((resolve) => {
    timer = setTimeout(() => resolve(NO_ANSWER_YET), ms);
  });
  return Promise.race([result, timeout]).finally(() => clearTimeout(timer));
}

/** For tests: forget what this process remembers. */
export function forgetRefreshes(): void {
  processMemo().clear();
}
