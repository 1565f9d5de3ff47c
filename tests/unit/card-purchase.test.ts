import { describe, expect, it } from 'vitest';
import { toLiteProduct } from '@/lib/catalogue/lite-product';
import { cardPurchaseState } from '@/lib/product/states';

const record = (extra: Record<string, unknown> = {}) =>
  toLiteProduct({ objectID: '7', title: 'Lido sofa', sku: 'CM-000007', variant_id: '7', can_supply: true, price_EUR: 4200, ...extra }, 'EUR');
const visitor = { country: 'IT', isTrade: false };

describe('"Add to bag" on a card (spec §4 product states)', () => {
  it('is offered for a piece that can be bought online here', () => {
    expect(cardPurchaseState(record(), visitor).kind).toBe('buy');
  });

  it('is not offered for on-request skus, sold-out or unsuppliable pieces, or without a variant id', () => {
    expect(cardPurchaseState(record({ sku: 'PORAMI-12' }), visitor).kind).toBe('onRequest');
    expect(cardPurchaseState(record({ can_supply: false }), visitor).kind).toBe('notShoppable');
    expect(cardPurchaseState(record({ variant_id: undefined }), visitor).kind).toBe('notShoppable');
  });

  it('is not offered where the piece is not shipped', () => {
    expect(cardPurchaseState(record({ excluded_countries: ['IT'] }), visitor).kind).toBe('notInCountry');
    expect(cardPurchaseState(record({ excluded_countries: ['IT'] }), { ...visitor, country: 'FR' }).kind).toBe('buy');
  });

  it('follows the trade rules: trade-only pieces are on request for private clients, private-only ones are not for trade', () => {
    expect(cardPurchaseState(record({ b2b_only: true }), visitor)).toEqual({ kind: 'onRequest', tradeOnly: true });
    expect(cardPurchaseState(record({ b2b_only: true }), { ...visitor, isTrade: true }).kind).toBe('buy');
    expect(cardPurchaseState(record({ b2c_only: true }), { ...visitor, isTrade: true }).kind).toBe('consumerOnly');
  });
});
