import { browserConsent } from './browser-consent';
import { COOKIES, cookieString } from '@/lib/cookies';

/** Spec §9 e-mail opt-in cookie (172,800 s) after a newsletter sign-up; a marketing cookie, so only with that consent. */
export function markEmailOptIn(): void {
  if (!browserConsent()?.marketing) return;
  document.cookie = cookieString(COOKIES.emailOptIn, '1', window.location.protocol === 'https:');
}
