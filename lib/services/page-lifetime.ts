import { unstable_cache } from 'next/cache';
import { CACHE_KEYS, CACHE_SECONDS } from '../cache/tags';

/**
 * An ISR page rendered while a service is down must not be kept for an hour: the shortest lifetime
 * of any cached read becomes the page's, so this read of nothing makes it be rendered again soon.
 * Outside a render (route handlers, actions) it is harmless.
 */
export async function shortenPageLifetime(): Promise<void> {
  await unstable_cache(async () => true, [CACHE_KEYS.degradedPage], { revalidate: CACHE_SECONDS.degradedPage })().catch(() => {});
}
