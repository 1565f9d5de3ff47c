import 'server-only';
import { cache } from 'react';
import { readTokenData, refreshedAccessToken } from './auth/cookies';
import { needsRefresh } from './auth/token-data';
import { reshapeAccount } from './commerce/account';
import { commerce } from './commerce/client';
import { settle } from './commerce/result';
import { isServiceFailure } from './commerce/errors';
import type { SessionAccount } from './model/account';

/**
 * The signed-in shopper's access token from the httpOnly cookie, for server code that calls the
 * commerce service on their behalf (cart, checkout, account, wishlists); null for guests. An expired
 * token is refreshed (spec §4, lib/auth/refresh.ts): a refusal clears the auth cookies unless it may
 * be a parallel request's rotation, no reply keeps them.
 */
export const bearerToken = cache(async (): Promise<string | null> => {
  const data = await readTokenData();
  if (!data) return null;
  if (!data.refresh_token || !needsRefresh(data)) return data.access_token;
  return refreshedAccessToken(data);
});

/**
 * What the commerce service says of a token (issue 36): `guest` without one or for one it refuses;
 * `unread` when it gave no answer or failed — the shopper is still signed in (the cookies say so),
 * only the account cannot be shown now, so no page may offer "Log in" or drop the trade audience
 * for it; otherwise the account.
 */
export type AccountRead = { kind: 'guest' } | { kind: 'unread' } | { kind: 'account'; account: SessionAccount };

export async function readAccount(token: string | null, currency?: string): Promise<AccountRead> {
  if (!token) return { kind: 'guest' };
  const result = settle(await commerce.account.accountInfo({ bearer_token: token, ...(currency ? { currency } : {}) }), reshapeAccount);
  if (result.success) return { kind: 'account', account: result.data };
  return isServiceFailure(result.error) ? { kind: 'unread' } : { kind: 'guest' };
}

/** The request's `readAccount`, once per request. */
export const sessionAccount = cache(async (): Promise<AccountRead> => readAccount(await bearerToken()));

/**
 * The account behind the httpOnly `auth_token` cookie, once per request; null for guests, for
 * tokens the commerce service refuses and when it cannot be read (`sessionAccount` tells these
 * apart). Trade-only data is shown only when `isTrade` comes from here.
 */
export const currentAccount = cache(async (): Promise<SessionAccount | null> => {
  const read = await sessionAccount();
  return read.kind === 'account' ? read.account : null;
});
