import { describe, expect, it } from 'vitest';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { cardLiteProduct, cardProduct, type CardWriter } from '@/components/catalogue/card-product';
import { cardPurchaseState } from '@/lib/product/states';

const ORIGIN = 'http://127.0.0.1:4000';
const piece: LiteProduct = {
  id: '129',
  title: 'Luna stool',
  categories: ['Furniture > Seating > Stools'],
  artisan: { name: 'Officina Battaglia', slug: 'officina-battaglia' },
  isCustomizable: false,
  sku: 'CM-STO-000129',
  variantId: '100129',
  excludedCountries: ['CH'],
  b2bOnly: false,
  b2cOnly: false,
  permalink: '/products/luna-stool',
  images: [`${ORIGIN}/media/stool/a/front-1.jpg`, `${ORIGIN}/media/stool/a/angle-2.jpg`, `${ORIGIN}/media/stool/a/detail-3.jpg`],
  price: 870,
  fullPrice: null,
  tradePrice: null,
  shippingTime: 6,
  shippingMessage: null,
  isFreeShipping: false,
  canSupply: true,
  isPremiumPlus: false,
};

/** A writer that shows what it was asked: the card's texts are the writer's, whatever it writes. */
const writer: CardWriter = {
  price: (amount) => `€${amount}`,
  shipping: (state) => (state.kind === 'weeks' ? `weeks:${state.weeks}` : state.kind === 'availableFrom' ? `from:${state.month}/${state.year}` : state.kind),
};

describe('cardProduct: what travels with every card', () => {
  it('leaves out the fields that would say nothing, carries commerce pictures as paths and its texts written', () => {
    const card = cardProduct(piece, writer, ORIGIN);
    expect(card).toEqual({
      id: '129', title: 'Luna stool', sku: 'CM-STO-000129', variantId: '100129', permalink: '/products/luna-stool',
      images: ['/media/stool/a/front-1.jpg', '/media/stool/a/angle-2.jpg'], artisan: 'Officina Battaglia', price: 870, priceText: '€870', shippingText: 'weeks:6', canSupply: true,
    });
    expect(JSON.stringify(card)).not.toMatch(/null|false/);
  });

  it('keeps what a piece has: a compare-at price when reduced, a trade price, a shipping message, its marks', () => {
    const card = cardProduct({ ...piece, artisan: { name: '', slug: null }, fullPrice: 990, tradePrice: 600, shippingMessage: 'Upon request', isFreeShipping: true, isPremiumPlus: true }, writer);
    expect(card).toMatchObject({ priceText: '€870', compareAtText: '€990', tradePriceText: '€600', shippingText: 'uponRequest', isFreeShipping: true, isPremiumPlus: true });
    expect(card).not.toHaveProperty('artisan');
    // Without the commerce origin (a card rendered in the browser) the pictures stay whole URLs.
    expect(card.images).toEqual(piece.images.slice(0, 2));
  });

  it('shows no compare-at price unless the piece costs less than it, and no price text without a price', () => {
    expect(cardProduct({ ...piece, fullPrice: 870 }, writer)).not.toHaveProperty('compareAtText');
    expect(cardProduct({ ...piece, fullPrice: 500 }, writer)).not.toHaveProperty('compareAtText');
    const unpriced = cardProduct({ ...piece, price: null, fullPrice: 990 }, writer);
    expect(unpriced).not.toHaveProperty('priceText');
    expect(unpriced).not.toHaveProperty('compareAtText');
  });

  it('writes the shipping line from the whole §4 rule: a message the rule reads overrides the lead time', () => {
    expect(cardProduct({ ...piece, shippingMessage: 'Available from March 2027' }, writer).shippingText).toBe('from:3/2027');
    expect(cardProduct({ ...piece, shippingMessage: 'to be confirmed' }, writer).shippingText).toBe('toBeConfirmed');
    // A message the rule does not read says nothing the lead time does not.
    expect(cardProduct({ ...piece, shippingMessage: 'In stock' }, writer).shippingText).toBe('weeks:6');
    expect(cardProduct({ ...piece, shippingTime: 0 }, writer).shippingText).toBe('ready');
  });
});

describe('cardLiteProduct: a row handed to the browser', () => {
  it('drops what no card reads, keeps what decides whether it can be bought', () => {
    const row = cardLiteProduct(piece, ORIGIN);
    expect(row.categories).toEqual([]);
    expect(row.artisan).toEqual({ name: 'Officina Battaglia', slug: null });
    expect(row.images).toEqual(['/media/stool/a/front-1.jpg', '/media/stool/a/angle-2.jpg']);
    for (const context of [{ country: 'CH', isTrade: false }, { country: 'US', isTrade: false }, { country: 'US', isTrade: true }]) {
      expect(cardPurchaseState(row, context)).toEqual(cardPurchaseState(piece, context));
    }
    expect(cardProduct(row, writer)).toEqual(cardProduct(piece, writer, ORIGIN));
  });
});
