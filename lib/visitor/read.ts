import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
import { cookies } from 'next/headers';
import { isSecureRequest } from '@/lib/auth/cookies';
import { accountNoticeFor } from '@/lib/account/notice';
import { cartSummary } from '@/lib/cart/count';
import { AUDIENCE_COOKIE, SESSION_COOKIE_MAX_AGE } from '@/lib/cookies';
import { parseLocale } from '@/lib/i18n/locales';
import { sessionAccount } from '@/lib/session';
import { analyticsUserId } from './user-id';
import type { Visitor } from './visitor';

/**
 * The visitor behind the request's httpOnly cookies, for the page in `locale`. It also keeps the
 * audience cookie true to the account, so the proxy serves a trade account the trade pages and
 * everyone else the consumer pages (a signed-out trade user included).
 */
export async function readVisitor(locale: Locale): Promise<Visitor> {
  const { language, country } = parseLocale(locale);
  const [read, bag] = await Promise.all([sessionAccount(), cartSummary(locale)]);
  const account = read.kind === 'account' ? read.account : null;

  const jar = await cookies();
  const tradeCookie = jar.get(AUDIENCE_COOKIE)?.value === 'trade';
  // An account the service could not read keeps what the cookies say: still signed in, same audience.
  const trade = read.kind === 'unread' ? tradeCookie : (account?.isTrade ?? false);
  const audienceChanged = tradeCookie !== trade;
  if (audienceChanged) {
    const options = { path: '/', sameSite: 'lax' as const, httpOnly: true, secure: await isSecureRequest() };
    if (trade) jar.set(AUDIENCE_COOKIE, 'trade', { ...options, maxAge: SESSION_COOKIE_MAX_AGE });
    else jar.set(AUDIENCE_COOKIE, '', { ...options, maxAge: 0 });
  }

  return {
    signedIn: read.kind !== 'guest',
    trade,
    hasRegistry: account?.hasWeddingRegistry ?? false,
    bagCount: bag.count,
    cartTotal: bag.total,
    userId: account ? analyticsUserId(account.id) : null,
    notice: accountNoticeFor(account, country.currency),
    sync: {
      country: account !== null && account.shippingCountry !== country.isocode,
      language: account !== null && account.language !== language,
    },
    audienceChanged,
  };
}
