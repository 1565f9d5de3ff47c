import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Carousel, type CarouselVariant } from '../Carousel';
import styles from './blocks.module.css';
import gridStyles from '../Grid.module.css';

interface RowProps {
  title: string | null;
  /** Used as the carousel's name when the row has no title. */
  fallbackLabel: string;
  carousel: boolean;
  variant?: CarouselVariant;
  /** The items, each an <li>. */
  children: ReactNode;
  block: string;
}

/** A titled row of items, as a carousel or as a grid: shared by rows of items, product lists, documents and the cinema. */
export async function Row({ title, fallbackLabel, carousel, variant = 'cards', children, block }: RowProps) {
  const t = await getTranslations('editorial');
  return (
    <section className={styles.wide} data-block={block} data-item-list={`editorial:${block}`}>
      {title ? <h2 className={`${styles.heading} ${styles.rowTitle}`}>{title}</h2> : null}
      {carousel ? (
        <Carousel label={title ?? fallbackLabel} previousLabel={t('previous')} nextLabel={t('next')} variant={variant}>
          {children}
        </Carousel>
      ) : (
        <ul className={gridStyles.grid}>{children}</ul>
      )}
    </section>
  );
}
