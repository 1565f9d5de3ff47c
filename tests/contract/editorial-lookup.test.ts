import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLocale } from '@/lib/i18n/locales';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
let productsById: typeof import('@/lib/search/lookup').productsById;

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 60 });
  const { serviceConfig } = await import('@/lib/config');
  (serviceConfig.algolia as { host: string }).host = backend.url;
  // The search client is made when the module loads: after the host is set.
  ({ productsById } = await import('@/lib/search/lookup'));
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

describe('editorial lookup by ids against the search service (spec §7)', () => {
  it('answers the catalogue card’s lite products in the editor’s order, with what Add to bag needs and no trade price', async () => {
    const products = await productsById(parseLocale('it-it'), ['12', 'nope', '3', '12']);
    expect([...products.keys()]).toEqual(['12', '3']);
    const product = products.get('12')!;
    expect(product.price).toBeGreaterThan(0);
    expect(product.permalink).toMatch(/^\/products\//);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.variantId).toEqual(expect.any(String));
    expect(Array.isArray(product.excludedCountries)).toBe(true);
    expect(product.tradePrice).toBeNull();
  });

  it('never reads a trade price: the pages that show these cards are cached for every visitor', async () => {
    const products = await productsById(parseLocale('en-us'), ['12', '3']);
    expect(products.size).toBe(2);
    expect([...products.values()].every((p) => p.tradePrice === null)).toBe(true);
  });
});
