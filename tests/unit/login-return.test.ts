import { describe, expect, it } from 'vitest';
import { loginReturnPath, OPEN_AUTHENTICATION_KEY, takeOpenAuthentication } from '@/lib/account/login-return';

const origin = 'https://shop.example';

describe('/login: the page the panel opens over', () => {
  it('is the referring page of this shop, with its query and hash', () => {
    expect(loginReturnPath(`${origin}/it-it/products/lido?x=1#tabs`, origin, '/it-it')).toBe('/it-it/products/lido?x=1#tabs');
    expect(loginReturnPath(`${origin}/`, origin, '/de-de')).toBe('/');
  });

  it('is the home page otherwise: no referrer, another site, a malformed one, or /login itself', () => {
    expect(loginReturnPath('', origin, '/fr-fr')).toBe('/fr-fr');
    expect(loginReturnPath('https://evil.example/products/lido', origin, '/')).toBe('/');
    expect(loginReturnPath('https://shop.example.evil.example/x', origin, '/')).toBe('/');
    expect(loginReturnPath('not a url', origin, '/')).toBe('/');
    expect(loginReturnPath(`${origin}/login`, origin, '/')).toBe('/');
    expect(loginReturnPath(`${origin}/it-it/login/`, origin, '/it-it')).toBe('/it-it');
  });
});

describe('the hand-over to a page loaded in full', () => {
  const storage = (value: string | null) => {
    const map = new Map<string, string>(value === null ? [] : [[OPEN_AUTHENTICATION_KEY, value]]);
    return { getItem: (k: string) => map.get(k) ?? null, removeItem: (k: string) => void map.delete(k), map };
  };

  it('opens the panel once, when set moments ago', () => {
    const s = storage('1000');
    expect(takeOpenAuthentication(s, 1500)).toBe(true);
    expect(s.map.size).toBe(0);
    expect(takeOpenAuthentication(s, 1600)).toBe(false);
  });

  it('is ignored when stale or malformed, and cleared all the same', () => {
    const stale = storage('1000');
    expect(takeOpenAuthentication(stale, 1000 + 60_000)).toBe(false);
    expect(stale.map.size).toBe(0);
    expect(takeOpenAuthentication(storage('soon'), 5)).toBe(false);
    expect(takeOpenAuthentication(storage(null), 5)).toBe(false);
  });
});
