'use client';

import { useEffect, useRef, useState } from 'react';
import { CarouselControlsView, type CarouselControlsProps } from './CarouselControlsView';

/**
 * A carousel's previous/next buttons (Carousel.tsx). They scroll the row beside them and are
 * disabled at its ends, which they follow as the row scrolls or the window resizes.
 */
export function CarouselControls({ previousLabel, nextLabel }: CarouselControlsProps) {
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

  return <CarouselControlsView ref={controls} previousLabel={previousLabel} nextLabel={nextLabel} edges={edges} onGo={go} />;
}
