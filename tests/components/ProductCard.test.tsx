import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiteProduct } from '@/lib/catalogue/lite-product';

vi.mock('@/lib/i18n/navigation', () => ({ Link: (props: React.ComponentProps<'a'>) => <a {...props} /> }));
vi.mock('@/components/catalogue/WishlistLater', () => ({ WishlistLater: () => null }));
vi.mock('@/components/cart/AddToCartLater', () => ({ AddToCartLater: () => null }));

import { ProductCard } from '@/components/catalogue/ProductCard';
import type { CardWriter } from '@/components/catalogue/card-product';
import { InLocale } from '../helpers/intl';

const product: LiteProduct = {
  id: '42', title: 'Lido sofa in emerald velvet', categories: [], artisan: { name: 'Bottega Rossi', slug: null }, isCustomizable: false,
  sku: 'CM-42', variantId: '7', excludedCountries: [], b2bOnly: false, b2cOnly: false, permalink: '/products/lido-sofa',
  images: ['http://127.0.0.1:4000/media/sofa/front.jpg'], price: 4200, fullPrice: null, tradePrice: null, shippingTime: 4,
  shippingMessage: null, isFreeShipping: false, canSupply: true, isPremiumPlus: false,
};

/** What the server's writer gives an American page (tests/components/card-writer.test.tsx holds the two writers alike). */
const writer: CardWriter = { price: (amount) => `$${amount.toLocaleString('en-US')}`, shipping: () => 'Ships in 1 week' };

describe('a product card', () => {
  it('names the piece once: its picture is part of the link the heading names', () => {
    render(
      <InLocale>
        <ProductCard product={product} currency="USD" writer={writer} />
      </InLocale>,
    );
    // A named picture inside the link would make its name "Lido sofa … Lido sofa …" for a screen reader.
    expect(screen.getByRole('link', { name: product.title })).toHaveAttribute('href', '/products/lido-sofa');
    expect(screen.getByRole('link').querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('a reduced piece', () => {
  it('says "Was" and "Now" in text a screen reader reads, not in an aria-label on <s> or <span>', () => {
    const { container } = render(
      <InLocale>
        <ProductCard product={{ ...product, price: 3200, fullPrice: 4200 }} currency="USD" writer={writer} />
      </InLocale>,
    );
    const was = container.querySelector('s')!;
    expect(was).not.toHaveAttribute('aria-label');
    expect(was.querySelector('.visually-hidden')).toHaveTextContent(/^Was \$4,200$/);
    expect(was.querySelector('[aria-hidden="true"]')).toHaveTextContent('$4,200');
    const now = was.nextElementSibling!;
    expect(now).not.toHaveAttribute('aria-label');
    expect(now.querySelector('.visually-hidden')).toHaveTextContent(/^Now \$3,200$/);
    expect(container.querySelectorAll('[aria-label]')).toHaveLength(0);
  });
});
