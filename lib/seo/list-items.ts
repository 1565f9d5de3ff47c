/**
 * The ItemList of a listing page (lib/seo/item-list.ts), with no imports: the browser builds it too,
 * from the cards it already holds (components/seo/CardsJsonLd.tsx).
 */
export interface ListedPage {
  name: string;
  url: string;
}

/** What this page of a listing shows, in order; `offset` is the number of items on the pages before it. */
export function itemListJsonLd(items: readonly ListedPage[], offset = 0) {
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: offset + index + 1, name: item.name, url: item.url })),
  };
}
