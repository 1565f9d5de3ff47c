import type { ReactNode } from 'react';
import { CarouselControlsLater } from './CarouselControlsLater';
import styles from './Carousel.module.css';

export type CarouselVariant = 'cards' | 'products' | 'cinema';

interface CarouselProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** 'cards' shows several items a view, 'products' two on phones, 'cinema' one wide slide at a time. */
  variant?: CarouselVariant;
  children: ReactNode;
}

/**
 * A row that scrolls sideways: swipe on touch screens, arrow keys once the row has focus (the
 * browser's own scrolling), and the previous/next buttons, the only part that runs in the browser
 * (drawn now, their code after the first paint: CarouselControlsLater). Items are server-rendered
 * with fixed widths, so nothing moves when it hydrates.
 */
export function Carousel({ label, previousLabel, nextLabel, variant = 'cards', children }: CarouselProps) {
  return (
    <div className={`${styles.carousel} ${styles[variant]}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <ul className={styles.track} tabIndex={0}>
        {children}
      </ul>
      <CarouselControlsLater previousLabel={previousLabel} nextLabel={nextLabel} />
    </div>
  );
}
