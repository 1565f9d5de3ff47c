import { useLocale } from 'next-intl';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/money/currency';
import { localeParts } from '@/lib/i18n/locale-parts';
import { cardPurchaseState } from '@/lib/product/states';
import { cardProduct, type CardWriter } from './card-product';
import { ProductCardView } from './ProductCardView';

interface ProductCardProps {
  product: LiteProduct;
  currency: Currency;
  /** What writes the card's prices and shipping line: the server's (cardWriter) or the browser's (useCardWriter), wherever the card is drawn. */
  writer: CardWriter;
  /** ISO code of the visitor's country; by default the one of the page's locale (they are the same in this shop). */
  country?: string;
  /** Trade prices are shown only to trade users (so this also says the visitor is trade); for others the field is never present. */
  showTradePrice?: boolean;
  /** The first cards of a page hold the largest contentful paint. */
  priority?: boolean;
  sizes?: string;
  /** h2 where the cards are the page's content under its h1 (a listing, a list); h3 under a section's h2; h4 under an h3 (a shop-the-look's "In this look"). */
  headingLevel?: 2 | 3 | 4;
  /** The commerce service's origin, where a server component renders the card: its pictures then travel as paths (card-product.ts). */
  commerceOrigin?: string;
}

/**
 * Spec §3 lite product as a card: image, title, artisan, prices, shipping, marks and the heart. Where
 * it is rendered (the server for a content block, the browser for a carousel's later cards) it decides
 * whether the piece can be bought here and hands the card only the fields it shows (card-product.ts). A listing's cards go through ProductCardGrid.
 */
export function ProductCard({ product, currency, writer, country, showTradePrice = false, priority = false, sizes, headingLevel = 3, commerceOrigin }: ProductCardProps) {
  // Recently viewed, recommendations and lists give no country: the locale says it, so excluded pieces get no button there either.
  const localeCountry = localeParts(useLocale()).country;
  const canBuy = canBuyFromCard(product, country ?? localeCountry, showTradePrice);
  // Only what differs from the view's defaults: each prop given travels with every card in the flight data.
  return (
    <ProductCardView
      product={cardProduct(product, writer, commerceOrigin)}
      currency={currency}
      canBuy={canBuy}
      {...(showTradePrice ? { showTradePrice } : {})}
      {...(priority ? { priority } : {})}
      {...(sizes ? { sizes } : {})}
      {...(headingLevel !== 3 ? { headingLevel } : {})}
    />
  );
}

/** Whether a card offers "Add to bag" to a visitor of `country` (trade or not): the card's one rule. */
export function canBuyFromCard(product: LiteProduct, country: string, isTrade: boolean): boolean {
  return cardPurchaseState(product, { country, isTrade }).kind === 'buy';
}
