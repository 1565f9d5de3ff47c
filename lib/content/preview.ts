/**
 * Preview mode (spec §4, §6): editors enter it through a secret-protected route, which turns on
 * Next's draftMode; pages then read drafts (perspective `drafts`), uncached and not indexed.
 */
import { timingSafeEqual } from 'node:crypto';
import { isEmbeddedAddress, serviceConfig } from '../config';

/** The embedded backend's default; set SANITY_PREVIEW_SECRET in production (the Studio's preview URL carries it). */
const DEFAULT_PREVIEW_SECRET = 'embedded-preview-secret';

/**
 * A shared secret from the environment. The public default serves only the embedded content
 * service on this machine: against a real content service an unset secret closes the route.
 */
export function sharedSecret(value: string | undefined, embeddedDefault: string): string | null {
  if (value) return value;
  return isEmbeddedAddress(serviceConfig.sanity.apiHost) ? embeddedDefault : null;
}

export function previewSecret(): string | null {
  return sharedSecret(process.env.SANITY_PREVIEW_SECRET, DEFAULT_PREVIEW_SECRET);
}

/** Constant-time comparison of a shared secret; nothing matches a missing one. */
export function secretMatches(given: string | null | undefined, expected: string | null): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const NO_STORE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;
