/**
 * `/login` (spec §2: "the login button opens the authentication panel instead of navigating"): a
 * visit to the address itself shows the panel over the page the shopper came from — a page of this
 * shop, named by the browser's referrer — or over the home page. Pure, for the browser and tests.
 */
import { STORAGE } from '../cookies';

/** A path of the login route itself, in any locale (`/login`, `/it-it/login/`). */
const LOGIN_PATH = /^(\/[a-z]{2}-[a-z]{2})?\/login\/?$/;

/**
 * Where `/login` shows the panel: the referrer's path, query and hash when it is a page of this
 * origin (and not /login again), otherwise `home`. Never another origin: the answer is a path.
 */
export function loginReturnPath(referrer: string, origin: string, home: string): string {
  if (!referrer) return home;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return home;
  }
  if (url.origin !== origin || LOGIN_PATH.test(url.pathname)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Session-storage key: "open the authentication panel on the next page this tab loads". */
export const OPEN_AUTHENTICATION_KEY = STORAGE.openAuthentication.key;

/** How long the hand-over stays valid: a page that loads later was not reached from /login. */
const OPEN_AUTHENTICATION_TTL_MS = 30_000;

/** Reads and clears the hand-over; true when it was set within the TTL. */
export function takeOpenAuthentication(storage: Pick<Storage, 'getItem' | 'removeItem'>, now: number): boolean {
  const value = storage.getItem(OPEN_AUTHENTICATION_KEY);
  if (value === null) return false;
  storage.removeItem(OPEN_AUTHENTICATION_KEY);
  const at = Number(value);
  return Number.isFinite(at) && now - at >= 0 && now - at < OPEN_AUTHENTICATION_TTL_MS;
}
