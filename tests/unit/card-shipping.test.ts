import { describe, expect, it } from 'vitest';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { cardProduct } from '@/components/catalogue/card-product';
import { leadTimeState } from '@/lib/catalogue/lead-time';
import { shippingState } from '@/lib/catalogue/shipping';

const product: LiteProduct = {
  id: '42', title: 'Lido sofa', categories: [], artisan: { name: 'Bottega Rossi', slug: null }, isCustomizable: false,
  sku: 'CM-42', variantId: '7', excludedCountries: [], b2bOnly: false, b2cOnly: false, permalink: '/products/lido-sofa',
  images: [], price: 4200, fullPrice: null, tradePrice: null, shippingTime: 4,
  shippingMessage: null, isFreeShipping: false, canSupply: true, isPremiumPlus: false,
};

describe('a card’s shipping line, read without the messages’ parser in the card’s code', () => {
  it('a lead time alone says what the whole rule says', () => {
    for (const weeks of [null, 0, 0.5, 1, 3.2, 12, 98, 99, 120]) expect(leadTimeState(weeks)).toEqual(shippingState(weeks, null));
  });

  it('a shipping message travels as the state it says, read where the card is made; none when there is no message', () => {
    expect(cardProduct(product)).not.toHaveProperty('shipping');
    expect(cardProduct({ ...product, shippingMessage: 'Available from March 2027' }).shipping).toEqual({ kind: 'availableFrom', month: 3, year: 2027 });
    expect(cardProduct({ ...product, shippingMessage: 'upon request' }).shipping).toEqual({ kind: 'uponRequest' });
    expect(cardProduct(product).shippingTime).toBe(4);
    // A message the rule does not read says nothing the lead time does not: it is left out.
    expect(cardProduct({ ...product, shippingMessage: 'In stock' })).not.toHaveProperty('shipping');
  });
});
