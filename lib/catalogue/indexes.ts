/**
 * Spec §7 search indexes: production_products and one sorted replica per §9 sort, each with a
 * language suffix except for English. Artisans have their own pair.
 */
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

export const PRODUCT_SORTS = ['recommended', 'fast_shipping', 'price_asc', 'price_desc', 'new_arrivals'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const ARTISAN_SORTS = ['recommended', 'most_recent'] as const;
export type ArtisanSort = (typeof ARTISAN_SORTS)[number];

const suffix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `_${language}`);

export function productIndex(language: Language, sort: ProductSort = 'recommended'): string {
  const replica = sort === 'recommended' ? '' : `_${sort}`;
  return `production_products${replica}${suffix(language)}`;
}

export function artisanIndex(language: Language, sort: ArtisanSort = 'recommended'): string {
  const replica = sort === 'recommended' ? '' : `_${sort}`;
  return `production_artisans${replica}${suffix(language)}`;
}

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** The sort a replica index name stands for (the inverse of productIndex). */
export function sortOfProductIndex(indexName: string, language: Language): ProductSort {
  return PRODUCT_SORTS.find((sort) => productIndex(language, sort) === indexName) ?? 'recommended';
}

/** Spec §9: search page size 60; lists show at most 24 items at first. */
export const SEARCH_PAGE_SIZE = 60;
export const LIST_INITIAL_ITEMS = 24;
