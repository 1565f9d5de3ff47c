/** The trade hint cookie (spec §9, one day), read and written in the browser only. */
import { AUDIENCE_HINT_MAX_AGE, TRADE_HINT_COOKIE } from '../cookies';

const PATTERN = new RegExp(`(?:^|;\\s*)${TRADE_HINT_COOKIE}=1(?:;|$)`);

export function hasTradeHint(cookieText: string): boolean {
  return PATTERN.test(cookieText);
}

export function setTradeHint(): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${TRADE_HINT_COOKIE}=1; path=/; max-age=${AUDIENCE_HINT_MAX_AGE}; samesite=lax${secure}`;
}
