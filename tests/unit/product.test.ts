import { describe, expect, it } from 'vitest';
import { leadTimeWeeks, parseAvailableFrom, shippingState } from '@/lib/catalogue/shipping';
import { fromCentimetres, toCentimetres } from '@/lib/catalogue/units';
import { isFreeShippingText } from '@/lib/money';
import { purchaseState, isOnRequestSku, type PurchaseInput } from '@/lib/product/states';
import { shippingCost, shippingSummary, shippingZone } from '@/lib/product/shipping';
import { detailRows, formatDimensions, formatLength } from '@/lib/product/details';
import { parseRecentlyViewed, recordView, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_LIMIT, withViewed } from '@/lib/product/recently-viewed';
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from '@/lib/product/json-ld';
import { matchesRule, selectPdpContent, type PdpCandidate } from '@/lib/product/content';
import { customizationSchema, inquirySchema, whiteGloveSchema } from '@/lib/product/requests';
import { fieldErrors } from '@/lib/forms/validation';

const base: PurchaseInput = {
  sku: 'CM-SOF-000002',
  excludedCountries: [],
  canSupply: true,
  notShoppable: false,
  b2bOnly: false,
  b2cOnly: false,
  inStock: true,
  backorderable: false,
};
const guest = { country: 'US', isTrade: false };
const trade = { country: 'US', isTrade: true };

describe('product states (spec §4, §6, §8)', () => {
  it('sells a piece in stock, or made to order when backorderable', () => {
    expect(purchaseState(base, guest)).toEqual({ kind: 'buy' });
    expect(purchaseState({ ...base, inStock: false, backorderable: true }, guest)).toEqual({ kind: 'buy' });
  });
  it('is sold out with no units and no backorder', () => {
    expect(purchaseState({ ...base, inStock: false }, guest)).toEqual({ kind: 'soldOut' });
  });
  it('is on request for PORAMI skus, in any case of the prefix', () => {
    expect(isOnRequestSku('PORAMI-000029')).toBe(true);
    expect(isOnRequestSku('porami-1')).toBe(true);
    expect(isOnRequestSku('CM-PORAMI')).toBe(false);
    expect(purchaseState({ ...base, sku: 'PORAMI-000039', notShoppable: true, inStock: false, backorderable: true }, guest)).toEqual({ kind: 'onRequest', tradeOnly: false });
    expect(purchaseState({ ...base, sku: 'PORAMI-000029', b2bOnly: true }, trade)).toEqual({ kind: 'onRequest', tradeOnly: true });
  });
  it('offers trade-only pieces on request to others, and sells them to trade users', () => {
    expect(purchaseState({ ...base, b2bOnly: true }, guest)).toEqual({ kind: 'onRequest', tradeOnly: true });
    expect(purchaseState({ ...base, b2bOnly: true }, trade)).toEqual({ kind: 'buy' });
  });
  it('keeps private-client pieces off trade accounts', () => {
    expect(purchaseState({ ...base, b2cOnly: true }, trade)).toEqual({ kind: 'consumerOnly' });
    expect(purchaseState({ ...base, b2cOnly: true }, guest)).toEqual({ kind: 'buy' });
  });
  it('is not available in an excluded country, whatever else holds', () => {
    expect(purchaseState({ ...base, excludedCountries: ['us'] }, guest)).toEqual({ kind: 'notInCountry' });
    expect(purchaseState({ ...base, excludedCountries: ['GB'], sku: 'PORAMI-1' }, { country: 'gb', isTrade: false })).toEqual({ kind: 'notInCountry' });
    expect(purchaseState({ ...base, excludedCountries: ['GB'] }, guest)).toEqual({ kind: 'buy' });
  });
  it('is not shoppable when the maker can no longer supply it', () => {
    expect(purchaseState({ ...base, canSupply: false }, guest)).toEqual({ kind: 'notShoppable' });
    expect(purchaseState({ ...base, notShoppable: true }, guest)).toEqual({ kind: 'notShoppable' });
  });
});

describe('shipping messages (spec §4) on the product page', () => {
  it('reads every branch of §4', () => {
    expect(shippingState(0)).toEqual({ kind: 'ready' });
    expect(shippingState(0.4)).toEqual({ kind: 'ready' });
    expect(shippingState(1)).toEqual({ kind: 'weeks', weeks: 1 });
    expect(shippingState(12)).toEqual({ kind: 'weeks', weeks: 12 });
    expect(shippingState(99)).toEqual({ kind: 'preorder' });
    expect(shippingState(99, 'available from January 2027')).toEqual({ kind: 'availableFrom', month: 1, year: 2027 });
    expect(shippingState(16, 'To be confirmed')).toEqual({ kind: 'toBeConfirmed' });
    expect(shippingState(12, ' upon request ')).toEqual({ kind: 'uponRequest' });
    expect(shippingState(null)).toEqual({ kind: 'toBeConfirmed' });
  });
  it("parses 'available from {month} {year}' into month and year", () => {
    expect(parseAvailableFrom('available from May 2027')).toEqual({ month: 5, year: 2027 });
    expect(parseAvailableFrom('Available from december 2026')).toEqual({ month: 12, year: 2026 });
    expect(parseAvailableFrom('available from Smarch 2027')).toBeUndefined();
    expect(parseAvailableFrom('available from May')).toBeUndefined();
    expect(parseAvailableFrom('ships in May 2027')).toBeUndefined();
  });
  it('turns days into weeks by dividing by 7 and rounding up', () => {
    expect([0, 0.9, 1, 7, 8, 14, 15, 99, 120].map(leadTimeWeeks)).toEqual([0, 0, 1, 1, 2, 2, 3, 99, 99]);
  });
});

const costs = { shippingTime: 3, shippingMessage: null, shippingCost: null, shippingCostEu: '90.00', shippingCostUs: '120.00', shippingCostGbp: '0.00', shippingCostWorld: '250.00', currency: 'USD' as const };

describe('shipping cost and free shipping (spec §5, §9)', () => {
  it('picks the zone of the country', () => {
    expect(['US', 'gb', 'IT', 'CH', 'TR', 'AE', 'JP', 'CA'].map(shippingZone)).toEqual(['us', 'gbp', 'eu', 'eu', 'eu', 'world', 'world', 'world']);
    expect(shippingCost(costs, 'IT')).toEqual({ amount: '90.00', currency: 'EUR' });
    expect(shippingCost(costs, 'AE')).toEqual({ amount: '250.00', currency: 'USD' });
  });
  it("prefers the service's cost for the country, in the locale's currency", () => {
    expect(shippingCost({ ...costs, shippingCost: '101.00', currency: 'EUR' }, 'IT')).toEqual({ amount: '101.00', currency: 'EUR' });
  });
  it('recognises free shipping as a zero amount with a currency sign', () => {
    expect(shippingSummary(costs, 'GB').free).toBe(true);
    expect(shippingSummary(costs, 'US').free).toBe(false);
    expect(shippingSummary({ ...costs, shippingCost: '0.00' }, 'US').free).toBe(true);
    expect(shippingSummary({ ...costs, shippingCostWorld: null }, 'JP')).toMatchObject({ cost: null, free: false });
    expect(['$0', '€0,00', '£ 0.00', '0', '$10', 'free', '€0.50'].map(isFreeShippingText)).toEqual([true, true, true, false, false, false, false]);
  });
});

const lamp = {
  properties: [{ name: 'quantity', description: 'Quantity', value: '6' }],
  dimensions: { unit: 'cm', width: 30, height: 45.72, depth: 26, seatHeight: null, armHeight: null },
  lighting: { watt: 8, voltage: '220–240 V', lumen: 806, bulb: 'E27 LED', energyClass: 'E', dimmable: true },
  comAvailable: false,
  arModel: 'http://x/1.glb',
  designer: 'Studio Ardesia',
  materials: ['Brass'],
  colors: ['Gold'],
  breadcrumbs: [{ name: 'Lighting', slug: 'lighting', url: '/categories/lighting' }, { name: 'Table lamps', slug: 'table-lamps', url: '/categories/lighting/table-lamps' }],
};

describe('details and units (spec §3, §9)', () => {
  it('shows lengths in inches for the US and centimetres elsewhere', () => {
    expect(fromCentimetres(254, 'in')).toBeCloseTo(100);
    expect(toCentimetres(10, 'in')).toBeCloseTo(25.4);
    expect(fromCentimetres(45, 'cm')).toBe(45);
    expect(formatLength(45, 'cm', 'it-IT')).toBe('45 cm');
    expect(formatLength(45, 'in', 'en-US')).toBe('17.7 in');
    expect(formatDimensions({ width: 254, height: 127, depth: 50.8 }, 'in', 'en-US')).toBe('100 × 50 × 20 in');
    expect(formatDimensions({ width: 30, height: null, depth: 2 }, 'cm', 'en-US')).toBeNull();
  });
  it('lists the rows of the details tab in order, with yes/no for flags', () => {
    const rows = detailRows(lamp, { units: 'cm', locale: 'en-GB', freeShipping: true });
    expect(rows.map((r) => r.key)).toEqual(['quantity', 'dimensions', 'watt', 'voltage', 'lumen', 'bulb', 'energyClass', 'dimmable', 'ar', 'freeShipping', 'designer', 'material', 'color', 'category']);
    expect(rows.find((r) => r.key === 'dimensions')).toEqual({ key: 'dimensions', text: '30 × 46 × 26 cm' });
    expect(rows.find((r) => r.key === 'category')).toEqual({ key: 'category', text: 'Table lamps' });
    expect(rows.find((r) => r.key === 'ar')).toEqual({ key: 'ar', yes: true });
  });
  it('adds seat and arm height and COM for upholstered seating', () => {
    const sofa = { ...lamp, lighting: null, dimensions: { unit: 'cm', width: 220, height: 80, depth: 95, seatHeight: 43, armHeight: 62 }, properties: [{ name: 'com_available', description: 'COM available', value: 'Yes' }], comAvailable: true };
    const rows = detailRows(sofa, { units: 'in', locale: 'en-US', freeShipping: false });
    expect(rows.slice(0, 4)).toEqual([
      { key: 'dimensions', text: '86.6 × 31.5 × 37.4 in' },
      { key: 'seatHeight', text: '16.9 in' },
      { key: 'armHeight', text: '24.4 in' },
      { key: 'com', yes: true },
    ]);
  });
});

describe('recently viewed (kept on the device)', () => {
  it('keeps ids newest first, without duplicates, at most the limit', () => {
    expect(withViewed(['2', '1'], '1')).toEqual(['1', '2']);
    expect(withViewed(Array.from({ length: 20 }, (_, i) => String(i)), 'x')).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('[1,"2",null,""]')).toEqual(['2']);
  });
  it('records a view and returns the others', () => {
    const store = new Map<string, string>([[RECENTLY_VIEWED_KEY, '["5","7"]']]);
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(recordView(storage, '7')).toEqual(['5']);
    expect(store.get(RECENTLY_VIEWED_KEY)).toBe('["7","5"]');
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(recordView(refusing, '1')).toEqual([]);
  });
});

describe('JSON-LD', () => {
  const product = { title: 'Lido </script>', description: 'd', sku: 'CM-1', images: [{ url: 'http://x/a.jpg', alt: '' }], artisan: { id: '1', name: 'Fornace Romano', slug: 'f' }, price: '4550.00', currency: 'EUR' as const, inStock: true, backorderable: false };
  it('describes price, availability and the artisan as brand', () => {
    const ld = productJsonLd(product, { url: 'https://shop/p', state: { kind: 'buy' } });
    expect(ld).toMatchObject({ '@type': 'Product', brand: { name: 'Fornace Romano' }, offers: { price: '4550.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } });
    expect(productJsonLd(product, { url: '', state: { kind: 'soldOut' } }).offers.availability).toBe('https://schema.org/SoldOut');
    expect(productJsonLd({ ...product, inStock: false, backorderable: true }, { url: '', state: { kind: 'buy' } }).offers.availability).toBe('https://schema.org/BackOrder');
    expect(jsonLdText(ld)).not.toContain('</script>');
  });
  it('numbers the breadcrumb items', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: '/' }, { name: 'Lamps', url: '/l' }]).itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Lamps', item: '/l' });
  });
});

describe('product-page content (type pdp)', () => {
  const product = { id: '21', breadcrumbs: [{ name: 'Sedute', slug: 's', url: '/categories/arredamento/sedute/divani' }], artisan: { id: '3', name: 'B', slug: 'bottega-lombardi-cantu' }, suitableForContract: false, customizable: true, shippingTime: 4 };
  const candidate = (c: Partial<PdpCandidate>): PdpCandidate => ({ id: 'x', selection: 'rule', productIds: null, rule: null, priority: 10, title: null, content: [], ...c });
  it('matches category (localized, and below it), artisan and filters', () => {
    const seating = { category: { permalink: 'furniture/seating', localizedPermalink: { it: 'arredamento/sedute', en: 'furniture/seating' } }, filters: { customizable: true } };
    expect(matchesRule(product, seating, 'it')).toBe(true);
    expect(matchesRule({ ...product, customizable: false }, seating, 'it')).toBe(false);
    expect(matchesRule(product, { filters: { readyToShip: true } }, 'it')).toBe(false);
    expect(matchesRule(product, { artisan: { slug: 'other' } }, 'it')).toBe(false);
  });
  it('prefers an id match, then the highest-priority matching rule', () => {
    const rules = [candidate({ id: 'low', priority: 5 }), candidate({ id: 'high', priority: 20, rule: { artisan: { slug: 'bottega-lombardi-cantu' } } }), candidate({ id: 'nomatch', priority: 99, rule: { filters: { suitableForContract: true } } })];
    rules.forEach((r) => (r.rule ??= {}));
    expect(selectPdpContent(rules, product, 'it')?.id).toBe('high');
    expect(selectPdpContent([...rules, candidate({ id: 'byId', selection: 'id', productIds: ['21'] })], product, 'it')?.id).toBe('byId');
    expect(selectPdpContent([], product, 'it')).toBeNull();
  });
});

describe('request forms (spec §3, §5)', () => {
  const ref = { id: '2', sku: 'CM-SOF-000002', title: 'Burano sofa' };
  it('asks the product question with the §5 messages', () => {
    const result = inquirySchema.safeParse({ product: ref, name: 'A', email: 'x', message: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toMatchObject({ name: 'tooShort:2', email: 'emailInvalid', message: 'required' });
  });
  it('checks the white-glove request: address, widths, yes/no, pieces', () => {
    const ok = { product: ref, name: 'Ada Rossi', email: 'ada@example.com', streetAddress: 'Via Roma 1', city: 'Milano', postalCode: '20121', country: 'IT', floor: '3', stairsWidth: '90', elevatorWidth: '', bottleneckWidth: '75,5', assemble: 'yes', pieces: '2', certificateOfInsurance: 'no', units: 'cm' };
    expect(whiteGloveSchema.safeParse(ok).success).toBe(true);
    const bad = whiteGloveSchema.safeParse({ ...ok, stairsWidth: 'wide', pieces: '', assemble: undefined });
    expect(fieldErrors(bad.error!)).toMatchObject({ stairsWidth: 'product.number', pieces: 'required', assemble: 'product.choose' });
  });
  it('checks the customization request in cm/in and m/ft', () => {
    const ok = { product: ref, name: 'Ada Rossi', email: 'ada@example.com', width: '200', depth: '90', height: '80', dimensionsUnit: 'in', quantity: '1', surfaceWidth: '4', surfaceHeight: '3', surfaceUnit: 'ft', message: 'A longer sofa in green velvet.' };
    expect(customizationSchema.safeParse(ok).success).toBe(true);
    expect(customizationSchema.safeParse({ ...ok, surfaceUnit: 'yd' }).success).toBe(false);
    expect(fieldErrors(customizationSchema.safeParse({ ...ok, quantity: '0' }).error!)).toEqual({ quantity: 'product.wholeNumber' });
  });
});
