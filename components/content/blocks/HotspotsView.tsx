'use client';

import type { CSSProperties, ReactNode } from 'react';
import type { IslandRoot } from '@/components/ui/island';
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
  /** The variant "Add to bag" adds; null when the piece cannot be bought online here (link only). */
  variantId: string | null;
}

export interface HotspotsProps {
  spots: HotspotProduct[];
  labels: { open: string; close: string; view: string };
}

interface HotspotsState {
  /** The key of the open card, if any. */
  open?: string | null;
  onDot?: (key: string) => void;
  dotRef?: (key: string, element: HTMLButtonElement | null) => void;
  cardRef?: (key: string, element: HTMLDivElement | null) => void;
  /** A card's contents; none in the server's markup, where every card is shut (ADR 0012: nothing hidden is shipped before it is shown). */
  content?: (spot: HotspotProduct) => ReactNode;
  root?: IslandRoot;
}

/**
 * The dots of a shop-the-look picture and their cards, as they are drawn: by Hotspots and, before its
 * code has arrived, by its island (HotspotsLater), with every card shut and empty. Each card follows
 * its dot in the document, so the tab order goes dot → card → next dot; it is placed against the
 * picture (not the dot) so it never leaves it: beside the dot on wide screens, along the picture's
 * bottom edge on phones.
 */
export function HotspotsView({ spots, labels, open = null, onDot, dotRef, cardRef, content, root }: HotspotsProps & HotspotsState) {
  return (
    <div {...root} className={styles.spots}>
      {spots.map((spot) => {
        const expanded = open === spot.key;
        const cardId = `hotspot-${spot.key}`;
        // Wide screens: the card opens towards the middle of the picture, beside its dot.
        const placement = `${spot.x > 50 ? styles.toLeft : styles.toRight} ${spot.y > 55 ? styles.above : styles.below}`;
        const position = { '--x': `${spot.x}%`, '--y': `${spot.y}%` } as CSSProperties;
        return (
          <div key={spot.key} className={styles.group}>
            <div className={styles.spot} style={position}>
              <button
                type="button"
                ref={dotRef && ((el) => dotRef(spot.key, el))}
                className={styles.dot}
                aria-expanded={expanded}
                aria-controls={cardId}
                aria-label={`${labels.open}: ${spot.title}`}
                onClick={onDot && (() => onDot(spot.key))}
              >
                <span aria-hidden="true" />
              </button>
            </div>
            <div id={cardId} ref={cardRef && ((el) => cardRef(spot.key, el))} className={`${styles.card} ${placement}`} style={position} hidden={!expanded}>
              {content?.(spot)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
