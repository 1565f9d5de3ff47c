import { describe, expect, it } from 'vitest';
import { lineAmount } from '@/lib/commerce/cart';
import { reshapeCart, reshapeShippingRates } from '@/lib/commerce/cart';
import { isZero, lineAmountAt } from '@/lib/model/cart-money';
import { toCartError, toEstimateError } from '@/lib/cart/errors';
import { groupByWarehouse, orderTotal, shippingShown, sumShippingCost, withShippingEstimate } from '@/lib/cart/shipping';
import { itemCount, createCartStore } from '@/stores/cart-store';

/** The bag's cache, as the page loads it on demand. */
const connect = () => import('@/lib/query/cart');
import type { JsonApiDocument } from '@/lib/commerce/jsonapi';

function line(id: string, stock: string, artisan: string, shippingTime: number) {
  return {
    id,
    type: 'line_item',
    attributes: {
      name: `Piece ${id}`, quantity: 1, price: '100.00', currency: 'EUR', display_price: '€100.00', total: '100.00', display_total: '€100.00',
      compare_at_price: '120.00', display_compare_at_price: '€120.00', slug: `piece-${id}`, localized_slugs: { en: `piece-${id}`, it: `pezzo-${id}` },
      sku: `CM-${id}`, artisan_name: artisan, purchasable: true, in_stock: true, backorderable: false, image: 'http://img/1.jpg',
      shipping_time: shippingTime, shipping_message: null, stock_location: stock,
    },
    relationships: { variant: { data: { id: `10000${id}`, type: 'variant' } } },
  };
}

const document = {
  data: {
    id: '1',
    type: 'cart',
    attributes: {
      token: 'order-token-7f3a', number: 'R1', state: 'cart', email: null, currency: 'EUR', item_count: 3, item_total: '300.00', display_item_total: '€300.00',
      ship_total: '0.00', display_ship_total: '€0.00', promo_total: '-30.00', display_promo_total: '-€30.00', gift_code_total: '0.00',
      display_gift_code_total: '€0.00', additional_tax_total: '0.00', display_additional_tax_total: '€0.00', included_tax_total: '48.69',
      display_included_tax_total: '€48.69', tax_label: 'VAT', taxes_included: true, store_credit_total: '0.00', display_store_credit_total: '€0.00',
      total: '270.00', display_total: '€270.00', wedding_registry_id: null,
    },
    relationships: {
      line_items: { data: [{ id: '1', type: 'line_item' }, { id: '2', type: 'line_item' }, { id: '3', type: 'line_item' }] },
      promotions: { data: [{ id: '9', type: 'promotion' }] },
    },
  },
  included: [
    line('1', 'artisan-7', 'Bottega Costa', 6),
    line('2', 'milan-warehouse', 'Vetreria Rossi', 0),
    line('3', 'artisan-7', 'Bottega Costa', 99),
    { id: '9', type: 'promotion', attributes: { name: '10% off', code: 'WELCOME10', amount: '-30.00', display_amount: '-€30.00' } },
  ],
} as unknown as JsonApiDocument;

describe('cart mapping (spec §3)', () => {
  it('maps the attributes, promotions and lines, with the product fields of a cart line, to camelCase', () => {
    const cart = reshapeCart(document);
    expect(cart).toMatchObject({ number: 'R1', total: '270.00', shipTotal: '0.00', currency: 'EUR', itemCount: 3, taxLabel: 'VAT', taxesIncluded: true });
    expect(cart).not.toHaveProperty('attributes');
    // The order token stays on the server (orderTokenOf reads it there): the mapped cart never carries it.
    expect(cart).not.toHaveProperty('token');
    expect(JSON.stringify(cart)).not.toContain('order-token-7f3a');
    expect(cart.promotions).toEqual([{ id: '9', name: '10% off', code: 'WELCOME10', amount: '-30.00', displayAmount: '-€30.00' }]);
    expect(cart.lineItems).toEqual(['1', '2', '3']);
    expect(cart.lines[0]).toMatchObject({
      id: '1', quantity: 1, total: '100.00', displayTotal: '€100.00', variantId: '100001',
      product: { name: 'Piece 1', slug: 'piece-1', localizedSlugs: { en: 'piece-1', it: 'pezzo-1' }, sku: 'CM-1', artisanName: 'Bottega Costa', compareAtPrice: '120.00', shippingTime: 6, inStock: true, backorderable: false },
    });
    expect(cart.shippingCost).toBeNull();
    expect(cart.orderTotal).toBe('270.00');
  });

  it('gives each line its amount, price × quantity: the basis of item_total, without promotions or taxes', () => {
    // A US line as Spree sends it: total = amount + promotions + additional (sales) tax.
    const usLine = line('1', 'milan-warehouse', 'Bottega', 0);
    Object.assign(usLine.attributes, { currency: 'USD', price: '1715.00', quantity: 2, total: '3734.41', display_total: '$3,734.41' });
    const us = {
      data: {
        ...document.data,
        attributes: { ...document.data.attributes, currency: 'USD', item_total: '3430.00', additional_tax_total: '304.41', included_tax_total: '0.00', taxes_included: false },
        relationships: { line_items: { data: [{ id: '1', type: 'line_item' }] } },
      },
      included: [usLine],
    } as unknown as JsonApiDocument;
    const [only] = reshapeCart(us).lines;
    expect(only.total).toBe('3734.41');
    expect(only.amount).toBe('3430.00');
    // The lines add up to item_total (in cents, not floats), here as in the EU cart with its promotion.
    const eu = reshapeCart(document);
    expect(eu.lines.reduce((cents, l) => cents + Math.round(Number(l.amount) * 100), 0)).toBe(Math.round(Number(eu.itemTotal) * 100));
    expect(lineAmount('0.10', 3)).toBe('0.30');
    expect(lineAmountAt({ quantity: 2, amount: '3430.00', product: { price: '1715.00' } }, 3)).toBe('5145.00');
  });

  it('refuses an answer that is not a cart', () => {
    expect(() => reshapeCart({ data: { id: '1', type: 'cart', attributes: { number: 1 } } } as unknown as JsonApiDocument)).toThrow();
  });

  it('groups lines by warehouse, Milan first, then each artisan workshop', () => {
    const groups = groupByWarehouse(reshapeCart(document).lines);
    expect(groups.map((g) => [g.kind, g.stockLocation, g.artisanName, g.lines.map((l) => l.id)])).toEqual([
      ['warehouse', 'milan-warehouse', null, ['2']],
      ['workshop', 'artisan-7', 'Bottega Costa', ['1', '3']],
    ]);
  });
});

describe('shipping estimate (spec §7)', () => {
  const rates = reshapeShippingRates({
    data: [
      { id: 'a', attributes: { cost: '45.50', display_cost: '€45.50', name: 'Standard', shipment_data: { stock_location: 'milan-warehouse', line_item_ids: ['2'] } } },
      { id: 'b', attributes: { cost: '120.25', name: 'Standard' }, shipment_data: { stock_location: 'artisan-7', line_item_ids: [1, 3] } },
    ],
  });

  it('reads attributes.cost and shipment_data.line_item_ids, wherever the service puts shipment_data', () => {
    expect(rates.map((r) => [r.cost, r.lineItemIds])).toEqual([
      ['45.50', ['2']],
      ['120.25', ['1', '3']],
    ]);
  });

  it('sums cost over shipments exactly (cents, not floats)', () => {
    expect(sumShippingCost(rates)).toBe('165.75');
    expect(sumShippingCost(reshapeShippingRates({ data: [{ id: 'x', attributes: { cost: '0.10' } }, { id: 'y', attributes: { cost: '0.20' } }] }))).toBe('0.30');
  });

  it('adds the estimate to the total only while the cart’s own ship_total is 0.0', () => {
    const cart = withShippingEstimate(reshapeCart(document), rates);
    expect(cart.shippingCost).toBe('165.75');
    expect(cart.orderTotal).toBe('435.75');
    const shipped = { ...cart, shipTotal: '80.00', total: '350.00' };
    expect(orderTotal(shipped)).toBe('350.00');
    expect(isZero('0.0')).toBe(true);
  });

  it('shows a chosen method that ships free as 0.00 (free), never "calculated at checkout" (issue 39)', () => {
    const cart = reshapeCart(document);
    expect(shippingShown({ ...cart, state: 'cart', shipTotal: '0.0', shippingCost: null })).toBeNull();
    expect(shippingShown({ ...cart, state: 'address', shipTotal: '0.0', shippingCost: '45.50' })).toBe('45.50');
    for (const state of ['payment', 'confirm', 'complete']) {
      const free = { ...cart, state, shipTotal: '0.0', shippingCost: null };
      expect(shippingShown(free)).toBe('0.0');
      // An earlier estimate is not added to an order whose chosen shipping is free.
      expect(orderTotal({ ...free, shippingCost: '45.50', total: '270.00' })).toBe('270.00');
    }
  });
});

describe('cart errors (spec §8)', () => {
  const basic = (summary: string, status = 422) => ({ kind: 'basic' as const, status, summary });

  it('recognises the spec sentences', () => {
    expect(toCartError(basic('You already added to your cart all the available units of this item.')).code).toBe('stock');
    expect(toCartError(basic("You can't mix wedding registry items and other items in the same order.")).code).toBe('registryMix');
    expect(toCartError(basic('This item is currently unavailable for shipping to your selected location.')).code).toBe('notShippable');
    expect(toCartError(basic('Lido armchair is out of stock: no units left.'))).toEqual({ code: 'outOfStock', summary: 'Lido armchair is out of stock: no units left.', product: 'Lido armchair' });
    expect(toCartError({ kind: 'no-response', status: null, summary: 'No response received' }).code).toBe('noResponse');
    expect(toCartError(basic('Something else')).code).toBe('other');
  });

  it('reports any estimate failure as "Unable to retrieve shipping data", except an excluded country', () => {
    expect(toEstimateError(basic('HTTP 500', 500))).toEqual({ code: 'shippingData', summary: 'Unable to retrieve shipping data' });
    expect(toEstimateError(basic('This item is currently unavailable for shipping to your selected location.')).code).toBe('notShippable');
  });
});

describe('bag store', () => {
  it('counts optimistically, then takes the server’s cart; a failure keeps the cart and says where it happened', async () => {
    const cart = reshapeCart(document);
    const store = createCartStore(async () => ({ ok: true, data: cart }), connect);
    expect(itemCount(store.getState(), 5)).toBe(5); // the server-rendered count until the first answer
    let resolve!: (v: { ok: true; data: typeof cart }) => void;
    const running = store.getState().run('add:1', () => new Promise((r) => (resolve = r)), { count: 6 });
    expect(itemCount(store.getState(), 5)).toBe(6);
    resolve({ ok: true, data: cart });
    await running;
    expect(itemCount(store.getState(), 5)).toBe(3);
    await store.getState().run('add:2', async () => ({ ok: false, error: { kind: 'refused', reason: { error: { code: 'stock', summary: 's' }, cart } }, retryable: false }));
    expect(store.getState().error).toEqual({ where: 'add:2', error: { code: 'stock', summary: 's' } });
    expect(store.getState().contents?.()).toBe(cart);
    await store.getState().run('add:3', async () => {
      throw new Error('network');
    });
    expect(store.getState().error?.error.code).toBe('noResponse');
    expect(store.getState().contents?.()).toBe(cart);
    expect(itemCount(store.getState(), 5)).toBe(3);
  });
});
