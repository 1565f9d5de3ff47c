import type { Block } from '@/lib/content/blocks';
import type { BlockContext } from './context';
import { RichTextBlock } from './RichTextBlock';
import { LinkedImageWithText } from './LinkedImageWithText';
import { OneColumnBanner, TwoColumnBanner } from './Banners';
import { RowOfItems } from './RowOfItems';
import { Quote } from './Quote';
import { ShopTheLook } from './ShopTheLook';
import { ProductList } from './ProductList';
import { TwoColumns } from './TwoColumns';
import { CtaButton } from './CtaButton';
import { DocumentsPreview } from './DocumentsPreview';
import { CinemaCarousel } from './CinemaCarousel';
import styles from './blocks.module.css';

/** One content block of spec §2; an unknown kind (newer than this storefront) renders nothing. */
export function BlockView({ block, ctx }: { block: Block; ctx: BlockContext }) {
  switch (block.type) {
    case 'richText':
      return <RichTextBlock block={block} ctx={ctx} />;
    case 'linkedImageWithText':
      return <LinkedImageWithText block={block} ctx={ctx} />;
    case 'oneColumnBanner':
      return <OneColumnBanner block={block} />;
    case 'twoColumnBanner':
      return <TwoColumnBanner block={block} />;
    case 'rowOfItems':
      return <RowOfItems block={block} />;
    case 'quote':
      return <Quote block={block} />;
    case 'shopTheLook':
      return <ShopTheLook block={block} ctx={ctx} />;
    case 'productList':
      return <ProductList block={block} ctx={ctx} />;
    case 'twoColumns':
      return <TwoColumns block={block} ctx={ctx} />;
    case 'ctaButton':
      return <CtaButton block={block} />;
    case 'documentsPreview':
      return <DocumentsPreview block={block} />;
    case 'cinemaCarousel':
      return <CinemaCarousel block={block} />;
    case 'greyContainer':
      return (
        <div className={styles.grey} data-block="greyContainer">
          <Blocks blocks={block.blocks} ctx={ctx} />
        </div>
      );
    default:
      return null;
  }
}

/** A page's content blocks, server-rendered, one after another with the editorial rhythm. */
export function Blocks({ blocks, ctx }: { blocks: Block[] | null | undefined; ctx: BlockContext }) {
  if (!blocks?.length) return null;
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => (
        <BlockView key={block.key} block={block} ctx={ctx} />
      ))}
    </div>
  );
}
