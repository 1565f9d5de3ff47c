/**
 * Every cookie and browser-storage key the shop writes (spec §9), with its lifetime and the consent
 * it needs, in one place. Names the spec gives are used as given (`gclid`, `_signup_pvs`, `hp`,
 * auth_token…); where it says "names not shown" the shop's own `cm_` names are chosen here.
 *
 * Consent: `necessary` cookies work the shop (session, bag, the visitor's own choices); `analytics`
 * and `marketing` ones are written only after the visitor agreed to that purpose (lib/consent.ts).
 */
const DAY = 86_400;

export type ConsentPurpose = 'necessary' | 'analytics' | 'marketing';

export interface CookieDefinition {
  name: string;
  /** Seconds; null = a browser-session cookie. */
  maxAge: number | null;
  purpose: ConsentPurpose;
  /** Written by the server and unreadable by scripts. */
  httpOnly: boolean;
}

export interface StorageDefinition {
  key: string;
  storage: 'local' | 'session';
  purpose: ConsentPurpose;
}

const cookie = <M extends number | null>(name: string, maxAge: M, purpose: ConsentPurpose, httpOnly = false): CookieDefinition & { maxAge: M } => ({ name, maxAge, purpose, httpOnly });

export const COOKIES = {
  /** Spec §9: auth_token, auth_token_data and guest_cart_token, 34,560,000 s (400 days), path /, secure on https. */
  auth: cookie('auth_token', 34_560_000, 'necessary', true),
  authData: cookie('auth_token_data', 34_560_000, 'necessary', true),
  guestCart: cookie('guest_cart_token', 34_560_000, 'necessary', true),
  /** Spec §9: hp=consumer keeps the consumer homepage for one day. */
  homepageVariant: cookie('hp', DAY, 'necessary'),
  /** Spec §9: the ad click id from the `gclid` parameter, 86,400 s. An advertising identifier: marketing consent. */
  clickId: cookie('gclid', DAY, 'marketing'),
  /** Spec §9 registry hint, 86,400 s: the registry a guest is choosing a gift from. */
  registryHint: cookie('registry_hint', DAY, 'necessary'),
  /** Spec §9 trade hint, 86,400 s: the visitor opened the trade application (the sign-up layer stays quiet). */
  tradeHint: cookie('trade_hint', DAY, 'necessary'),
  /** Spec §9 e-mail opt-in, 172,800 s: after a newsletter sign-up, or when the audience check finds the visitor opted in. */
  emailOptIn: cookie('cm_email_opt_in', 2 * DAY, 'marketing'),
  /** Spec §9 `_signup_pvs`: page views counted for the newsletter sign-up layer (a year). */
  signupPageViews: cookie('_signup_pvs', 365 * DAY, 'necessary'),
  /** The visitor id the customer-data service knows the browser by (spec §7); 13 months, the usual ceiling for an analytics id. */
  visitorId: cookie('cm_vid', 395 * DAY, 'analytics', true),
  /** Spec §7 audience results, one day like the spec's other hints: a returning visitor… */
  repeatUser: cookie('cm_repeat_user', DAY, 'analytics'),
  /** …and a professional by the customer-data service's records (drives the trade invitation). */
  professional: cookie('cm_professional', DAY, 'analytics'),
  /** Spec §9 user segment: guest, consumer, trade or wedding, for the data layer (one day). */
  userSegment: cookie('cm_user_segment', DAY, 'analytics'),
  /** ADR 0012: which cached variant the proxy serves (`trade`), 400 days, set from the account. */
  audience: cookie('shop_audience', 34_560_000, 'necessary', true),
  /** The visitor's cookie choices themselves (lib/consent.ts), kept a year. */
  consent: cookie('cm_consent', 365 * DAY, 'necessary'),
  /** The search field's recent searches (lib/catalogue/recent-searches.ts), kept a year. */
  recentSearches: cookie('cm_recent_searches', 365 * DAY, 'necessary'),
  /** ADR 0007: the commerce service refused this session's refresh once (lib/auth/refresh.ts); 30 days. */
  refreshRefused: cookie('auth_refresh_refused', 30 * DAY, 'necessary', true),
} as const satisfies Record<string, CookieDefinition>;

export const STORAGE = {
  /** Spec §9 consumer session: the audience check runs once per browser session. */
  consumerSession: { key: 'cm_consumer_session', storage: 'session', purpose: 'analytics' },
  /** Spec §9 sign-up view count: how often the newsletter sign-up layer was shown. */
  signupViews: { key: 'cm_signup_layer_views', storage: 'local', purpose: 'necessary' },
  /** Spec §9 trade engagement do-not-disturb: the visitor dismissed the trade invitation, for good. */
  tradeDoNotDisturb: { key: 'cm_trade_dnd', storage: 'local', purpose: 'necessary' },
  /** Spec §9 newsletter opt-in segment: signed up from this browser (the layer never shows again). */
  newsletterOptIn: { key: 'cm_newsletter_subscribed', storage: 'local', purpose: 'necessary' },
  /** The newsletter sign-up layer was dismissed (it never shows again). */
  signupLayerDismissed: { key: 'cm_signup_layer_dismissed', storage: 'local', purpose: 'necessary' },
  /** The accessibility widget's display preferences (lib/accessibility.ts). */
  accessibility: { key: 'cm_accessibility', storage: 'local', purpose: 'necessary' },
  /** Ids of the products this device viewed, for the product page's tab (lib/product/recently-viewed.ts). */
  recentlyViewed: { key: 'cm_recently_viewed', storage: 'local', purpose: 'necessary' },
  /** "Open the authentication panel on the next page this tab loads", set by /login (lib/account/login-return.ts). */
  openAuthentication: { key: 'casamaestri:open-authentication', storage: 'session', purpose: 'necessary' },
} as const satisfies Record<string, StorageDefinition>;

/** Short names of the definitions above, for the callers that read or write one cookie by name. */
export const AUTH_COOKIE = COOKIES.auth.name;
export const AUTH_DATA_COOKIE = COOKIES.authData.name;
export const GUEST_CART_COOKIE = COOKIES.guestCart.name;
export const SESSION_COOKIE_MAX_AGE = COOKIES.auth.maxAge;
export const HOMEPAGE_VARIANT_COOKIE = COOKIES.homepageVariant.name;
export const HOMEPAGE_VARIANT_MAX_AGE = COOKIES.homepageVariant.maxAge;
export const AUDIENCE_HINT_MAX_AGE = COOKIES.tradeHint.maxAge;
export const SIGNUP_PAGE_VIEWS_COOKIE = COOKIES.signupPageViews.name;
export const REGISTRY_HINT_COOKIE = COOKIES.registryHint.name;
export const TRADE_HINT_COOKIE = COOKIES.tradeHint.name;
/**
 * Which cached variant of the pages the proxy serves (ADR 0012): `trade` for a trade account, set
 * and cleared by the server whenever it reads the account (GET /api/visitor). A hint, not a
 * credential: the trade variant holds no trade price, and every trade-only read checks the token.
 */
export const AUDIENCE_COOKIE = COOKIES.audience.name;

/** A browser-writable cookie's `document.cookie` text (never for httpOnly ones, which the server sets). */
export function cookieString(definition: CookieDefinition, value: string, secure: boolean): string {
  const parts = [`${definition.name}=${encodeURIComponent(value)}`, 'path=/', 'samesite=lax'];
  if (definition.maxAge !== null) parts.push(`max-age=${definition.maxAge}`);
  if (secure) parts.push('secure');
  return parts.join('; ');
}

/** A cookie's value from `document.cookie` text, or null. */
export function readCookie(cookieText: string, definition: Pick<CookieDefinition, 'name'>): string | null {
  for (const part of cookieText.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === definition.name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Options for writing a defined cookie from a route handler (`cookies().set(name, value, options)`). */
export function cookieOptions(definition: CookieDefinition, secure: boolean) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    httpOnly: definition.httpOnly,
    secure,
    ...(definition.maxAge !== null ? { maxAge: definition.maxAge } : {}),
  };
}
