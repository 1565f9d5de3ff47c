import { getTranslations } from 'next-intl/server';
import type { Block } from '@/lib/content/blocks';
import { ProductCard } from '../ProductCard';
import type { BlockContext } from './context';
import { Row } from './Row';

/** A row of products the editor picked by id, in the editor's order; products the index no longer has are left out. */
export async function ProductList({ block, ctx }: { block: Extract<Block, { type: 'productList' }>; ctx: BlockContext }) {
  const t = await getTranslations('editorial');
  const products = (block.productIds ?? []).flatMap((id) => ctx.products.get(id) ?? []);
  if (products.length === 0) return null;
  return (
    <Row title={block.title} fallbackLabel={t('products')} carousel={products.length > 4} variant="products" block="productList">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} tag={ctx.tag} />
        </li>
      ))}
    </Row>
  );
}
