/**
 * Recent searches, kept on the device (spec §2) in a cookie. The search page is shared by every
 * visitor, so the browser reads it after load (its column is placed so that nothing moves on desktop).
 */
import { COOKIES } from '../cookies';
export const RECENT_SEARCHES_COOKIE = COOKIES.recentSearches.name;
const RECENT_SEARCHES_LIMIT = 6;
export const RECENT_SEARCHES_MAX_AGE_DAYS = COOKIES.recentSearches.maxAge / 86_400;

/** The cookie's value → at most six distinct, non-empty terms, newest first. Anything else → []. */
export function parseRecentSearches(value: string | undefined | null): string[] {
  if (!value) return [];
  try {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list)) return [];
    const terms = list.filter((t): t is string => typeof t === 'string').map((t) => t.trim().slice(0, 80)).filter(Boolean);
    return [...new Set(terms)].slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

/** Puts `term` first (once, case-insensitively), keeping the newest six. */
export function addRecentSearch(list: string[], term: string): string[] {
  const clean = term.trim().slice(0, 80);
  if (!clean) return list;
  return [clean, ...list.filter((t) => t.toLowerCase() !== clean.toLowerCase())].slice(0, RECENT_SEARCHES_LIMIT);
}
