/**
 * The storefront's own commerce client (lib/commerce) against the embedded Spree API: the official
 * SDK with our fetcher, and the mappers that turn JSON:API into the spec §3 product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, type Client } from '@spree/storefront-api-v2-sdk';
import { createFetchFetcher } from '@/lib/commerce/fetcher';
import { fetchProduct } from '@/lib/commerce/products';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
let client: Client;
let anyProduct: { id: string; slug: string; localized: Record<string, string> };

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 120 });
  client = makeClient({ host: backend.url, createFetcher: createFetchFetcher() });
  const list = await client.products.list({ per_page: 1 });
  const first = (list.success() as unknown as { data: { id: string; attributes: { slug: string; localized_slugs: Record<string, string> } }[] }).data[0];
  anyProduct = { id: first.id, slug: first.attributes.slug, localized: first.attributes.localized_slugs };
});

afterAll(() => backend.stop());

describe('lib/commerce against the embedded Spree API', () => {
  it('maps a product with its images, properties and artisan, in the locale currency', async () => {
    const result = await fetchProduct(client, anyProduct.id, { locale: 'it-it' });
    if (!result.success) throw new Error(result.error.summary);
    const { product, canonicalSlug } = result.data;
    expect(product.id).toBe(anyProduct.id);
    expect(product.currency).toBe('EUR');
    expect(product.price).toMatch(/^\d+\.\d{2}$/);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.images.every((image) => image.alt.length <= 150)).toBe(true);
    expect(product.artisan).toMatchObject({ name: expect.any(String), slug: expect.any(String) });
    expect(product.properties.length).toBeGreaterThan(0);
    expect(product.breadcrumbs[0].url).toMatch(/^\/categories\//);
    expect(canonicalSlug).toBe(anyProduct.localized.it);
  });

  it('never carries a trade price for a guest', async () => {
    const result = await fetchProduct(client, anyProduct.id, { locale: 'en-us' });
    if (!result.success) throw new Error(result.error.summary);
    expect(result.data.product.currency).toBe('USD');
    expect(result.data.product.tradePrice).toBeNull();
  });

  it('finds a product by another language slug and reports the canonical one', async () => {
    const result = await fetchProduct(client, anyProduct.localized.en, { locale: 'de-de' });
    if (!result.success) throw new Error(result.error.summary);
    expect(result.data.canonicalSlug).toBe(anyProduct.localized.de);
    expect(result.data.product.id).toBe(anyProduct.id);
  });

  it('turns an unknown product into a 404 failure with Spree summary', async () => {
    const result = await fetchProduct(client, 'no-such-piece', { locale: 'en-us' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatchObject({ kind: 'basic', status: 404 });
  });
});
