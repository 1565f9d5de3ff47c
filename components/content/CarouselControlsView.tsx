'use client';

import type { Ref } from 'react';
import type { IslandRoot } from '@/components/ui/island';
import styles from './CarouselControls.module.css';

export interface CarouselControlsProps {
  previousLabel: string;
  nextLabel: string;
}

/**
 * A carousel's previous/next buttons as they are drawn: by CarouselControls and, before its code has
 * arrived, by its island (CarouselControlsLater). At first the row is at its start: "previous" is disabled.
 */
export function CarouselControlsView({
  previousLabel,
  nextLabel,
  edges = { start: true, end: false },
  onGo,
  ref,
  root,
}: CarouselControlsProps & { edges?: { start: boolean; end: boolean }; onGo?: (direction: 1 | -1) => void; ref?: Ref<HTMLDivElement>; root?: IslandRoot }) {
  return (
    <div ref={ref} {...root} className={styles.controls}>
      <button type="button" className={styles.button} onClick={onGo && (() => onGo(-1))} disabled={edges.start} aria-label={previousLabel}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.25" />
        </svg>
      </button>
      <button type="button" className={styles.button} onClick={onGo && (() => onGo(1))} disabled={edges.end} aria-label={nextLabel}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.25" />
        </svg>
      </button>
    </div>
  );
}
