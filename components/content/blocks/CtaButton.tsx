import type { Block } from '@/lib/content/blocks';
import { ContentLink } from '../ContentLink';
import styles from './blocks.module.css';

export function CtaButton({ block }: { block: Extract<Block, { type: 'ctaButton' }> }) {
  if (!block.link?.url || !block.link.label) return null;
  return (
    <div className={styles.cta} data-block="ctaButton">
      <ContentLink href={block.link.url} className={block.style === 'secondary' ? styles.buttonSecondary : styles.buttonPrimary}>
        {block.link.label}
      </ContentLink>
    </div>
  );
}
