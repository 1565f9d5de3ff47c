import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { AUTH_COOKIE } from './cookies';
import { commerce } from './commerce/client';

/** What the storefront needs to know of the signed-in shopper on the server. */
export interface SessionAccount {
  email: string;
  isTrade: boolean;
  tradeStatus: 'pending' | 'approved' | null;
}

/**
 * The account behind the httpOnly `auth_token` cookie, once per request; null for guests and for
 * tokens the commerce service refuses. Trade-only data is shown only when `isTrade` comes from here.
 */
/**
 * The signed-in shopper's access token from the httpOnly cookie, for server code that calls the
 * commerce service on their behalf (cart, checkout, account, wishlists); null for guests.
 */
export const bearerToken = cache(async (): Promise<string | null> => (await cookies()).get(AUTH_COOKIE)?.value ?? null);

export const currentAccount = cache(async (): Promise<SessionAccount | null> => {
  const token = await bearerToken();
  if (!token) return null;
  const result = await commerce.account.accountInfo({ bearer_token: token });
  if (result.isFail()) return null;
  const attributes = (result.success().data.attributes ?? {}) as Record<string, unknown>;
  return {
    email: String(attributes.email ?? ''),
    isTrade: attributes.is_trade === true,
    tradeStatus: attributes.trade_status === 'pending' || attributes.trade_status === 'approved' ? attributes.trade_status : null,
  };
});
