import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLocale } from '@/lib/i18n/locales';
import type { Product } from '@/lib/commerce/product';

/**
 * A cached page rendered while the search service failed shows its fallback (no product rows, no
 * recommendations) and must be rendered again soon, not kept for its whole lifetime.
 */
const shortenPageLifetime = vi.fn(async () => {});
vi.mock('@/lib/services/page-lifetime', () => ({ shortenPageLifetime }));
const searchSingleIndex = vi.fn();
vi.mock('@/lib/search/client', () => ({ searchClient: { searchSingleIndex } }));

const timedOut = Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' });

beforeEach(() => {
  shortenPageLifetime.mockClear();
  searchSingleIndex.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a page rendered without the search service is rendered again soon', () => {
  it('editorial product rows: left out, and the page’s lifetime shortened', async () => {
    searchSingleIndex.mockRejectedValue(timedOut);
    const { productsById } = await import('@/lib/search/lookup');
    const products = await productsById(parseLocale('en-us'), ['12', '3']);
    expect(products.size).toBe(0);
    expect(searchSingleIndex).toHaveBeenCalledTimes(2); // one more try after a time-out
    expect(shortenPageLifetime).toHaveBeenCalledTimes(1);
  });

  it('editorial product rows found: the page keeps its lifetime', async () => {
    searchSingleIndex.mockResolvedValue({ hits: [] });
    const { productsById } = await import('@/lib/search/lookup');
    await productsById(parseLocale('en-us'), ['12']);
    expect(shortenPageLifetime).not.toHaveBeenCalled();
  });

  it('a product page’s recommendations: none, and the page’s lifetime shortened', async () => {
    searchSingleIndex.mockRejectedValue(timedOut);
    const { loadRecommended } = await import('@/lib/product/load');
    const product = { id: '12', breadcrumbs: [{ name: 'Lighting' }, { name: 'Chandeliers' }] } as unknown as Product;
    expect(await loadRecommended(product, parseLocale('it-it'))).toEqual([]);
    expect(shortenPageLifetime).toHaveBeenCalledTimes(1);
  });
});
