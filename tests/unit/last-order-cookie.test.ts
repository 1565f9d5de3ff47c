/** The last_order cookie (order number and token) is Secure when the shop is served on https. */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function optionsWith(siteUrl: string) {
  vi.stubEnv('SITE_URL', siteUrl);
  vi.resetModules();
  return (await import('../../lib/checkout/last-order')).LAST_ORDER_COOKIE_OPTIONS;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('last_order cookie options', () => {
  it('is Secure on https and httpOnly always', async () => {
    expect(await optionsWith('https://www.casamaestri.com')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' });
  });
  it('is not Secure on plain http (local runs)', async () => {
    expect((await optionsWith('http://localhost:3000')).secure).toBe(false);
  });
});
