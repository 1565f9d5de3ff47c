'use client';

import { itemListJsonLd } from '@/lib/seo/list-items';
import { JsonLd } from './JsonLd';

/**
 * A product listing's CollectionPage and ItemList (lib/seo/item-list.ts), written where the page is
 * drawn from the cards it shows: the flight data carries `cards` once, shared with the cards
 * themselves (the same objects), not a second time as the script's text. The HTML holds the same
 * script as JsonLd writes. `base`: the absolute URL of the locale's root (no trailing slash), which a
 * card's permalink follows.
 */
export function CardsJsonLd({ page, cards, base }: { page: object; cards: readonly { title: string; permalink: string }[]; base: string }) {
  return <JsonLd data={{ ...page, mainEntity: itemListJsonLd(cards.map((card) => ({ name: card.title, url: `${base}${card.permalink}` }))) }} />;
}
