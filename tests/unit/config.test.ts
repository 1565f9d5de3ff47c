import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertDeployableConfig, configProblems, expectedSecret, isEmbeddedAddress, isStartedEmbeddedBackend } from '@/lib/config';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('service hosts', () => {
  it('unset means the embedded backend; set and empty means the real service, not loopback', async () => {
    vi.stubEnv('ALGOLIA_HOST', undefined as unknown as string);
    vi.stubEnv('SANITY_API_HOST', '');
    vi.resetModules();
    const { serviceConfig, imageHosts } = await import('@/lib/config');
    expect(serviceConfig.algolia.host).toBe('http://127.0.0.1:4000');
    expect(serviceConfig.sanity.apiHost).toBe('');
    expect(imageHosts().map(String)).not.toContain('');
  });

  it('an empty content host is not the embedded one, so no default preview secret opens the route', async () => {
    vi.stubEnv('SANITY_API_HOST', '');
    vi.stubEnv('SANITY_PREVIEW_SECRET', '');
    const { previewSecret } = await import('@/lib/content/preview');
    expect(previewSecret()).toBeNull();
  });

  it('knows the embedded address', () => {
    expect(isEmbeddedAddress('http://127.0.0.1:4000')).toBe(true);
    expect(isEmbeddedAddress('http://localhost:4400')).toBe(true);
    expect(isEmbeddedAddress('')).toBe(false);
    expect(isEmbeddedAddress('https://abc.algolia.net')).toBe(false);
  });
});

describe('public default secrets', () => {
  const copiedExample = {
    SANITY_PREVIEW_SECRET: 'embedded-preview-secret',
    SANITY_REVALIDATE_SECRET: 'embedded-revalidate-secret',
    SANITY_READ_TOKEN: 'embedded-preview-token',
    ALGOLIA_SEARCH_KEY: 'embedded-search-key',
    ALGOLIA_TRADE_KEY: 'embedded-trade-key',
    COMMERCE_REVALIDATE_SECRET: 'embedded-commerce-revalidate-secret',
    SEARCH_REVALIDATE_SECRET: 'embedded-search-revalidate-secret',
  };

  it('are fine with the embedded backend (unset hosts or loopback)', () => {
    expect(configProblems(copiedExample)).toEqual([]);
    expect(configProblems({ ...copiedExample, SANITY_API_HOST: 'http://127.0.0.1:4000', ALGOLIA_HOST: 'http://localhost:4400' })).toEqual([]);
  });

  it('stop the shop against real services, naming each one', () => {
    const problems = configProblems({ ...copiedExample, SANITY_API_HOST: '', ALGOLIA_HOST: '', SPREE_API_URL: 'https://shop.example/api' });
    expect(problems).toHaveLength(7);
    expect(problems[0]).toMatch(/^SANITY_PREVIEW_SECRET is the embedded backend's public default/);
    expect(() => assertDeployableConfig({ SANITY_API_HOST: 'https://abc.api.sanity.io', SANITY_REVALIDATE_SECRET: 'embedded-revalidate-secret' })).toThrow(
      /refuses to start[\s\S]*SANITY_REVALIDATE_SECRET/,
    );
  });

  it('do not stop it when unset or replaced', () => {
    expect(configProblems({ SANITY_API_HOST: '', ALGOLIA_HOST: '' })).toEqual([]);
    expect(configProblems({ SANITY_API_HOST: '', SANITY_PREVIEW_SECRET: 'f3a9c1…a-real-one' })).toEqual([]);
  });
});

describe('a real service reached on loopback (issue 36)', () => {
  const realOnLoopback = { SPREE_API_URL: 'http://127.0.0.1:3000', SANITY_API_HOST: 'http://127.0.0.1:8080', ALGOLIA_HOST: 'http://localhost:7700' };

  it('never accepts the embedded backend\'s public secrets: only the backend our scripts started does', () => {
    for (const name of ['SANITY_PREVIEW_SECRET', 'SANITY_REVALIDATE_SECRET', 'COMMERCE_REVALIDATE_SECRET', 'SEARCH_REVALIDATE_SECRET']) {
      expect(expectedSecret(name, realOnLoopback)).toBeNull();
      // Another loopback port than the started backend's is not it either.
      expect(expectedSecret(name, { ...realOnLoopback, EMBEDDED_BACKEND_URL: 'http://127.0.0.1:4000' })).toBeNull();
    }
    const started = { SPREE_API_URL: 'http://127.0.0.1:4440', SANITY_API_HOST: 'http://127.0.0.1:4440', ALGOLIA_HOST: 'http://127.0.0.1:4440', EMBEDDED_BACKEND_URL: 'http://127.0.0.1:4440' };
    expect(expectedSecret('SANITY_PREVIEW_SECRET', started)).toBe('embedded-preview-secret');
    expect(expectedSecret('COMMERCE_REVALIDATE_SECRET', started)).toBe('embedded-commerce-revalidate-secret');
    expect(isStartedEmbeddedBackend('http://127.0.0.1:4440', { EMBEDDED_BACKEND_URL: 'not a url, http://127.0.0.1:4440' })).toBe(true);
    expect(isStartedEmbeddedBackend('https://shop.example', { EMBEDDED_BACKEND_URL: 'https://shop.example' })).toBe(false);
  });
});
