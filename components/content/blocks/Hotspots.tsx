'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { HotspotsView, type HotspotsProps } from './HotspotsView';

/**
 * The dots of a shop-the-look picture (HotspotsView draws them). One card is open at a time; Escape
 * or the close button shuts it and gives focus back to its dot.
 */
export function Hotspots({ spots, labels }: HotspotsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const dots = useRef(new Map<string, HTMLButtonElement>());
  const cards = useRef(new Map<string, HTMLDivElement>());

  /** Shuts a card; focus inside it would be lost with it, so it goes back to the dot. */
  const close = useCallback((key: string) => {
    if (cards.current.get(key)?.contains(document.activeElement)) dots.current.get(key)?.focus();
    setOpen(null);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(open);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <HotspotsView
      spots={spots}
      labels={labels}
      open={open}
      onDot={(key) => (open === key ? close(key) : setOpen(key))}
      onClose={close}
      dotRef={(key, el) => void (el ? dots.current.set(key, el) : dots.current.delete(key))}
      cardRef={(key, el) => void (el ? cards.current.set(key, el) : cards.current.delete(key))}
    />
  );
}
