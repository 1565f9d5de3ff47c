/**
 * The analytics data layer (spec §7): events are pushed to `window.dataLayer`, where the tag manager
 * (loaded after consent) reads them. Pushing works before the tag manager arrives; it drains the queue.
 */
export type AnalyticsEvent =
  | { event: 'cart_viewed'; cartTotal?: string; currencyCode?: string }
  | { event: 'add_to_cart'; productId: string; price: string; currencyCode: string; quantity: number }
  | { event: 'remove_from_cart'; productId: string; price: string; currencyCode: string; quantity: number }
  | { event: 'page_view'; country: string; currencyCode: string; isTrade: boolean; userId?: string };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event });
}
