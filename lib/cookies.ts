/** Cookie names and lifetimes of spec §9, in one place. */
const DAY = 86_400;

/** auth_token, auth_token_data and guest_cart_token: 400 days, path /, secure on https. */
export const AUTH_COOKIE = 'auth_token';
export const AUTH_DATA_COOKIE = 'auth_token_data';
export const GUEST_CART_COOKIE = 'guest_cart_token';
export const SESSION_COOKIE_MAX_AGE = 34_560_000;

/** hp=consumer sets the homepage variant for one day. */
export const HOMEPAGE_VARIANT_COOKIE = 'hp';
export const HOMEPAGE_VARIANT_MAX_AGE = DAY;

export const CLICK_ID_COOKIE = 'gclid';
export const CLICK_ID_MAX_AGE = DAY;
export const AUDIENCE_HINT_MAX_AGE = DAY;
export const EMAIL_OPT_IN_MAX_AGE = 2 * DAY;
/** Page-view counter for the newsletter sign-up layer, incremented on each page. */
export const SIGNUP_PAGE_VIEWS_COOKIE = '_signup_pvs';
/** Spec §9 registry hint: the token of the registry a guest is choosing a gift from (not a secret: the RegistryBar reads it). */
export const REGISTRY_HINT_COOKIE = 'registry_hint';
/**
 * Spec §9 trade hint (86400 s): a visitor who opened the trade application in the last day. Not a
 * secret and not httpOnly: the contact dialog offers the trade sales team and the sign-up layer stays
 * quiet (trade engagement, do not disturb) while it is set. It never grants anything.
 */
export const TRADE_HINT_COOKIE = 'trade_hint';

/**
 * Which cached variant of the pages the proxy serves (ADR 0012): `trade` for a trade account, set
 * and cleared by the server whenever it reads the account (GET /api/visitor). A hint, not a
 * credential: the trade variant holds no trade price, and every trade-only read checks the token.
 */
export const AUDIENCE_COOKIE = 'shop_audience';
