import type { Block } from '@/lib/content/blocks';
import { RichText } from '../RichText';
import type { BlockContext } from './context';
import styles from './blocks.module.css';

export function RichTextBlock({ block, ctx }: { block: Extract<Block, { type: 'richText' }>; ctx: BlockContext }) {
  return (
    <section className={styles.narrow} data-block="richText">
      <RichText value={block.body} products={ctx.products} />
    </section>
  );
}
