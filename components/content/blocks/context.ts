import 'server-only';
import type { Block } from '@/lib/content/blocks';
import { productIdsOf } from '@/lib/content/blocks';
import { lookupProducts } from '@/lib/content/product-lookup';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/i18n/countries';
import type { LocaleInfo } from '@/lib/i18n/locales';
import { currentAccount } from '@/lib/session';

/** What every block needs besides its own fields: the locale, the visitor and the products the page looked up. */
export interface BlockContext {
  /** The route locale, e.g. it-it. */
  locale: string;
  /** BCP 47 tag for Intl formatting, e.g. it-IT. */
  tag: string;
  currency: Currency;
  /** ISO code of the visitor's country: the cards leave out Add to bag where a piece cannot ship. */
  country: string;
  /** A signed-in trade user: the cards show trade prices and apply the trade purchase rules. */
  isTrade: boolean;
  products: Map<string, LiteProduct>;
}

/** Looks up every product a page's blocks show in one search request. */
export async function blockContext(locale: LocaleInfo, blocks: Block[] | null | undefined, extraIds: string[] = []): Promise<BlockContext> {
  const ids = productIdsOf(blocks, extraIds);
  // Only a page that shows products needs to know the visitor.
  const isTrade = ids.length > 0 ? ((await currentAccount())?.isTrade ?? false) : false;
  const products = await lookupProducts(locale, ids, isTrade);
  return { locale: locale.locale, tag: locale.tag, currency: locale.country.currency, country: locale.country.isocode, isTrade, products };
}
