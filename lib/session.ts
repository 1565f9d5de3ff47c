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
export const currentAccount = cache(async (): Promise<SessionAccount | null> => {
  const token = (await cookies()).get(AUTH_COOKIE)?.value;
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
