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

/**
 * For code on every page's first load (the bag button, add to bag): the event builders are fetched
 * with the first event, so they never weigh on the first load.
 */
export function trackLazily(build: (events: typeof import('./events')) => AnalyticsEvent | null): void {
  void import('./events').then((events) => {
    const event = build(events);
    if (event) track(event);
  });
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  // GA4: clear the previous e-commerce object, so one event's items never leak into the next.
  if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ ...event });
}

/**
 * Google Consent Mode: the `gtag('consent', 'default' | 'update', state)` command (an `arguments`
 * object, the form the tag manager reads), plus a plain event for containers and tests that read
 * events. The default carries the spec §9 wait_for_update of 500 ms.
 */
export function pushConsent(kind: 'default' | 'update', state: Record<string, string>, waitForUpdateMs?: number): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  const command = { ...state, ...(kind === 'default' && waitForUpdateMs !== undefined ? { wait_for_update: waitForUpdateMs } : {}) };
  gtag('consent', kind, command);
  window.dataLayer.push({ event: `consent_${kind}`, ...command });
}

/** Whether the consent default was pushed on this page already (the banner does it as it mounts). */
export function consentDefaultPushed(): boolean {
  return (window.dataLayer ?? []).some((entry) => entry.event === 'consent_default');
}

function gtag(..._args: unknown[]): void {
  // The tag manager reads gtag commands as Arguments objects, not arrays.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer!.push(arguments as unknown as Record<string, unknown>);
}
