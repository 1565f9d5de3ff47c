'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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
 * A row that scrolls sideways: swipe on touch screens, arrow keys once the row has focus, and the
 * previous/next buttons. Items are server-rendered with fixed widths, so nothing moves when it hydrates.
 */
export function Carousel({ label, previousLabel, nextLabel, variant = 'cards', children }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);

  const go = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={`${styles.carousel} ${styles[variant]}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className={styles.track} tabIndex={0} onScroll={update}>
        {children}
      </ul>
      <div className={styles.controls}>
        <button type="button" className={styles.button} onClick={() => go(-1)} disabled={edges.start} aria-label={previousLabel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.25" />
          </svg>
        </button>
        <button type="button" className={styles.button} onClick={() => go(1)} disabled={edges.end} aria-label={nextLabel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.25" />
          </svg>
        </button>
      </div>
    </div>
  );
}
