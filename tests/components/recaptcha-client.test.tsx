import { afterEach, describe, expect, it, vi } from 'vitest';
import { recaptchaToken, resetRecaptchaForTests, warmRecaptcha } from '@/lib/recaptcha/client';

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
const config = (siteKey: string | null) => vi.fn(async () => Response.json({ siteKey }));

afterEach(() => {
  resetRecaptchaForTests();
  document.head.innerHTML = '';
  delete window.grecaptcha;
  vi.unstubAllGlobals();
});

describe('reCAPTCHA in the browser', () => {
  it('loads nothing and sends no token when the shop has no key', async () => {
    const fetch = config(null);
    vi.stubGlobal('fetch', fetch);
    warmRecaptcha();
    expect(await recaptchaToken('contact')).toBeUndefined();
    expect(scripts()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1); // asked once per page, not per submission
    await recaptchaToken('contact');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads Google\'s script with the site key on first touch, once, and returns a token for the action', async () => {
    vi.stubGlobal('fetch', config('site-key-1'));
    warmRecaptcha();
    await vi.waitFor(() => expect(scripts()).toEqual(['https://www.google.com/recaptcha/enterprise.js?render=site-key-1']));
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    window.grecaptcha = { enterprise: { ready: (callback) => callback(), execute } };
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    expect(await recaptchaToken('signup')).toBe('token-for-signup');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'signup' });
    warmRecaptcha();
    expect(scripts()).toHaveLength(1);
  });

  it('sends an empty token when the script cannot load (the server then refuses), and tries again next time', async () => {
    vi.stubGlobal('fetch', config('site-key-1'));
    const first = recaptchaToken('newsletter');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(await first).toBe('');
    const second = recaptchaToken('newsletter');
    await vi.waitFor(() => expect(scripts()).toHaveLength(2));
    window.grecaptcha = { enterprise: { ready: (callback) => callback(), execute: async () => 'late-token' } };
    document.head.querySelectorAll('script')[1].dispatchEvent(new Event('load'));
    expect(await second).toBe('late-token');
  });

  it('uses a grecaptcha already on the page (the browser tests\' stand-in) without loading a script', async () => {
    vi.stubGlobal('fetch', config('embedded-recaptcha-site-key'));
    window.grecaptcha = { enterprise: { ready: (callback) => callback(), execute: async (_k, { action }) => `embedded-recaptcha.${action}.human.1` } };
    expect(await recaptchaToken('product_request')).toBe('embedded-recaptcha.product_request.human.1');
    expect(scripts()).toEqual([]);
  });
});
