/**
 * Cookie consent: necessary cookies always; analytics and marketing only with the visitor's consent,
 * kept for a year in the `cm_consent` cookie. The data layer gets Google's consent-mode signals, with
 * the spec §9 wait_for_update of 500 ms for the default state.
 */
import { COOKIES } from './cookies';
export const CONSENT_COOKIE = COOKIES.consent.name;
export const CONSENT_MAX_AGE_DAYS = COOKIES.consent.maxAge / 86_400;
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
/** Dispatched on window once the visitor has made a choice, for extras that wait for the banner to go. */
export const CONSENT_DECIDED_EVENT = 'cm:consent-decided';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
  /** When the choice was made (ISO date), so a later policy change can ask again. */
  decidedAt: string;
}

export function parseConsent(value: string | undefined): Consent | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<Consent>;
    if (typeof parsed.analytics !== 'boolean' || typeof parsed.marketing !== 'boolean' || typeof parsed.decidedAt !== 'string') return null;
    return { analytics: parsed.analytics, marketing: parsed.marketing, decidedAt: parsed.decidedAt };
  } catch {
    return null;
  }
}

export function serializeConsent(consent: Consent): string {
  return JSON.stringify(consent);
}

type Signal = 'granted' | 'denied';
const signal = (granted: boolean): Signal => (granted ? 'granted' : 'denied');

/** Consent-mode state for the data layer: everything optional denied until the visitor decides. */
export function consentModeState(consent: Consent | null) {
  return {
    analytics_storage: signal(consent?.analytics ?? false),
    ad_storage: signal(consent?.marketing ?? false),
    ad_user_data: signal(consent?.marketing ?? false),
    ad_personalization: signal(consent?.marketing ?? false),
  };
}
