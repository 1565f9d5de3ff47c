import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAG, catalogueTagsFor, commerceTagsToRevalidate, contentTagsToRevalidate, countryStatesTag, productTag } from '@/lib/cache/tags';

describe('commerce cache tags', () => {
  it('tags a product show with the id or slug it was asked by, every shared read with the catalogue', () => {
    expect(catalogueTagsFor(new URL('http://x/api/v2/storefront/products/lido-sofa?include=images'))).toEqual([CATALOGUE_TAG, productTag('lido-sofa')]);
    expect(catalogueTagsFor(new URL('http://x/api/v2/storefront/products/divano-%C3%A8'))).toEqual([CATALOGUE_TAG, productTag('divano-è')]);
    expect(catalogueTagsFor(new URL('http://x/api/v2/storefront/taxons/furniture'))).toEqual([CATALOGUE_TAG]);
    expect(catalogueTagsFor(new URL('http://x/api/v2/storefront/products'))).toEqual([CATALOGUE_TAG]);
    // A country's states are cached per country, under its own tag.
    expect(catalogueTagsFor(new URL('http://x/api/v2/storefront/countries/us?include=states'))).toEqual([CATALOGUE_TAG, countryStatesTag('US')]);
    expect(catalogueTagsFor(new URL('http://x/api/v2/storefront/countries'))).toEqual([CATALOGUE_TAG]);
    expect(commerceTagsToRevalidate({ countries: ['CA', 'ca', 'Canada', 7] })).toEqual([countryStatesTag('CA')]);
  });

  it('expires the products named by the commerce service, or the whole catalogue', () => {
    expect(commerceTagsToRevalidate({ products: ['7', 'lido-sofa', '7'] })).toEqual([productTag('7'), productTag('lido-sofa')]);
    expect(commerceTagsToRevalidate({ all: true })).toEqual([CATALOGUE_TAG]);
  });

  it('ignores what is not a product key', () => {
    expect(commerceTagsToRevalidate({ products: ['../x', 42, '', 'a b'] })).toEqual([]);
    expect(commerceTagsToRevalidate(null)).toEqual([]);
    expect(commerceTagsToRevalidate({ products: Array.from({ length: 900 }, (_, i) => String(i)) })).toHaveLength(500);
  });
});

describe('content cache tags', () => {
  it('expires the tags of the changed document types', () => {
    expect(contentTagsToRevalidate({ _type: 'landing', _id: 'drafts.landing-x' })).toEqual(['content:landing']);
    expect(contentTagsToRevalidate({ _type: 'editorialMenu' })).toEqual(['content:menu']);
    expect(contentTagsToRevalidate({ types: ['magazine', 'page', 3, 'bad type!'] })).toEqual(['content:magazine', 'content:page']);
    expect(contentTagsToRevalidate(null)).toEqual([]);
  });
});
