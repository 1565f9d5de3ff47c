import { describe, expect, it } from 'vitest';
import { markHref, productIdsOf, type Block } from '@/lib/content/blocks';
import { idsFilter, inRequestedOrder, ruleFilter, toEditorialProduct } from '@/lib/content/products';
import { liteProductAttributes } from '@/lib/catalogue/lite-product';
import { collectionPath, isInternalPath, pagePath, pathsByLanguage, postPath } from '@/lib/content/urls';
import { editorialMetadata } from '@/lib/content/metadata';
import { localizedPath } from '@/lib/seo';
import { expectedSecret } from '@/lib/config';
import { secretMatches } from '@/lib/content/preview';
import { sameOriginPath as safeRedirectPath } from '@/lib/security/redirect';
import { isPostType, POST_TYPES } from '@/lib/content/post-types';

const rich = (productId: string) => [{ _type: 'block', _key: 'b', children: [], markDefs: [{ _type: 'productLink', _key: 'm', productId }] }];

describe('block mapping', () => {
  it('collects the product ids of every block once, in order, through grey containers and rich text', () => {
    const blocks = [
      { key: '1', type: 'productList', title: null, productIds: ['3', '1'] },
      { key: '2', type: 'greyContainer', blocks: [{ key: '3', type: 'shopTheLook', title: null, image: null, hotspots: [{ key: 'h', x: 1, y: 2, productId: '7' }] }] },
      { key: '4', type: 'richText', body: rich('9') },
      { key: '5', type: 'twoColumns', columns: [{ key: 'c', image: null, body: rich('1') }] },
      { key: '6', type: 'quote', text: 'x', author: null, role: null },
    ] as Block[];
    expect(productIdsOf(blocks)).toEqual(['3', '1', '7', '9']);
    expect(productIdsOf(null, ['5'])).toEqual(['5']);
  });

  it('resolves rich-text annotations: products by their looked-up page, others by the resolved url or href', () => {
    const products = new Map([['7', toEditorialProduct({ objectID: '7', title: 'Lamp', url: '/products/lamp' }, 'EUR', false)]]);
    expect(markHref({ _type: 'productLink', productId: '7' }, products)).toBe('/products/lamp');
    expect(markHref({ _type: 'productLink', productId: '8' }, products)).toBeNull();
    expect(markHref({ _type: 'categoryLink', url: '/categories/lighting' }, products)).toBe('/categories/lighting');
    expect(markHref({ _type: 'link', href: 'mailto:a@b.it' }, products)).toBe('mailto:a@b.it');
  });
});

describe('product lookup (spec §5, §7)', () => {
  it('filters by string ids only, once each', () => {
    expect(idsFilter(['1', 2, '1', null, '3'])).toEqual({ ids: ['1', '3'], filters: 'objectID:"1" OR objectID:"3"' });
  });

  it('keeps the editor’s order and drops ids the index does not know', () => {
    expect(inRequestedOrder(['3', '1', '2'], [{ id: '1' }, { id: '3' }]).map((p) => p.id)).toEqual(['3', '1']);
  });

  it('maps a hit to the catalogue card’s lite product in the visitor’s currency, with what Add to bag needs', () => {
    const hit = {
      objectID: '1', title: 'Murano pendant', artisan_name: 'Bottega', artisan_slug: 'bottega', url: '/products/a', main_image: 'http://x/a.jpg',
      alternative_images: ['http://x/b.jpg'], price_EUR: 280, full_price_EUR: 350, price_USD: 310, trade_price_EUR: 200, variant_id: 'v-1',
      excluded_countries: ['US'], lead_time: 0, can_supply: true,
    };
    expect(toEditorialProduct(hit, 'EUR', false)).toMatchObject({
      id: '1', title: 'Murano pendant', artisan: { name: 'Bottega', slug: 'bottega' }, permalink: '/products/a',
      images: ['http://x/a.jpg', 'http://x/b.jpg'], price: 280, fullPrice: 350, variantId: 'v-1', excludedCountries: ['US'], shippingTime: 0, canSupply: true,
    });
    expect(toEditorialProduct(hit, 'GBP', false).price).toBeNull();
    expect(toEditorialProduct({ objectID: '2', title: 'Old record' }, 'EUR', false)).toMatchObject({ variantId: null, excludedCountries: [], permalink: '/products/2' });
  });

  it('never hands a trade price to a visitor who is not trade (the page is rendered on the server)', () => {
    const hit = { objectID: '1', title: 'Sofa', price_EUR: 900, trade_price_EUR: 700 };
    expect(toEditorialProduct(hit, 'EUR', false).tradePrice).toBeNull();
    expect(toEditorialProduct(hit, 'EUR', true).tradePrice).toBe(700);
  });

  it('asks the search service for every attribute the card reads, and no trade price', () => {
    const attributes = liteProductAttributes('EUR');
    for (const a of ['title', 'url', 'main_image', 'price_EUR', 'full_price_EUR', 'variant_id', 'excluded_countries', 'b2b_only', 'b2c_only', 'can_supply', 'lead_time']) {
      expect(attributes).toContain(a);
    }
    expect(attributes.some((a) => a.startsWith('trade_price'))).toBe(false);
  });

  it('turns a rule into a filter', () => {
    expect(ruleFilter({ category: { permalink: 'lighting' }, filters: { readyToShip: true, editorsPick: true } })).toBe('taxon_permalinks:"lighting" AND editors_pick:true AND lead_time < 1');
  });
});

describe('editorial URLs', () => {
  const slugs = { en: { current: 'the-amber-hour' }, it: { current: 'l-ora-d-ambra' } };

  it('builds a document’s path in every language it has', () => {
    expect(pathsByLanguage(slugs, postPath('shop-the-look'))).toEqual({
      en: '/magazine/shop-the-look/the-amber-hour',
      it: '/magazine/shop-the-look/l-ora-d-ambra',
    });
    expect(pathsByLanguage({ de: { current: 'x' } }, collectionPath)).toEqual({ de: '/collections/x' });
  });

  it('keeps the fixed routes of spec §2 and puts other pages at their slug', () => {
    expect(pagePath('about')('chi-siamo')).toBe('/about');
    expect(pagePath('trade-sales-terms')('condizioni-di-vendita-trade')).toBe('/terms-conditions-trade');
    expect(pagePath('press')('stampa')).toBe('/stampa');
  });

  it('prefixes non-default locales only', () => {
    expect(localizedPath('en-us', '/')).toBe('/');
    expect(localizedPath('it-it', '/')).toBe('/it-it');
    expect(localizedPath('de-ch', '/landing/x')).toBe('/de-ch/landing/x');
    expect(isInternalPath('/about')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('https://x.it')).toBe(false);
  });

  it('knows the eleven post types', () => {
    expect(POST_TYPES).toHaveLength(11);
    expect(isPostType('studio-visit')).toBe(true);
    expect(isPostType('recipes')).toBe(false);
  });
});

describe('metadata', () => {
  const paths = { en: '/landing/gifts', it: '/landing/regali' };

  it('gives a canonical URL, share images at width 1200 quality 75, and noindex in preview', () => {
    const image = { ref: 'image-abc-2400x1600-jpg', alt: 'A room', width: 2400, height: 1600 };
    const metadata = editorialMetadata({ locale: 'it-it', title: 'Regali', description: 'Idee', paths, image });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/it-it/landing/regali');
    expect(metadata.openGraph?.url).toBe('http://localhost:3000/it-it/landing/regali');
    const og = (metadata.openGraph?.images as { url: string; width: number; height: number }[])[0];
    expect(og.url).toMatch(/w=1200/);
    expect(og.url).toMatch(/q=75/);
    expect(og).toMatchObject({ width: 1200, height: 800 });
    expect(metadata.robots).toBeUndefined();
    expect(editorialMetadata({ locale: 'en-us', title: 'x', paths, preview: true }).robots).toEqual({ index: false, follow: false });
  });
});

describe('preview and revalidation', () => {
  it('accepts only the exact secret and only local redirect paths', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches(null, 's3cret')).toBe(false);
    expect(safeRedirectPath('/it-it/landing/x?a=1')).toBe('/it-it/landing/x?a=1');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });

  it('uses the public default secret only with the embedded content service', () => {
    const embedded = { SANITY_API_HOST: 'http://127.0.0.1:4000', EMBEDDED_BACKEND_URL: 'http://127.0.0.1:4000' };
    const real = { SANITY_API_HOST: 'https://abc123.api.sanity.io' };
    expect(expectedSecret('SANITY_REVALIDATE_SECRET', { ...real, SANITY_REVALIDATE_SECRET: 'from-env' })).toBe('from-env');
    expect(expectedSecret('SANITY_REVALIDATE_SECRET', embedded)).toBe('embedded-revalidate-secret');
    expect(expectedSecret('SANITY_PREVIEW_SECRET', embedded)).toBe('embedded-preview-secret');
    expect(expectedSecret('SANITY_REVALIDATE_SECRET', real)).toBeNull();
    expect(secretMatches('embedded-revalidate-secret', expectedSecret('SANITY_REVALIDATE_SECRET', real))).toBe(false);
  });
});

