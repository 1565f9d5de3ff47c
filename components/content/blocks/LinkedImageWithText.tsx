import type { Block } from '@/lib/content/blocks';
import { Picture } from '../Picture';
import { RichText } from '../RichText';
import { ContentLink } from '../ContentLink';
import type { BlockContext } from './context';
import styles from './blocks.module.css';

export function LinkedImageWithText({ block, ctx }: { block: Extract<Block, { type: 'linkedImageWithText' }>; ctx: BlockContext }) {
  const right = block.imagePosition === 'right';
  return (
    <section className={`${styles.wide} ${styles.split} ${right ? styles.imageRight : ''}`} data-block="linkedImageWithText">
      <Picture image={block.image} ratio="4 / 5" sizes="(min-width: 768px) 50vw, 100vw" className={styles.splitImage} />
      <div className={styles.splitText}>
        {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
        <RichText value={block.text} products={ctx.products} className={styles.smallRich} />
        {block.link?.url && block.link.label ? (
          <ContentLink href={block.link.url} className={styles.textLink}>
            {block.link.label}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
