/**
 * Preview mode (spec §4, §6): editors enter it through a secret-protected route, which turns on
 * Next's draftMode; pages then read drafts (perspective `drafts`), uncached and not indexed.
 */
import { timingSafeEqual } from 'node:crypto';

/** The embedded backend's default; set SANITY_PREVIEW_SECRET in production (the Studio's preview URL carries it). */
export const DEFAULT_PREVIEW_SECRET = 'embedded-preview-secret';

export function previewSecret(): string {
  return process.env.SANITY_PREVIEW_SECRET || DEFAULT_PREVIEW_SECRET;
}

/** Constant-time comparison of a shared secret. */
export function secretMatches(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only paths of this shop are redirect targets (never `//host` or `https://…`: no open redirect). */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

export const NO_STORE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;
