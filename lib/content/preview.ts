/**
 * Preview mode (spec §4, §6): editors enter it through a secret-protected route, which turns on
 * Next's draftMode; pages then read drafts (perspective `drafts`), uncached and not indexed.
 */
import { timingSafeEqual } from 'node:crypto';
import { expectedSecret } from '../config';

/**
 * SANITY_PREVIEW_SECRET (the Studio's preview URL carries it); its public default opens the route
 * only while the content service is the embedded backend on this machine (lib/config.ts).
 */
export function previewSecret(): string | null {
  return expectedSecret('SANITY_PREVIEW_SECRET');
}

/** Constant-time comparison of a shared secret; nothing matches a missing one. */
export function secretMatches(given: string | null | undefined, expected: string | null): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const NO_STORE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;
