'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { AddToCartLater } from '@/components/cart/AddToCartLater';
import { FillImage } from '@/components/ui/FillImage';
import { cardImageAddress } from '@/lib/images/card-image-address';
import { HotspotsView, type HotspotProduct, type HotspotsProps } from './HotspotsView';
import styles from './Hotspots.module.css';

/**
 * The dots of a shop-the-look picture (HotspotsView draws them) and their cards' contents. One card
 * is open at a time; Escape or the close button shuts it and gives focus back to its dot.
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
      dotRef={(key, el) => void (el ? dots.current.set(key, el) : dots.current.delete(key))}
      cardRef={(key, el) => void (el ? cards.current.set(key, el) : cards.current.delete(key))}
      content={(spot) => <HotspotCard spot={spot} labels={labels} onClose={() => close(spot.key)} />}
    />
  );
}

function HotspotCard({ spot, labels, onClose }: { spot: HotspotProduct; labels: HotspotsProps['labels']; onClose: () => void }) {
  return (
    <>
      {spot.image ? (
        <div className={styles.thumb}>
          <FillImage src={spot.image} loader={cardImageAddress} alt="" sizes="96px" />
        </div>
      ) : null}
      <div className={styles.body}>
        {spot.artisan ? <p className={styles.artisan}>{spot.artisan}</p> : null}
        <p className={styles.title}>{spot.title}</p>
        {spot.price ? <p className={styles.price}>{spot.price}</p> : null}
      </div>
      <div className={styles.actions}>
        {spot.variantId ? <AddToCartLater variantId={spot.variantId} productName={spot.title} className={styles.add} /> : null}
        <Link href={spot.url} className={styles.view}>
          {labels.view}
        </Link>
      </div>
      <button type="button" className={styles.close} aria-label={labels.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.25" />
        </svg>
      </button>
    </>
  );
}
