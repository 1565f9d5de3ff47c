import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/lib/model/cart';
import { amount, cartChange, cartViewed, identifyUser, pageContext, pageView, productClick, productImpressions, quantityChange, textSearch, type CardItem } from '@/lib/analytics/events';
import { analyticsItemId } from '@/lib/analytics/item-id';

const page = { country: 'IT', currencyCode: 'EUR', language: 'it', path: '/it-it/categories/sofas', title: 'Divani · Casa Maestri' };
const visitor = { isTrade: false, userId: 'u_1a2b', cartTotal: '1250.00', userSegment: 'consumer' as const, returningVisitor: true };
const card = (position: number): CardItem => ({ id: `p${position}`, name: `Chair ${position}`, brand: 'Bottega Rossi', price: 480, currency: 'EUR', position, list: 'category:sofas' });
const line = {
  id: 'li1',
  variantId: 'v9',
  quantity: 2,
  total: '960.00',
  displayTotal: '€960',
  stockLocation: 'milan-warehouse',
  product: { name: 'Chair', slug: 'chair', localizedSlugs: {}, sku: 'SKU-9', artisanName: 'Bottega Rossi', purchasable: true, inStock: true, backorderable: false, currency: 'EUR', price: '480.00', displayPrice: '€480', compareAtPrice: null, displayCompareAtPrice: null, image: null, shippingTime: 0, shippingMessage: null },
} as CartLine;

describe('analytics event builders (spec §7)', () => {
  it('page context carries country, currencyCode, isTrade, userId and cartTotal, then the page view', () => {
    expect(pageContext(page, visitor)).toEqual({ event: 'page_context', country: 'IT', currencyCode: 'EUR', language: 'it', isTrade: false, userId: 'u_1a2b', cartTotal: '1250.00', userSegment: 'consumer', returningVisitor: true });
    expect(pageView(page, 'https://shop.example')).toEqual({ event: 'page_view', page_path: page.path, page_title: page.title, page_location: `https://shop.example${page.path}`, language: 'it' });
  });

  it('impressions list the cards with their positions in GA4 item shape', () => {
    const event = productImpressions('category:sofas', [card(1), card(2)]);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toEqual({
      item_list_name: 'category:sofas',
      currency: 'EUR',
      items: [
        { item_id: 'p1', item_name: 'Chair 1', item_brand: 'Bottega Rossi', price: 480, index: 1, item_list_name: 'category:sofas' },
        { item_id: 'p2', item_name: 'Chair 2', item_brand: 'Bottega Rossi', price: 480, index: 2, item_list_name: 'category:sofas' },
      ],
    });
  });

  it('a product click waits at most the spec 1 second for the tag manager', () => {
    const callback = () => {};
    const event = productClick({ ...card(3), price: null }, callback);
    expect(event).toMatchObject({ event: 'select_item', eventTimeout: 1000, eventCallback: callback });
    expect(event.ecommerce.items[0]).toEqual({ item_id: 'p3', item_name: 'Chair 3', item_brand: 'Bottega Rossi', index: 3, item_list_name: 'category:sofas' });
  });

  it('add and remove carry currency, value and the line as an item', () => {
    expect(cartChange('add_to_cart', line, 1)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 480, items: [{ item_id: 'SKU-9', item_name: 'Chair', item_brand: 'Bottega Rossi', item_variant: 'v9', price: 480, quantity: 1 }] },
    });
    expect(cartChange('remove_from_cart', line, 2).ecommerce.value).toBe(960);
  });

  it('a quantity changed in the bag is an add or a remove of the difference, valued at those units (issue 39)', () => {
    expect(quantityChange(line, { ...line, quantity: 5 })).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 1440, items: [{ item_id: 'SKU-9', quantity: 3 }] } });
    expect(quantityChange(line, { ...line, quantity: 1 })).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 480, items: [{ item_id: 'SKU-9', quantity: 1 }] } });
    expect(quantityChange(line, null)).toMatchObject({ event: 'remove_from_cart', ecommerce: { items: [{ quantity: 2 }] } });
    // Refused (beyond stock): the cart as it stands, nothing changed, nothing reported.
    expect(quantityChange(line, { ...line })).toBeNull();
  });

  it('names a piece by one item_id in list and cart events alike: its SKU (issue 39)', () => {
    expect(analyticsItemId('CM-STO-000129', '129')).toBe('CM-STO-000129');
    expect(analyticsItemId('  ', '129')).toBe('129');
    const listed = productImpressions('category:sofas', [{ ...card(1), id: analyticsItemId(line.product.sku, 'p1') }]).ecommerce.items[0].item_id;
    expect(listed).toBe(cartChange('add_to_cart', line, 1).ecommerce.items[0].item_id);
  });

  it('cart viewed carries the totals; an unknown cart is an empty view', () => {
    const cart = { lines: [line], currency: 'EUR', total: '960.00' } as Parameters<typeof cartViewed>[0];
    expect(cartViewed(cart)).toMatchObject({ event: 'view_cart', ecommerce: { currency: 'EUR', value: 960, items: [{ item_id: 'SKU-9', quantity: 2 }] } });
    expect(cartViewed(null)).toEqual({ event: 'view_cart', ecommerce: { currency: '', value: 0, items: [] } });
  });

  it('text search carries the query and the result count', () => {
    expect(textSearch('  walnut table ', 37)).toEqual({ event: 'search', search_term: 'walnut table', search_results: 37 });
    expect(textSearch('x', -1).search_results).toBe(0);
  });

  it('identify-user names the user by the pseudonymous id only: no e-mail in the data layer', () => {
    const event = identifyUser('u_1a2b', 'sign_in');
    expect(event).toEqual({ event: 'identify_user', userId: 'u_1a2b', method: 'sign_in' });
    expect(JSON.stringify(event)).not.toContain('@');
  });

  it('money strings become numbers, unreadable ones 0', () => {
    expect(amount('1250.50')).toBe(1250.5);
    expect(amount(undefined)).toBe(0);
    expect(amount('n/a')).toBe(0);
  });
});
