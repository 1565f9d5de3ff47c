'use client';

import type { Currency } from '@/lib/money/currency';
import type { CardProduct } from './card-product';
import { ProductCardView } from './ProductCardView';

/** The first row at every width (2, 3 or 4 columns) holds the largest contentful paint: eager and preloaded. */
export const PRIORITY_CARDS = 4;
/**
 * Cards whose picture is in the HTML: the first screen at 390 and 1440 px (two rows of four, four of
 * two). The others' lazy pictures enter once the page has hydrated (ProductCardView).
 */
export const CARDS_WITH_PICTURES_IN_HTML = 8;

interface ProductCardGridProps {
  /** The listing's cards, the same objects as its ItemList's (CardsJsonLd): the flight data holds them once. */
  cards: CardProduct[];
  currency: Currency;
  /** Positions of the cards that offer no "Add to bag" here (decided on the server: canBuyFromCard); none when absent. */
  notBuyable?: number[];
  showTradePrice?: true;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A listing's cards as one client element: the flight data carries the card list and the props the
 * cards share once, not one element with the same currency, heading level and flags per card.
 * Renders the grid's items; the list itself (its analytics attributes) is the server's.
 */
export function ProductCardGrid({ cards, currency, notBuyable = [], showTradePrice, headingLevel }: ProductCardGridProps) {
  return cards.map((card, index) => (
    <li key={card.id}>
      <ProductCardView
        product={card}
        currency={currency}
        canBuy={!notBuyable.includes(index)}
        showTradePrice={showTradePrice}
        priority={index < PRIORITY_CARDS}
        pictureAfterHydration={index >= CARDS_WITH_PICTURES_IN_HTML}
        headingLevel={headingLevel}
      />
    </li>
  ));
}
