import { describe, expect, it } from 'vitest';
import { reshapeRegistry } from '@/lib/commerce/registry';
import { coupleFirstNames, ownerGroups, splitItems, weddingDay } from '@/lib/registry/model';
import { isCalendarDate, isPastDate, registrySchema } from '@/lib/registry/schema';
import { fieldErrors } from '@/lib/forms/validation';
import { registryFieldErrors } from '@/lib/registry/errors';

/** A registry document as docs/adr/0009 and the commerce contract describe it. */
function document(items: { id: string; variant: string; quantity: number; purchased: number }[]) {
  return {
    data: {
      id: '7',
      type: 'wedding_registry',
      attributes: { token: 'sofia-and-james-2027-rinaldi-carter', your_name: 'Sofia Rinaldi', partner_name: 'James Carter', wedding_date: '2027-06-12', item_count: items.length, created_at: '2026-01-01T00:00:00Z' },
      relationships: { items: { data: items.map((i) => ({ id: i.id, type: 'wedding_registry_item' })) } },
    },
    included: [
      ...items.map((i) => ({
        id: i.id,
        type: 'wedding_registry_item',
        attributes: { quantity: i.quantity, purchased_quantity: i.purchased, remaining_quantity: Math.max(0, i.quantity - i.purchased) },
        relationships: { variant: { data: { id: i.variant, type: 'variant' } } },
      })),
      { id: '101', type: 'variant', attributes: { price: '1200.00', currency: 'EUR', purchasable: true }, relationships: { product: { data: { id: '1', type: 'product' } }, images: { data: [{ id: 'i2', type: 'image' }, { id: 'i1', type: 'image' }] } } },
      { id: '102', type: 'variant', attributes: { price: '85.50', currency: 'EUR' }, relationships: { product: { data: { id: '2', type: 'product' } }, images: { data: [] } } },
      { id: '1', type: 'product', attributes: { name: 'Lido armchair', slug: 'lido-armchair', purchasable: true } },
      { id: '2', type: 'product', attributes: { name: 'Murano vase', slug: 'murano-vase', purchasable: false } },
      { id: 'i1', type: 'image', attributes: { position: 1, alt: 'Lido front', original_url: 'http://127.0.0.1:4000/media/lido-1.webp' } },
      { id: 'i2', type: 'image', attributes: { position: 2, alt: 'Lido side', original_url: 'http://127.0.0.1:4000/media/lido-2.webp' } },
    ],
  };
}

describe('wedding registry mapping', () => {
  const registry = reshapeRegistry(
    document([
      { id: '11', variant: '101', quantity: 4, purchased: 2 },
      { id: '12', variant: '102', quantity: 1, purchased: 3 },
    ]),
  );

  it('reads the couple, the date and the token', () => {
    expect(registry).toMatchObject({ id: '7', token: 'sofia-and-james-2027-rinaldi-carter', yourName: 'Sofia Rinaldi', partnerName: 'James Carter', weddingDate: '2027-06-12', itemCount: 2 });
    expect(coupleFirstNames(registry)).toBe('Sofia & James');
  });

  it('resolves each item to its product, first image and price, in the API order', () => {
    expect(registry.items.map((i) => i.id)).toEqual(['11', '12']);
    expect(registry.items[0]).toMatchObject({ variantId: '101', productId: '1', name: 'Lido armchair', slug: 'lido-armchair', price: '1200.00', currency: 'EUR', purchasable: true });
    expect(registry.items[0].image).toEqual({ url: 'http://127.0.0.1:4000/media/lido-1.webp', alt: 'Lido front' });
    expect(registry.items[1]).toMatchObject({ image: null, purchasable: false });
  });

  it('caps what was bought at what was asked for and splits to-buy from purchased', () => {
    expect(registry.items[0]).toMatchObject({ quantity: 4, purchased: 2, remaining: 2 });
    expect(registry.items[1]).toMatchObject({ quantity: 1, purchased: 1, remaining: 0 });
    const { toBuy, purchased } = splitItems(registry.items);
    expect(toBuy.map((i) => i.id)).toEqual(['11']);
    expect(purchased.map((i) => i.id)).toEqual(['12']);
  });

  it('shows the owner every piece a guest bought under "Purchased", a partly given one too (issue 39)', () => {
    const { toBuy, purchased } = ownerGroups(registry.items);
    expect(toBuy.map((i) => i.id)).toEqual(['11']);
    expect(purchased.map((i) => i.id)).toEqual(['11', '12']);
    const untouched = registry.items.map((i) => ({ ...i, purchased: 0, remaining: i.quantity }));
    expect(ownerGroups(untouched).purchased).toEqual([]);
  });

  it('reads an empty registry', () => {
    const empty = reshapeRegistry(document([]));
    expect(empty.items).toEqual([]);
    expect(splitItems(empty.items)).toEqual({ toBuy: [], purchased: [] });
  });

  it('keeps the wedding day on its calendar date whatever the time zone', () => {
    expect(weddingDay('2027-06-12')?.toISOString()).toBe('2027-06-12T00:00:00.000Z');
    expect(weddingDay('nonsense')).toBeNull();
  });
});

describe('registry form rules', () => {
  it('asks for every field (spec §8 "This field is required")', () => {
    const result = registrySchema.safeParse({ yourName: ' ', partnerName: '', weddingDate: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ yourName: 'required', partnerName: 'required', weddingDate: 'required' });
  });

  it('refuses a date that is not on the calendar, and one already past', () => {
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('12/06/2027')).toBe(false);
    const now = new Date('2026-11-23T20:00:00Z');
    expect(isPastDate('2026-11-21', now)).toBe(true);
    expect(isPastDate('2026-11-23', now)).toBe(false);
    expect(isPastDate('2026-11-22', now)).toBe(false); // a day of grace for the couple's time zone
    const invalid = registrySchema.safeParse({ yourName: 'Sofia', partnerName: 'James', weddingDate: '2027-13-01' });
    expect(fieldErrors(invalid.error!)).toEqual({ weddingDate: 'dateInvalid' });
    const past = registrySchema.safeParse({ yourName: 'Sofia', partnerName: 'James', weddingDate: '2001-06-12' });
    expect(fieldErrors(past.error!)).toEqual({ weddingDate: 'datePast' });
  });

  it('trims what it keeps', () => {
    expect(registrySchema.parse({ yourName: ' Sofia ', partnerName: 'James', weddingDate: '2099-06-12' })).toEqual({ yourName: 'Sofia', partnerName: 'James', weddingDate: '2099-06-12' });
  });
});

describe('the service’s refusals on the form', () => {
  it('puts each 422 message on the form’s field, in the form’s words when it knows them', () => {
    const error = { kind: 'validation' as const, status: 422, summary: 'invalid', errors: { your_name: ["can't be blank"], wedding_date: ['is invalid'], partner_name: ['is too long'] } };
    expect(registryFieldErrors(error)).toEqual({ yourName: 'required', weddingDate: 'dateInvalid', partnerName: 'is too long' });
  });

  it('leaves other refusals to the form’s general message', () => {
    expect(registryFieldErrors({ kind: 'basic', status: 422, summary: 'You already have a wedding registry.' })).toBeNull();
    expect(registryFieldErrors({ kind: 'validation', status: 422, summary: 'x', errors: { base: ['nope'] } })).toBeNull();
  });
});
