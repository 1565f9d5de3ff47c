import 'server-only';
import type { Language } from '@/lib/i18n/languages';
import type { ListingSource } from '@/lib/catalogue/listing-spec';
import { getCollection, type CollectionPage } from '@/lib/content/queries/editorial';
import { idsFilter, ruleFilter } from '@/lib/content/products';

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/** The search filter that selects a collection's products: the editor's ids, or its rule. */
export function collectionFilter(selection: CollectionPage['products']): string | null {
  if (selection?.mode === 'ids') {
    const { ids, filters } = idsFilter(selection.productIds ?? []);
    return ids.length > 0 ? filters : null;
  }
  if (selection?.mode === 'rule' && selection.rule) return ruleFilter(selection.rule) || null;
  return null;
}

/**
 * What a product listing searches: the filter all its states share (built here, from names the
 * server checked, never taken from the browser) and whether it offers the category facet.
 * Null when there is nothing to list (a collection without a selection).
 */
export async function productListingSource(source: ListingSource, language: Language): Promise<{ baseFilters?: string; showCategories: boolean } | null> {
  switch (source.kind) {
    case 'category':
      return { baseFilters: `taxon_permalinks:${quoted(source.permalink)}`, showCategories: false };
    case 'artisan':
      return { baseFilters: `artisan_slug:${quoted(source.slug)}`, showCategories: false };
    case 'collection': {
      const collection = await getCollection(language, source.slug);
      const filter = collection ? collectionFilter(collection.products) : null;
      return filter ? { baseFilters: filter, showCategories: false } : null;
    }
    case 'search':
      return { showCategories: true };
    case 'artisans':
      return null;
  }
}
