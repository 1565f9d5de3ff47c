import { describe, expect, it } from 'vitest';
import { artisanIndex, productIndex, sortOfProductIndex } from '@/lib/catalogue/indexes';
import { toLiteProduct } from '@/lib/catalogue/lite-product';
import { productImageName } from '@/lib/model/product';
import { addRecentSearch, parseRecentSearches } from '@/lib/catalogue/recent-searches';
import { leadTimeWeeks, parseAvailableFrom, shippingState } from '@/lib/catalogue/shipping';
import { queryStringToRoute, routeToQueryString, routeToUiState, uiStateToRoute } from '@/lib/catalogue/url-state';
import { isAcceptedImage } from '@/lib/catalogue/image-upload';
import { stripTradeFields } from '@/lib/search/forward';

describe('shipping states (spec §4)', () => {
  it('maps lead times in weeks and the override messages', () => {
    expect(shippingState(0)).toEqual({ kind: 'ready' });
    expect(shippingState(1)).toEqual({ kind: 'weeks', weeks: 1 });
    expect(shippingState(6)).toEqual({ kind: 'weeks', weeks: 6 });
    expect(shippingState(99)).toEqual({ kind: 'preorder' });
    expect(shippingState(99, 'available from March 2027')).toEqual({ kind: 'availableFrom', month: 3, year: 2027 });
    expect(shippingState(4, 'to be confirmed')).toEqual({ kind: 'toBeConfirmed' });
    expect(shippingState(4, 'upon request')).toEqual({ kind: 'uponRequest' });
  });

  it('turns days into weeks, rounded up; under a day is ready; 99 stays pre-order', () => {
    expect([0, 0.5, 1, 7, 8, 15, 99].map(leadTimeWeeks)).toEqual([0, 0, 1, 1, 2, 3, 99]);
    expect(parseAvailableFrom('available from Smarch 2027')).toBeUndefined();
  });
});

describe('lite product (spec §3) from a search record', () => {
  const record = {
    objectID: '42', title: 'Luna stool', categories: { lvl0: ['Furniture'], lvl1: ['Furniture > Seating'] }, artisan_name: 'Officina', artisan_slug: 'officina',
    customizable: true, sku: 'CM-1', url: '/products/luna-stool', main_image: 'a.jpg', alternative_images: ['b.jpg', null],
    price_EUR: 780, full_price_EUR: 900, price_USD: 870, shipping_cost_EUR: 0, shipping_cost_USD: 90, lead_time: 6, shipping_message: null,
    can_supply: false, vendor_program_level: 3,
  };

  it('reads the currency of the locale, the free-shipping rule and Premium Plus', () => {
    const eur = toLiteProduct(record, 'EUR');
    expect(eur).toMatchObject({ id: '42', price: 780, fullPrice: 900, tradePrice: null, isFreeShipping: true, isPremiumPlus: true, canSupply: false, isCustomizable: true });
    expect(eur.categories).toEqual(['Furniture > Seating']);
    expect(eur.images).toEqual(['a.jpg', 'b.jpg']);
    const usd = toLiteProduct(record, 'USD');
    expect(usd).toMatchObject({ price: 870, fullPrice: null, isFreeShipping: false });
  });

  it('cuts image names to 150 characters', () => {
    expect(productImageName('x'.repeat(200))).toHaveLength(150);
    expect(productImageName('Short')).toBe('Short');
  });
});

describe('indexes (spec §7)', () => {
  it('adds one replica per sort and a suffix per non-default language', () => {
    expect(productIndex('en')).toBe('production_products');
    expect(productIndex('it', 'price_asc')).toBe('production_products_price_asc_it');
    expect(artisanIndex('de', 'most_recent')).toBe('production_artisans_most_recent_de');
    expect(sortOfProductIndex('production_products_fast_shipping_fr', 'fr')).toBe('fast_shipping');
  });
});

describe('the listing URL', () => {
  const ctx = { language: 'it', currency: 'EUR' } as const;

  it('round-trips every filter, the sort and ppage through readable parameters', () => {
    const ui = {
      query: 'divano',
      page: 3,
      sortBy: 'production_products_price_desc_it',
      hierarchicalMenu: { 'categories.lvl0': ['Arredamento', 'Sedute'] },
      refinementList: { artisan_name: ['Bottega Lombardi', 'Officina Milani'], colors: ['Verde'] },
      range: { price_EUR: '100:2000', width_cm: ':120' },
      numericMenu: { lead_time: ':4' },
      toggle: { free_shipping_EUR: true, has_ar: true },
    };
    const route = uiStateToRoute(ui, ctx);
    expect(route).toMatchObject({ query: 'divano', ppage: '3', sort: 'price_desc', category: 'Arredamento > Sedute', artisan: ['Bottega Lombardi', 'Officina Milani'], price: '100:2000', shipping: '4w', free_shipping: '1', ar: '1' });
    const text = routeToQueryString(route);
    expect(text).toContain('ppage=3');
    expect(routeToUiState(queryStringToRoute(text), ctx)).toEqual(ui);
  });

  it('ignores what it does not understand', () => {
    expect(routeToUiState({ ppage: 'abc', sort: 'cheapest', price: 'free', shipping: 'yesterday', ar: 'yes' }, ctx)).toEqual({});
  });

  it('writes ready to ship as an exact lead time of 0', () => {
    expect(routeToUiState({ shipping: 'ready' }, ctx)).toEqual({ numericMenu: { lead_time: '0' } });
  });
});

describe('recent searches', () => {
  it('keeps six distinct terms, newest first, and survives a damaged cookie', () => {
    let list: string[] = [];
    for (const term of ['sofa', 'lamp', 'Sofa', 'vase', 'rug', 'chair', 'table', 'bowl']) list = addRecentSearch(list, term);
    expect(list).toEqual(['bowl', 'table', 'chair', 'rug', 'vase', 'Sofa']);
    expect(parseRecentSearches(JSON.stringify(list))).toEqual(list);
    expect(parseRecentSearches('{oops')).toEqual([]);
    expect(parseRecentSearches('[1, "ok", ""]')).toEqual(['ok']);
  });
});

describe('image search uploads (spec §5)', () => {
  it('accepts .jpeg, .jpg and .png only', () => {
    expect(isAcceptedImage({ name: 'room.JPG', type: 'image/jpeg', size: 1000 })).toBe(true);
    expect(isAcceptedImage({ name: 'room.png', type: 'image/png', size: 1000 })).toBe(true);
    expect(isAcceptedImage({ name: 'room.gif', type: 'image/gif', size: 1000 })).toBe(false);
    expect(isAcceptedImage({ name: 'room.png', type: 'text/html', size: 1000 })).toBe(false);
    expect(isAcceptedImage({ name: 'room.webp', type: 'image/webp', size: 1000 })).toBe(false);
  });
});

describe('search answers to the browser', () => {
  it('lose every trade-only field, highlights included', () => {
    const answer = { results: [{ hits: [{ objectID: '1', price_USD: 10, trade_price_USD: 8, _highlightResult: { trade_price_USD: { value: '8' }, title: { value: 't' } } }] }] };
    expect(stripTradeFields(answer)).toEqual({ results: [{ hits: [{ objectID: '1', price_USD: 10, _highlightResult: { title: { value: 't' } } }] }] });
  });
});

describe('the artisans list URL', () => {
  it('round-trips filters, the sort and ppage', async () => {
    const { artisanRouteToUi, artisanUiToRoute } = await import('@/lib/catalogue/artisan-url-state');
    const ui = { query: 'vetro', page: 2, sortBy: 'production_artisans_most_recent_it', refinementList: { city: ['Murano'], materials: ['Vetro'] } };
    const route = artisanUiToRoute(ui, 'it');
    expect(route).toEqual({ query: 'vetro', city: ['Murano'], material: ['Vetro'], sort: 'most_recent', ppage: '2' });
    expect(artisanRouteToUi(route, 'it')).toEqual(ui);
    expect(artisanRouteToUi({ sort: 'oldest', ppage: '-1' }, 'it')).toEqual({});
  });
});
