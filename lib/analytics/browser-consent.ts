/**
 * The visitor's consent as the browser reads it (the `cm_consent` cookie the banner writes), without
 * js-cookie, for the measurement code that runs on every page.
 */
import { CONSENT_COOKIE, parseConsent, type Consent } from '@/lib/consent';
import { readCookie } from '@/lib/cookies';

export function browserConsent(): Consent | null {
  if (typeof document === 'undefined') return null;
  return parseConsent(readCookie(document.cookie, { name: CONSENT_COOKIE }) ?? undefined);
}
