import { STORAGE } from '@/lib/cookies';

/**
 * When the newsletter sign-up layer appears: from the visitor's second page view (counted in the
 * `_signup_pvs` cookie, spec §9), never again once dismissed or signed up, never over an open panel,
 * never in the checkout, where it would stand between a shopper and their order, and not for a day
 * after a visitor opened the trade application (trade hint).
 */
export const SHOW_FROM_PAGE_VIEW = 2;
export const LAYER_DELAY_MS = 4_000;
export const DISMISSED_KEY = STORAGE.signupLayerDismissed.key;
export const SUBSCRIBED_KEY = STORAGE.newsletterOptIn.key;

interface LayerState {
  pageViews: number;
  dismissed: boolean;
  subscribed: boolean;
  panelOpen: boolean;
  /** The cookie banner is still waiting for a choice: one thing at a time. */
  consentPending: boolean;
  /** The path without its locale prefix. */
  pathname: string;
  /** The trade hint cookie (spec §9): a visitor busy with a trade application is not interrupted for a day. */
  tradeHint?: boolean;
}

export function shouldShowLayer({ pageViews, dismissed, subscribed, panelOpen, consentPending, pathname, tradeHint = false }: LayerState): boolean {
  const inCheckout = pathname === '/checkout' || pathname.startsWith('/checkout/');
  return pageViews >= SHOW_FROM_PAGE_VIEW && !dismissed && !subscribed && !panelOpen && !consentPending && !inCheckout && !tradeHint;
}

/** The next value of the page-view counter from the cookie's current text. */
export function nextPageViews(current: string | undefined): number {
  const n = Number.parseInt(current ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n + 1 : 1;
}
