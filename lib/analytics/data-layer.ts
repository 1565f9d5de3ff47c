/**
 * The analytics data layer (spec §7): events built by lib/analytics/events.ts are pushed to
 * `window.dataLayer`, where the tag manager (loaded only after consent, lib/analytics/gtm.ts) reads
 * them. Pushing never sends anything anywhere: before consent the array just holds them.
 */
import type { AnalyticsEvent } from './events';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  // GA4: clear the previous e-commerce object, so one event's items never leak into the next.
  if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ ...event });
}
