import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
import type { Block } from '@/lib/content/blocks';
import { productIdsOf } from '@/lib/content/blocks';
import { productsById } from '@/lib/search/lookup';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/money/currency';
import type { PageContext } from '@/lib/i18n/page-context';
import type { CardWriter } from '@/components/catalogue/card-product';
import { cardWriter } from '@/components/catalogue/card-writer';

/** What every block needs besides its own fields: the locale, the page's audience and the products the page looked up. */
export interface BlockContext {
  /** The route locale, e.g. it-it. */
  locale: Locale;
  /** BCP 47 tag for Intl formatting, e.g. it-IT. */
  tag: string;
  currency: Currency;
  /** ISO code of the visitor's country: the cards leave out Add to bag where a piece cannot ship. */
  country: string;
  /** A trade page: the cards apply the trade purchase rules and read trade prices after load. */
  isTrade: boolean;
  products: Map<string, LiteProduct>;
  /** Writes the cards' prices and shipping lines on the server. */
  cardWriter: CardWriter;
}

/** Looks up every product a page's blocks show in one search request. */
export async function blockContext(page: PageContext, blocks: Block[] | null | undefined, extraIds: string[] = []): Promise<BlockContext> {
  const [products, writer] = await Promise.all([productsById(page, productIdsOf(blocks, extraIds)), cardWriter(page.locale, page.country.currency)]);
  return { locale: page.locale, tag: page.tag, currency: page.country.currency, country: page.country.isocode, isTrade: page.audience === 'trade', products, cardWriter: writer };
}
