import { unstable_cache } from 'next/cache';

/** A page rendered while a service failed is rendered again this soon (it shows a fallback meanwhile). */
export const DEGRADED_PAGE_SECONDS = 30;

/**
 * An ISR page rendered while a service is down must not be kept for an hour: the shortest lifetime
 * of any cached read becomes the page's, so this read of nothing makes it be rendered again soon.
 * Outside a render (route handlers, actions) it is harmless.
 */
export async function shortenPageLifetime(): Promise<void> {
  await unstable_cache(async () => true, ['degraded-page'], { revalidate: DEGRADED_PAGE_SECONDS })().catch(() => {});
}
