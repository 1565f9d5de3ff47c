/**
 * OAuth2 tokens as Doorkeeper issues them for Spree: opaque access and refresh tokens (stored
 * hashed), access tokens that expire, refresh that rotates (the old pair is revoked), and revoke.
 *
 * Refresh-token reuse within a grace (REFRESH_REUSE_GRACE_SECONDS): a client whose refresh answer
 * was lost (it stopped waiting while this service stalled) asks again with the same refresh token and
 * gets the same new pair, so a slow moment never signs a shopper out. The new pair is kept in this
 * process's memory only for the grace (the database holds hashes only), and only while it has not
 * itself been revoked or rotated; after the grace the old token is refused as before.
 */
import type { CommerceContext } from '../context';
import { randomToken, sha256 } from './passwords';

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  created_at: number;
}

interface TokenRow {
  id: number;
  user_id: number;
  created_at: number;
  expires_in: number;
  revoked_at: number | null;
}

export type BearerLookup = { kind: 'valid'; userId: number; tokenId: number } | { kind: 'expired' } | { kind: 'unknown' };

const seconds = (ctx: CommerceContext) => Math.floor(ctx.config.now() / 1000);

/** How long a rotated refresh token still answers the pair it was exchanged for (the storefront mirrors it: lib/security/limits.ts). */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

/** Per database: the pair each refresh token was exchanged for, by the old token's hash, until the grace ends. */
const rotations = new WeakMap<object, Map<string, { token: IssuedToken; until: number }>>();

function rotationsOf(ctx: CommerceContext) {
  let map = rotations.get(ctx.db);
  if (!map) rotations.set(ctx.db, (map = new Map()));
  const now = ctx.config.now();
  for (const [hash, entry] of map) if (entry.until <= now) map.delete(hash);
  return map;
}

export function issueToken(ctx: CommerceContext, userId: number): IssuedToken {
  const access = randomToken(32);
  const refresh = randomToken(32);
  const createdAt = seconds(ctx);
  ctx.db.prepare(`INSERT INTO oauth_tokens (user_id, access_token_hash, refresh_token_hash, created_at, expires_in)
    VALUES (?, ?, ?, ?, ?)`).run(userId, sha256(access), sha256(refresh), createdAt, ctx.config.accessTokenTtl);
  return { access_token: access, token_type: 'Bearer', expires_in: ctx.config.accessTokenTtl, refresh_token: refresh, created_at: createdAt };
}

export function lookupBearer(ctx: CommerceContext, accessToken: string): BearerLookup {
  const row = ctx.db.prepare('SELECT id, user_id, created_at, expires_in, revoked_at FROM oauth_tokens WHERE access_token_hash = ?')
    .get(sha256(accessToken)) as TokenRow | undefined;
  if (!row || row.revoked_at !== null) return { kind: 'unknown' };
  if (row.created_at + row.expires_in <= seconds(ctx)) return { kind: 'expired' };
  return { kind: 'valid', userId: row.user_id, tokenId: row.id };
}

/**
 * Exchanges a refresh token for a new pair and revokes the old one; null if unknown or revoked. The
 * same token presented again within the grace gets the same pair, while that pair is still live.
 */
export function refreshToken(ctx: CommerceContext, refresh: string): IssuedToken | null {
  const hash = sha256(refresh);
  const recent = rotationsOf(ctx);
  return ctx.db.transaction(() => {
    const row = ctx.db.prepare('SELECT id, user_id, revoked_at FROM oauth_tokens WHERE refresh_token_hash = ?')
      .get(hash) as TokenRow | undefined;
    if (!row) return null;
    if (row.revoked_at !== null) {
      const reused = recent.get(hash);
      const live = reused
        ? ctx.db.prepare('SELECT id FROM oauth_tokens WHERE refresh_token_hash = ? AND revoked_at IS NULL').get(sha256(reused.token.refresh_token))
        : undefined;
      return live && reused ? reused.token : null;
    }
    ctx.db.prepare('UPDATE oauth_tokens SET revoked_at = ? WHERE id = ?').run(seconds(ctx), row.id);
    const token = issueToken(ctx, row.user_id);
    recent.set(hash, { token, until: ctx.config.now() + REFRESH_REUSE_GRACE_SECONDS * 1000 });
    return token;
  })();
}

/** Revokes the token pair that either token belongs to (RFC 7009: unknown tokens are not an error). */
export function revokeToken(ctx: CommerceContext, token: string): void {
  const hash = sha256(token);
  rotationsOf(ctx).delete(hash); // a signed-out old token gets no pair back within the grace either
  ctx.db.prepare('UPDATE oauth_tokens SET revoked_at = ? WHERE (access_token_hash = ? OR refresh_token_hash = ?) AND revoked_at IS NULL')
    .run(seconds(ctx), hash, hash);
}

/**
 * Signs out every other session of a user (after a password change): their access and refresh tokens
 * are revoked, so a stolen token stops working at once; `keepTokenId` (the caller's own) survives.
 */
export function revokeOtherTokens(ctx: CommerceContext, userId: number, keepTokenId: number | null): void {
  ctx.db.prepare('UPDATE oauth_tokens SET revoked_at = ? WHERE user_id = ? AND id IS NOT ? AND revoked_at IS NULL')
    .run(seconds(ctx), userId, keepTokenId);
}
