'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './Hotspots.module.css';

export interface HotspotProduct {
  key: string;
  /** Percent of the picture's width and height. */
  x: number;
  y: number;
  title: string;
  artisan: string | null;
  url: string;
  image: string | null;
  price: string | null;
}

interface HotspotsProps {
  spots: HotspotProduct[];
  labels: { open: string; close: string; view: string };
}

/** The dots of a shop-the-look picture. One card is open at a time; Escape or the close button shuts it. */
export function Hotspots({ spots, labels }: HotspotsProps) {
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {spots.map((spot) => {
        const expanded = open === spot.key;
        const cardId = `hotspot-${spot.key}`;
        // Cards open towards the middle of the picture so they stay inside it.
        const placement = `${spot.x > 50 ? styles.toLeft : styles.toRight} ${spot.y > 55 ? styles.above : styles.below}`;
        return (
          <div key={spot.key} className={styles.spot} style={{ left: `${spot.x}%`, top: `${spot.y}%` }}>
            <button
              type="button"
              className={styles.dot}
              aria-expanded={expanded}
              aria-controls={cardId}
              aria-label={`${labels.open}: ${spot.title}`}
              onClick={() => setOpen(expanded ? null : spot.key)}
            >
              <span aria-hidden="true" />
            </button>
            <div id={cardId} className={`${styles.card} ${placement}`} hidden={!expanded}>
              {spot.image ? (
                <div className={styles.thumb}>
                  <Image src={spot.image} alt="" fill sizes="96px" />
                </div>
              ) : null}
              <div className={styles.body}>
                {spot.artisan ? <p className={styles.artisan}>{spot.artisan}</p> : null}
                <p className={styles.title}>{spot.title}</p>
                {spot.price ? <p className={styles.price}>{spot.price}</p> : null}
                <Link href={spot.url} className={styles.view}>
                  {labels.view}
                </Link>
              </div>
              <button type="button" className={styles.close} aria-label={labels.close} onClick={() => setOpen(null)}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.25" />
                </svg>
              </button>
            </div>
          </div>
        );
      })}
    </>
  );
}
