import 'server-only';
import { cache } from 'react';
import { readTokenData, refreshedAccessToken } from './auth/cookies';
import { needsRefresh } from './auth/token-data';
import { commerce } from './commerce/client';

/** What the storefront needs to know of the signed-in shopper on the server (spec §3 user). */
export interface SessionAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isTrade: boolean;
  tradeStatus: 'pending' | 'approved' | null;
  hasWeddingRegistry: boolean;
  /** In the currency the account was read in (the store default unless asked otherwise). */
  storeCredits: number;
  /** Available store credit by currency, e.g. { USD: 250 }: the shell reads the page's currency from it. */
  storeCreditsByCurrency: Partial<Record<string, number>>;
  completedOrders: number;
  /** ISO 3166-1 alpha-2, upper case; null until the shopper picks one. */
  shippingCountry: string | null;
  /** The last language used, e.g. 'it'. */
  language: string | null;
  commercialCommunication: boolean;
  personalizedCommunication: boolean;
}

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

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function creditsByCurrency(value: unknown): Partial<Record<string, number>> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .map(([currency, amount]) => [currency.toUpperCase(), Number(amount)] as const)
      .filter(([, amount]) => Number.isFinite(amount)),
  );
}

/** Maps the account resource's attributes to the spec §3 user. */
export function toSessionAccount(id: string, attributes: Record<string, unknown>): SessionAccount {
  return {
    id,
    email: str(attributes.email),
    firstName: str(attributes.first_name),
    lastName: str(attributes.last_name),
    isTrade: attributes.is_trade === true,
    tradeStatus: attributes.trade_status === 'pending' || attributes.trade_status === 'approved' ? attributes.trade_status : null,
    hasWeddingRegistry: attributes.has_wedding_registry === true,
    storeCredits: Number(attributes.store_credits ?? 0) || 0,
    storeCreditsByCurrency: creditsByCurrency(attributes.store_credits_by_currency),
    completedOrders: Number(attributes.completed_orders ?? 0) || 0,
    shippingCountry: str(attributes.shipping_country).toUpperCase() || null,
    language: str(attributes.language ?? attributes.selected_locale) || null,
    commercialCommunication: attributes.commercial_communication === true,
    personalizedCommunication: attributes.personalized_communication === true,
  };
}

/**
 * The account behind the httpOnly `auth_token` cookie, once per request; null for guests and for
 * tokens the commerce service refuses. Trade-only data is shown only when `isTrade` comes from here.
 */
export const currentAccount = cache(async (): Promise<SessionAccount | null> => {
  const token = await bearerToken();
  if (!token) return null;
  const result = await commerce.account.accountInfo({ bearer_token: token });
  if (result.isFail()) return null;
  const data = result.success().data;
  return toSessionAccount(String(data.id), (data.attributes ?? {}) as Record<string, unknown>);
});
