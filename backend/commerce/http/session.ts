/**
 * Who is asking: the user of a valid bearer token (401 when it has expired; an unknown token counts
 * as a guest, as in Spree), the guest order token, and the locale and currency of the request.
 */
import type { Context } from 'hono';
import { isLanguage, type Language } from '../../shared/languages';
import type { Currency } from '../../shared/countries';
import { lookupBearer } from '../auth/tokens';
import type { CommerceContext } from '../context';
import { findUser, type UserRow } from '../domain/users';
import { isCurrency } from '../money';
import { ApiError, forbidden } from './errors';
import { str, type Params } from './params';

export interface Session {
  user: UserRow | null;
  /** The bearer's token row (to keep the caller signed in when other sessions are revoked). */
  tokenId: number | null;
  orderToken: string | null;
}

export function readSession(c: Context, ctx: CommerceContext, params: Params): Session {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  let user: UserRow | null = null;
  let tokenId: number | null = null;
  if (match) {
    const found = lookupBearer(ctx, match[1]);
    if (found.kind === 'expired') throw new ApiError(401, 'The access token expired');
    if (found.kind === 'valid') {
      user = findUser(ctx.db, found.userId) ?? null;
      tokenId = user ? found.tokenId : null;
    }
  }
  const orderToken = c.req.header('x-spree-order-token') ?? str(params.order_token) ?? null;
  return { user, tokenId, orderToken };
}

export function requireUser(session: Session): UserRow {
  if (!session.user) throw forbidden();
  return session.user;
}

/** `locale` as 'it' or 'it-it'; falls back to English. */
export function localeOf(params: Params): Language {
  const raw = (str(params.locale) ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(raw) ? raw : 'en';
}

export function currencyOf(params: Params, fallback: Currency = 'USD'): Currency {
  const raw = (str(params.currency) ?? '').toUpperCase();
  return isCurrency(raw) ? raw : fallback;
}
