import { describe, expect, it } from 'vitest';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { cardLiteProduct, cardProduct } from '@/components/catalogue/card-product';
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

describe('cardProduct: what travels with every card', () => {
  it('leaves out the fields that would say nothing, and carries commerce pictures as paths', () => {
    const card = cardProduct(piece, ORIGIN);
    expect(card).toEqual({
      id: '129', title: 'Luna stool', sku: 'CM-STO-000129', variantId: '100129', permalink: '/products/luna-stool',
      images: ['/media/stool/a/front-1.jpg', '/media/stool/a/angle-2.jpg'], artisan: 'Officina Battaglia', price: 870, shippingTime: 6, canSupply: true,
    });
    expect(JSON.stringify(card)).not.toMatch(/null|false/);
  });

  it('keeps what a piece has: compare-at and trade prices, a shipping message, its marks', () => {
    const card = cardProduct({ ...piece, artisan: { name: '', slug: null }, fullPrice: 990, tradePrice: 600, shippingMessage: 'Upon request', isFreeShipping: true, isPremiumPlus: true });
    expect(card).toMatchObject({ fullPrice: 990, tradePrice: 600, shipping: { kind: 'uponRequest' }, isFreeShipping: true, isPremiumPlus: true });
    expect(card).not.toHaveProperty('artisan');
    // Without the commerce origin (a card rendered in the browser) the pictures stay whole URLs.
    expect(card.images).toEqual(piece.images.slice(0, 2));
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
    expect(cardProduct(row)).toEqual(cardProduct(piece, ORIGIN));
  });
});
