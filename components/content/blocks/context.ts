import 'server-only';
import type { Block } from '@/lib/content/blocks';
import { productIdsOf } from '@/lib/content/blocks';
import { lookupProducts } from '@/lib/content/product-lookup';
import type { EditorialProduct } from '@/lib/content/products';
import type { LocaleInfo } from '@/lib/i18n/locales';

/** What every block needs besides its own fields: the locale and the products the page looked up. */
export interface BlockContext {
  /** The route locale, e.g. it-it. */
  locale: string;
  /** BCP 47 tag for Intl formatting, e.g. it-IT. */
  tag: string;
  products: Map<string, EditorialProduct>;
}

/** Looks up every product a page's blocks show in one search request. */
export async function blockContext(locale: LocaleInfo, blocks: Block[] | null | undefined, extraIds: string[] = []): Promise<BlockContext> {
  const products = await lookupProducts(locale, productIdsOf(blocks, extraIds));
  return { locale: locale.locale, tag: locale.tag, products };
}
