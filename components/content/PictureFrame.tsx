import { CdnImage } from './CdnImage';
import styles from './Picture.module.css';

/** A content picture chosen for a frame of one proportion (Picture.tsx framedImage): its key, and where its subject is when loaded whole. */
export interface FramedImage {
  src: string;
  alt: string;
  /** CSS object-position from the editor's hotspot ('25% 50%'). */
  position?: string;
}

interface PictureFrameProps {
  image: FramedImage | null;
  /** The frame's CSS aspect-ratio ('3 / 2'). */
  ratio: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * A frame of fixed proportions and its picture, as Picture draws a frame of one proportion: written
 * for both server and client trees, so a client view (DocumentCardView) gets the same markup from a
 * picture's few fields instead of its element tree.
 */
export function PictureFrame({ image, ratio, sizes, priority = false, className }: PictureFrameProps) {
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: ratio }}>
      {image && <FrameImage image={image} sizes={sizes} priority={priority} />}
    </div>
  );
}

/** A frame's picture: eager and first in line when it is the page's largest paint, preloaded unless a <picture> chooses among cuts (`preload` false). */
export function FrameImage({ image, sizes, priority, preload = priority }: { image: FramedImage; sizes: string; priority: boolean; preload?: boolean }) {
  return (
    <CdnImage
      src={image.src}
      alt={image.alt}
      fill
      sizes={sizes}
      preload={preload}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={styles.image}
      style={image.position ? { objectPosition: image.position } : undefined}
    />
  );
}
