import type { Block } from '@/lib/content/blocks';
import { Picture } from '../Picture';
import { RichText } from '../RichText';
import type { BlockContext } from './context';
import styles from './blocks.module.css';

export function TwoColumns({ block, ctx }: { block: Extract<Block, { type: 'twoColumns' }>; ctx: BlockContext }) {
  return (
    <section className={`${styles.wide} ${styles.pair}`} data-block="twoColumns">
      {(block.columns ?? []).map((column) => (
        <div key={column.key} className={styles.column}>
          {column.image ? <Picture image={column.image} ratio="3 / 2" sizes="(min-width: 768px) 50vw, 100vw" /> : null}
          <RichText value={column.body} products={ctx.products} className={styles.smallRich} />
        </div>
      ))}
    </section>
  );
}
