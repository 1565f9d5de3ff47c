import type { Block } from '@/lib/content/blocks';
import styles from './blocks.module.css';

export function Quote({ block }: { block: Extract<Block, { type: 'quote' }> }) {
  if (!block.text) return null;
  return (
    <figure className={`${styles.narrow} ${styles.quote}`} data-block="quote">
      <blockquote className={styles.quoteText}>
        <p>{block.text}</p>
      </blockquote>
      {block.author ? (
        <figcaption className={styles.quoteAuthor}>
          {block.author}
          {block.role ? <span className={styles.quoteRole}>{block.role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
