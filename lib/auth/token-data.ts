/**
 * The auth_token_data cookie (spec §3 "Auth token data"): the access and refresh tokens and when
 * the access token expires. Pure functions, shared by the proxy, route handlers and server actions.
 */
import { z } from 'zod';

export interface TokenData {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch when the access token stops working. */
  expires_at: number;
}

/** What spree_oauth/token answers (Doorkeeper). */
export const oauthTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number(),
  created_at: z.number(),
});
export type OAuthToken = z.infer<typeof oauthTokenSchema>;

const tokenDataSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1), expires_at: z.number() });

export function toTokenData(token: OAuthToken): TokenData {
  return { access_token: token.access_token, refresh_token: token.refresh_token, expires_at: token.created_at + token.expires_in };
}

export function parseTokenData(raw: string | undefined): TokenData | null {
  if (!raw) return null;
  try {
    const parsed = tokenDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Refresh a minute early so a token does not expire between our check and the service's. */
const REFRESH_MARGIN_SECONDS = 60;

export function needsRefresh(data: TokenData, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return data.expires_at - REFRESH_MARGIN_SECONDS <= nowSeconds;
}

/** Cookie options of spec §9: 400 days, path /, httpOnly, SameSite=Lax, Secure on https. */
export function authCookieOptions(secure: boolean, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge };
}
