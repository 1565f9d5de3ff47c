import { describe, expect, it } from 'vitest';
import { makeFail, makeSuccess, type Client } from '@spree/storefront-api-v2-sdk';
import { listAllArtisans, listAllCategories, listAllProducts, productEntriesPage, type ProductEntriesPage } from '@/lib/commerce/sitemap';

/** Resources as the embedded commerce service lists them (backend/commerce/serializers/catalogue.ts). */
const product = (id: string, slug: string, italian: string) => ({
  id,
  type: 'product',
  attributes: {
    name: 'Lido sofa', slug, localized_slugs: { en: slug, it: italian }, sku: 'CM-1', variant_id: '101', updated_at: '2026-04-06T18:38:21.000Z',
    created_at: '2026-01-02T00:00:00.000Z', breadcrumbs: [{ name: 'Furniture', slug: 'furniture', url: '/categories/furniture' }, { name: 'Sofas', slug: 'sofas', url: '/categories/furniture/sofas' }],
  },
  relationships: { images: { data: [] } },
});
const taxon = { id: '3', type: 'taxon', attributes: { name: 'Divani', pretty_name: 'Divani', permalink: 'furniture/sofas', localized_permalink: 'arredamento/divani', localized_permalinks: { en: 'furniture/sofas', it: 'arredamento/divani' }, depth: 2 } };
const vendor = { id: '9', type: 'vendor', attributes: { name: 'Bottega Rinaldi', slug: 'bottega-rinaldi', city: 'Firenze', created_at: '2025-05-01T00:00:00.000Z' } };

/** A list answer of one page out of `pages`. */
const page = (data: unknown[], pages: number) => makeSuccess({ data, meta: { count: data.length, total_count: data.length * pages, total_pages: pages } });

function clientWith(lists: Partial<Record<'products' | 'taxons' | 'vendors', (options: { page: number; per_page: number; locale?: string }) => unknown>>): Client {
  return Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, { list: async (options: never) => list(options) }])) as unknown as Client;
}

describe('the catalogue as the sitemaps list it', () => {
  it('pages through every product, oldest first, in the largest pages with only what a sitemap reads, and reads its slugs, dates and categories', async () => {
    const asked: unknown[] = [];
    const client = clientWith({
      products: (options) => {
        asked.push(options);
        return options.page === 1 ? page([product('1', 'lido-sofa', 'divano-lido')], 2) : page([product('2', 'arco-table', 'tavolo-arco')], 2);
      },
    });
    const products = await listAllProducts(client);
    const sparse = { sort: 'created_at', fields: { product: 'slug,localized_slugs,updated_at,created_at,breadcrumbs' } };
    expect(asked).toEqual([{ page: 1, per_page: 500, ...sparse }, { page: 2, per_page: 500, ...sparse }]);
    expect(products).toEqual([
      { slug: 'lido-sofa', localizedSlugs: { en: 'lido-sofa', it: 'divano-lido' }, updatedAt: '2026-04-06T18:38:21.000Z', createdAt: '2026-01-02T00:00:00.000Z', categoryUrls: ['/categories/furniture', '/categories/furniture/sofas'] },
      expect.objectContaining({ slug: 'arco-table' }),
    ]);
  });

  it('reads categories and artisans in the language asked for, and what is missing as null', async () => {
    const locales: unknown[] = [];
    const client = clientWith({
      taxons: (options) => (locales.push(options.locale), page([taxon], 1)),
      vendors: (options) => (locales.push(options.locale), page([vendor, { id: '10', type: 'vendor', attributes: { name: '', slug: null } }], 1)),
    });
    expect(await listAllCategories(client, 'it')).toEqual([{ id: '3', name: 'Divani', permalink: 'furniture/sofas', localizedPermalinks: { en: 'furniture/sofas', it: 'arredamento/divani' } }]);
    expect(await listAllArtisans(client, 'it')).toEqual([
      { id: '9', name: 'Bottega Rinaldi', slug: 'bottega-rinaldi', updatedAt: null, createdAt: '2025-05-01T00:00:00.000Z' },
      { id: '10', name: null, slug: null, updatedAt: null, createdAt: null },
    ]);
    expect(locales).toEqual(['it', 'it']);
  });

  it('fails the whole list when a page stays unavailable, after asking it three times', async () => {
    const asked: number[] = [];
    const client = clientWith({ products: (options) => (asked.push(options.page), options.page === 1 ? page([product('1', 'lido-sofa', 'divano-lido')], 2) : makeFail(new Error('timeout'))) });
    await expect(listAllProducts(client)).rejects.toThrow('catalogue list unavailable: timeout');
    expect(asked).toEqual([1, 2, 2, 2]);
  });

  it('asks a page again when the service failed it once (a cold read past its timeout), and lists everything', async () => {
    const asked: number[] = [];
    const client = clientWith({
      products: (options) => {
        asked.push(options.page);
        if (options.page === 2 && asked.filter((p) => p === 2).length === 1) return makeFail(new Error('timeout'));
        return page([product(String(options.page), `piece-${options.page}`, `pezzo-${options.page}`)], 3);
      },
    });
    expect((await listAllProducts(client)).map((p) => p.slug)).toEqual(['piece-1', 'piece-2', 'piece-3']);
    expect(asked).toEqual([1, 2, 2, 3]);
  });

  it('reads its pages through the reader it is given (the sitemaps keep the reduced pages in the data cache), page by page up to the last', async () => {
    const asked: number[] = [];
    const client = clientWith({ products: (options) => (asked.push(options.page), page([product(String(options.page), `piece-${options.page}`, `pezzo-${options.page}`)], 3)) });
    // A reduced page is plain data, as a cache stores it: what the reader answers is what is listed.
    const kept = new Map<number, ProductEntriesPage>();
    const read = async (n: number) => kept.get(n) ?? kept.set(n, JSON.parse(JSON.stringify(await productEntriesPage(client, n)))).get(n)!;
    expect((await listAllProducts(client, read)).map((p) => p.slug)).toEqual(['piece-1', 'piece-2', 'piece-3']);
    expect((await listAllProducts(client, read)).map((p) => p.localizedSlugs.it)).toEqual(['pezzo-1', 'pezzo-2', 'pezzo-3']);
    expect(asked).toEqual([1, 2, 3]);
    expect(kept.get(2)).toEqual({ data: [expect.objectContaining({ slug: 'piece-2', categoryUrls: ['/categories/furniture', '/categories/furniture/sofas'] })], totalPages: 3 });
  });

  it('ends the list at an empty page whatever the count says', async () => {
    const asked: number[] = [];
    const client = clientWith({ products: (options) => (asked.push(options.page), options.page === 1 ? page([product('1', 'lido-sofa', 'divano-lido')], 5) : page([], 5)) });
    expect((await listAllProducts(client)).map((p) => p.slug)).toEqual(['lido-sofa']);
    expect(asked).toEqual([1, 2]);
  });
});
