import { describe, expect, it } from 'vitest';
import { COOKIES, STORAGE, cookieString, readCookie } from '@/lib/cookies';

describe('cookies and storage of spec §9', () => {
  it('every cookie has the lifetime the spec (or the shop, where the spec is silent) gives it', () => {
    const lifetimes = Object.fromEntries(Object.values(COOKIES).map((c) => [c.name, c.maxAge]));
    expect(lifetimes).toEqual({
      auth_token: 34_560_000,
      auth_token_data: 34_560_000,
      guest_cart_token: 34_560_000,
      hp: 86_400,
      gclid: 86_400,
      registry_hint: 86_400,
      trade_hint: 86_400,
      cm_email_opt_in: 172_800,
      _signup_pvs: 31_536_000,
      cm_vid: 34_128_000,
      cm_repeat_user: 86_400,
      cm_professional: 86_400,
      cm_user_segment: 86_400,
      shop_audience: 34_560_000,
      cm_consent: 31_536_000,
      cm_recent_searches: 31_536_000,
      auth_refresh_refused: 2_592_000,
    });
  });

  it('the click id and the e-mail opt-in are marketing cookies, the audience ones analytics: none before consent', () => {
    expect(COOKIES.clickId.purpose).toBe('marketing');
    expect(COOKIES.emailOptIn.purpose).toBe('marketing');
    for (const c of [COOKIES.visitorId, COOKIES.repeatUser, COOKIES.professional, COOKIES.userSegment]) expect(c.purpose).toBe('analytics');
    expect(STORAGE.consumerSession).toMatchObject({ storage: 'session', purpose: 'analytics' });
  });

  it('the browser-storage keys are distinct', () => {
    const keys = Object.values(STORAGE).map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([
      'cm_consumer_session',
      'cm_signup_layer_views',
      'cm_trade_dnd',
      'cm_newsletter_subscribed',
      'cm_signup_layer_dismissed',
      'cm_accessibility',
      'cm_recently_viewed',
      'casamaestri:open-authentication',
    ]);
  });

  it('writes a cookie with its max-age and reads it back', () => {
    expect(cookieString(COOKIES.clickId, 'Cj0KCQ abc', true)).toBe('gclid=Cj0KCQ%20abc; path=/; samesite=lax; max-age=86400; secure');
    expect(cookieString(COOKIES.emailOptIn, '1', false)).toBe('cm_email_opt_in=1; path=/; samesite=lax; max-age=172800');
    expect(readCookie('a=1; gclid=Cj0KCQ%20abc; b=2', COOKIES.clickId)).toBe('Cj0KCQ abc');
    expect(readCookie('a=1', COOKIES.clickId)).toBeNull();
  });
});
