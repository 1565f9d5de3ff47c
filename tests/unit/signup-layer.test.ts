import { describe, expect, it } from 'vitest';
import { SHOW_FROM_PAGE_VIEW, nextPageViews, shouldShowLayer } from '@/lib/newsletter/layer-rules';

describe('newsletter sign-up layer rules', () => {
  it('counts page views from the cookie, recovering from a missing or broken value', () => {
    expect(nextPageViews(undefined)).toBe(1);
    expect(nextPageViews('1')).toBe(2);
    expect(nextPageViews('41')).toBe(42);
    expect(nextPageViews('banana')).toBe(1);
    expect(nextPageViews('-3')).toBe(1);
  });

  it('shows from the second page view unless dismissed, subscribed, a panel is open, consent is pending or in the checkout', () => {
    const base = { pageViews: SHOW_FROM_PAGE_VIEW, dismissed: false, subscribed: false, panelOpen: false, consentPending: false, pathname: '/products/lido' };
    expect(shouldShowLayer({ ...base, pageViews: 1 })).toBe(false);
    expect(shouldShowLayer(base)).toBe(true);
    expect(shouldShowLayer({ ...base, dismissed: true })).toBe(false);
    expect(shouldShowLayer({ ...base, subscribed: true })).toBe(false);
    expect(shouldShowLayer({ ...base, panelOpen: true })).toBe(false);
    expect(shouldShowLayer({ ...base, consentPending: true })).toBe(false);
    expect(shouldShowLayer({ ...base, pathname: '/checkout' })).toBe(false);
    expect(shouldShowLayer({ ...base, pathname: '/checkout/cart' })).toBe(false);
    expect(shouldShowLayer({ ...base, pathname: '/checkouts-of-the-world' })).toBe(true);
  });
});
