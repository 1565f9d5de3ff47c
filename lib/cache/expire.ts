import { revalidateTag } from 'next/cache';
import { after } from 'next/server';

/**
 * How long after a change its tags are expired a second time. A page that was already regenerating
 * when the change was announced read the old data before it, but is stored after it, so the cache
 * takes it for fresh and keeps the old price or text for a whole lifetime. Expiring once more when
 * any such render has finished makes the next visitor's request render it again with the new data.
 */
export const EXPIRE_AGAIN_AFTER_MS = 10_000;

/**
 * Expires the cached reads and pages under `tags`, stale while revalidating: the next visitor gets
 * the page as it was while it renders afresh, and keeps getting it if a service fails meanwhile
 * (issue 18); the visitor after sees the change. Call it from a route handler.
 */
export function expireTags(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, 'max');
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, EXPIRE_AGAIN_AFTER_MS));
    for (const tag of tags) revalidateTag(tag, 'max');
  });
}
