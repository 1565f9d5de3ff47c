import type { ListingSource } from './listing-spec';

/**
 * What a listing counts. Each kind has its own ICU plural messages in every language
 * (`listingCounts.<kind>.total | show | more`), so a count always carries the right noun: "128
 * artigiani" on the artisans list, "128 pezzi" on a category, never pieces for artisans.
 */
export type CountedKind = 'products' | 'artisans' | 'collections' | 'posts';

/** The pieces of a category, a collection, an artisan or a search; the workshops of the artisans list. */
export function countedKind(source: ListingSource): CountedKind {
  return source.kind === 'artisans' ? 'artisans' : 'products';
}
