import type { ProductImage } from '@/lib/commerce/product';
import { GalleryPicture } from './LaterParts';
import styles from './Gallery.module.css';

const MAIN_SIZES = '(min-width: 1025px) 55vw, 100vw';

export interface GalleryViewProps {
  images: ProductImage[];
  /** From the server: each picture's zoom and thumbnail names, in order, and the thumbnails' list name. */
  labels: { zoom: string[]; show: string[]; thumbnails: string };
}

/** What the part does when the picture is pressed or clicked, or a thumbnail clicked. */
export interface GalleryActions {
  press(): void;
  zoom(): void;
  show(index: number): void;
}

/**
 * The gallery as it is drawn: by the server first (the first picture shown), then by Gallery once
 * its code has arrived (components/ui/ServerMarkup.tsx). No hooks and no 'use client': the server
 * draws it without sending its code; the part passes the picture shown and its actions. What the
 * server has no value for is left out, not set to undefined (it would be in the flight data), and
 * keys are positions, not addresses, for the same reason.
 */
export function GalleryView({ images, labels, index = 0, actions }: GalleryViewProps & { index?: number; actions?: GalleryActions }) {
  const current = images[index];
  return (
    <>
      <button type="button" className={styles.frame} aria-label={labels.zoom[index]} aria-haspopup="dialog" {...(actions && { onPointerDown: actions.press, onClick: actions.zoom })}>
        {/* next/image's markup without its code (FillImage); the shop's loader asks the optimiser for the same picture. */}
        <GalleryPicture key={index} src={current.url} alt={current.alt} preload={index === 0} fetchPriority={index === 0 ? 'high' : undefined} sizes={MAIN_SIZES} className={styles.image} />
        <span className={styles.zoomHint} aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5M11 8v6M8 11h6" />
          </svg>
        </span>
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={labels.thumbnails}>
          {images.map((image, i) => (
            <li key={i}>
              <button type="button" className={styles.thumb} aria-label={labels.show[i]} {...(i === index && { 'aria-current': 'true' as const })} {...(actions && { onClick: () => actions.show(i) })}>
                <GalleryPicture src={image.url} alt="" sizes="96px" className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
