import { getTranslations } from 'next-intl/server';
import type { Block } from '@/lib/content/blocks';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { TradePrices } from '@/components/catalogue/TradePrices';
import type { BlockContext } from './context';
import { Row } from './Row';
import { DeferredCardsLater } from './DeferredCardsLater';
import { LIST_INITIAL_ITEMS } from '@/lib/catalogue/indexes';

/** Phones show two cards a row, tablets three, desktops four (ui-direction: grids of 2, 3 and 4; the carousels too). */
const EDITORIAL_CARD_SIZES = '(min-width: 1025px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * Editorial products as the catalogue's cards, each an <li> of a grid or carousel, for this visitor.
 * On a trade page the cards keep a line for the trade price, which the trade user's browser reads
 * after load (the page is shared by every trade user and never holds one), as on a listing.
 */
export function ProductCards({ products, ctx, headingLevel }: { products: LiteProduct[]; ctx: BlockContext; headingLevel?: 3 | 4 }) {
  const cards = products.map((product) => (
    <li key={product.id}>
      <ProductCard
        product={ctx.isTrade ? { ...product, tradePrice: null } : product}
        currency={ctx.currency}
        writer={ctx.cardWriter}
        country={ctx.country}
        showTradePrice={ctx.isTrade}
        sizes={EDITORIAL_CARD_SIZES}
        headingLevel={headingLevel}
      />
    </li>
  ));
  if (!ctx.isTrade) return cards;
  return (
    <TradePrices ids={products.map((product) => product.id)} currency={ctx.currency}>
      {cards}
    </TradePrices>
  );
}

/** A carousel's first view on a desktop: the cards beyond it are read when the carousel comes near. */
const FIRST_VIEW = 4;

/** A row of products the editor picked by id, in the editor's order; products the index no longer has are left out. */
export async function ProductList({ block, ctx }: { block: Extract<Block, { type: 'productList' }>; ctx: BlockContext }) {
  const t = await getTranslations('editorial');
  const products = (block.productIds ?? []).flatMap((id) => ctx.products.get(id) ?? []).slice(0, LIST_INITIAL_ITEMS);
  if (products.length === 0) return null;
  const carousel = products.length > FIRST_VIEW;
  const later = carousel ? products.slice(FIRST_VIEW) : [];
  return (
    <Row title={block.title} fallbackLabel={t('products')} carousel={carousel} variant="products" block="productList">
      <ProductCards products={carousel ? products.slice(0, FIRST_VIEW) : products} ctx={ctx} />
      {later.length > 0 && (
        <DeferredCardsLater ids={later.map((p) => p.id)} isTrade={ctx.isTrade} currency={ctx.currency} country={ctx.country} sizes={EDITORIAL_CARD_SIZES} />
      )}
    </Row>
  );
}
