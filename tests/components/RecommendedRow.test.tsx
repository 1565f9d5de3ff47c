import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecommendedRow } from '@/components/product/RecommendedRow';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { InLocale } from '../helpers/intl';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
}));

const piece = (id: string, title: string): LiteProduct => ({
  id,
  title,
  categories: [],
  artisan: { name: 'Fornace Romano', slug: 'fornace-romano' },
  isCustomizable: false,
  sku: `SKU-${id}`,
  variantId: `V-${id}`,
  excludedCountries: [],
  b2bOnly: false,
  b2cOnly: false,
  permalink: `/products/${id}`,
  images: [],
  price: 1200,
  fullPrice: null,
  tradePrice: null,
  shippingTime: 0,
  shippingMessage: null,
  isFreeShipping: false,
  canSupply: true,
  isPremiumPlus: false,
});

/** An IntersectionObserver the test drives: `show()` reports every observed element on screen. */
function fakeObserver() {
  const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        callbacks.push(cb);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return { show: () => act(() => callbacks.forEach((cb) => cb([{ isIntersecting: true }]))) };
}

// Unmount before the observer goes: a card's link (next/link) still observing when the global is
// removed throws IntersectionObserver is not defined after the test (the hooks run in reverse order).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecommendedRow', () => {
  it('renders no card while its tab is hidden, and the cards once it is shown (their code loads then)', async () => {
    const observer = fakeObserver();
    render(
      <InLocale>
        <RecommendedRow products={[piece('1', 'Lido coffee table'), piece('2', 'Giada bench')]} currency="USD" sizes="48vw" />
      </InLocale>,
    );
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
    observer.show();
    // The card's code is imported on show; the first import compiles its modules, hence the patience.
    expect(await screen.findAllByRole('article', {}, { timeout: 15_000 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Giada bench/ })).toHaveAttribute('href', expect.stringContaining('/products/2'));
  });
});
