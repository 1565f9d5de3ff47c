import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CardProduct } from '@/components/catalogue/card-product';

vi.mock('@/lib/i18n/navigation', () => ({ Link: (props: React.ComponentProps<'a'>) => <a {...props} /> }));
vi.mock('@/components/catalogue/HoverImage', () => ({ HoverImage: () => null }));
vi.mock('@/components/catalogue/WishlistLater', () => ({ WishlistLater: () => null }));
vi.mock('@/components/cart/AddToCartLater', () => ({ AddToCartLater: ({ variantId }: { variantId: string }) => <button type="button" data-variant={variantId}>Add to bag</button> }));

import { CARDS_WITH_PICTURES_IN_HTML, PRIORITY_CARDS, ProductCardGrid } from '@/components/catalogue/ProductCardGrid';
import { InLocale } from '../helpers/intl';

// Tells React that this file drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cards: CardProduct[] = Array.from({ length: 24 }, (_, i) => ({
  id: String(100 + i),
  title: `Piece ${i}`,
  sku: `CM-${i}`,
  variantId: String(9000 + i),
  permalink: `/products/piece-${i}`,
  images: [`/media/piece/${i}/front.jpg`, `/media/piece/${i}/angle.jpg`],
  price: 1000 + i,
  priceText: `$1,0${String(i).padStart(2, '0')}`,
  shippingText: 'Ships in 4 weeks',
  canSupply: true,
}));

const grid = (props: Partial<React.ComponentProps<typeof ProductCardGrid>> = {}): ReactNode => (
  <InLocale>
    <ul>
      <ProductCardGrid cards={cards} currency="USD" headingLevel={2} {...props} />
    </ul>
  </InLocale>
);

const pictureOf = (root: ParentNode, index: number) => root.querySelectorAll('article')[index]!.querySelector('img');

describe("a listing's card grid", () => {
  it("writes only the first screen's pictures into the server's HTML, and every card's link, title and price", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid());
    expect(container.querySelectorAll('article')).toHaveLength(24);
    expect([...container.querySelectorAll('article a')].map((a) => a.getAttribute('href'))).toEqual(cards.map((card) => card.permalink));
    expect(container.querySelectorAll('h2')).toHaveLength(24);
    expect(container.querySelectorAll('article')[23]).toHaveTextContent('$1,023');
    for (let index = 0; index < 24; index++) {
      const picture = pictureOf(container, index);
      if (index >= CARDS_WITH_PICTURES_IN_HTML) {
        expect(picture).toBeNull();
        continue;
      }
      expect(picture?.getAttribute('srcset')).toContain(`/img/360/media/piece/${index}/front.jpg 360w`);
      expect(picture?.getAttribute('loading')).toBe(index < PRIORITY_CARDS ? 'eager' : 'lazy');
    }
  });

  it('draws the other pictures once hydrated, lazy and at the same sizes, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid());
    document.body.append(container);
    const served = container.querySelectorAll('article')[20];
    await act(async () => {
      hydrateRoot(container, grid(), { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    expect(container.querySelectorAll('article')[20]).toBe(served);
    const first = pictureOf(container, 0)!;
    for (let index = CARDS_WITH_PICTURES_IN_HTML; index < 24; index++) {
      const picture = pictureOf(container, index)!;
      expect(picture.getAttribute('srcset')).toBe(first.getAttribute('srcset')!.replaceAll('/piece/0/', `/piece/${index}/`));
      expect(picture.getAttribute('sizes')).toBe(first.getAttribute('sizes'));
      expect(picture.getAttribute('loading')).toBe('lazy');
    }
    container.remove();
  });

  it('draws every picture at once where the browser renders the grid itself (show more, a new filter)', () => {
    const { container } = render(grid());
    expect(container.querySelectorAll('article img')).toHaveLength(24);
  });

  it('offers "Add to bag" on every card but the ones the server said cannot be bought here', () => {
    const { container } = render(grid({ notBuyable: [1, 17] }));
    const offered = [...container.querySelectorAll('article')].map((card) => card.querySelector('[data-variant]') !== null);
    expect(offered.filter((yes) => !yes)).toHaveLength(2);
    expect(offered[1]).toBe(false);
    expect(offered[17]).toBe(false);
    expect(offered[0]).toBe(true);
  });
});
