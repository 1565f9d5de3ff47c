'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './CarouselControls.module.css';

/**
 * A carousel's previous/next buttons (Carousel.tsx). They scroll the row beside them and are
 * disabled at its ends, which they follow as the row scrolls or the window resizes.
 */
export function CarouselControls({ previousLabel, nextLabel }: { previousLabel: string; nextLabel: string }) {
  const controls = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const rowOf = () => controls.current?.parentElement?.querySelector<HTMLUListElement>(':scope > ul') ?? null;

  useEffect(() => {
    const row = rowOf();
    if (!row) return;
    const update = () => setEdges({ start: row.scrollLeft <= 1, end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
    update();
    row.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      row.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const go = (direction: 1 | -1) => {
    const row = rowOf();
    if (!row) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div ref={controls} className={styles.controls}>
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
  );
}
