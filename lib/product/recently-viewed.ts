/**
 * Recently viewed products (spec §2 product tab): only ids, kept on the device, newest first; the
 * cards are looked up through search by ids (§7), so prices are always the current ones.
 */
import { STORAGE } from '../cookies';
export const RECENTLY_VIEWED_KEY = STORAGE.recentlyViewed.key;
export const RECENTLY_VIEWED_LIMIT = 12;

/** Ids stored by an earlier visit; anything that is not a list of strings counts as none. */
export function parseRecentlyViewed(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '').slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The list after viewing `id`: moved to the front, without duplicates, at most the limit. */
export function withViewed(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** Reads and updates the device's list, returning what to show: the others, newest first. */
export function recordView(storage: Pick<Storage, 'getItem' | 'setItem'>, id: string): string[] {
  let previous: string[] = [];
  try {
    previous = parseRecentlyViewed(storage.getItem(RECENTLY_VIEWED_KEY));
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(previous, id)));
  } catch {
    // Storage can be full or refused (private mode): the tab then shows nothing, the page still works.
  }
  return previous.filter((other) => other !== id);
}
