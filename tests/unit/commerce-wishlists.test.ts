import { describe, expect, it } from 'vitest';
import { reshapeListToken, reshapeLists, reshapeVariantId } from '@/lib/commerce/wishlists';

/** Documents as the embedded commerce service answers them (backend/commerce/http/wishlist-routes.ts). */
const list = (token: string, name: string, isDefault: boolean, items: string[]) => ({
  id: token,
  type: 'wishlist',
  attributes: { token, name, description: isDefault ? null : 'For the Milan flat', is_private: isDefault, is_default: isDefault, item_count: items.length },
  relationships: { wished_items: { data: items.map((id) => ({ id, type: 'wished_item' })) } },
});
const wished = (id: string, variant: string, quantity: number) => ({
  id,
  type: 'wished_item',
  attributes: { quantity, price: '1200.00', display_price: '€1,200.00', total: '1200.00', display_total: '€1,200.00', created_at: '2026-11-01T00:00:00Z' },
  relationships: { variant: { data: { id: variant, type: 'variant' } } },
});
const variant = (id: string, product: string) => ({
  id,
  type: 'variant',
  attributes: { sku: `CM-${product}`, price: '1200.00', currency: 'EUR', is_master: true, purchasable: true, in_stock: true, backorderable: false },
  relationships: { product: { data: { id: product, type: 'product' } }, images: { data: [] }, option_values: { data: [] } },
});

const lists = {
  data: [list('fav-token', 'Favorites', true, ['21']), list('milan-token', 'Milan', false, ['22', '23'])],
  included: [wished('21', '101', 1), wished('22', '102', 2), wished('23', '101', 1), variant('101', '1'), variant('102', '2')],
  meta: { count: 2, total_count: 2, total_pages: 1 },
};

describe('wishlist answers', () => {
  it('reads every list with its items resolved to variant and product, each list its own items', () => {
    const [favorites, milan] = reshapeLists(lists);
    expect(favorites).toEqual({
      token: 'fav-token', name: 'Favorites', description: '', isDefault: true, isPrivate: true, itemCount: 1,
      items: [{ id: '21', variantId: '101', productId: '1', quantity: 1 }],
    });
    expect(milan).toMatchObject({ token: 'milan-token', name: 'Milan', description: 'For the Milan flat', isDefault: false, isPrivate: false, itemCount: 2 });
    expect(milan.items).toEqual([
      { id: '22', variantId: '102', productId: '2', quantity: 2 },
      { id: '23', variantId: '101', productId: '1', quantity: 1 },
    ]);
  });

  it('reads one list (GET wishlists/{token}) as a list of one', () => {
    const [one] = reshapeLists({ data: lists.data[1], included: lists.included });
    expect(one.items.map((i) => i.productId)).toEqual(['2', '1']);
  });

  it('reads an item whose variant was not included as one without a product', () => {
    const [bare] = reshapeLists({ data: list('t', 'Empty', false, ['24']), included: [wished('24', '109', 1)] });
    expect(bare.items).toEqual([{ id: '24', variantId: '', productId: '', quantity: 1 }]);
  });

  it('reads a new list’s token and a product’s variant id', () => {
    expect(reshapeListToken({ data: list('new-token', 'Sala', false, []) })).toBe('new-token');
    expect(reshapeVariantId({ data: { id: '1', type: 'product', attributes: { variant_id: 101 } } })).toBe('101');
    expect(reshapeVariantId({ data: { id: '1', type: 'product', attributes: {} } })).toBeNull();
  });
});
