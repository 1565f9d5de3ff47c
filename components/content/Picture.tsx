import type { ContentImage } from '@/lib/content/blocks';
import { contentImageUrl } from '@/lib/content/image';
import { CdnImage } from './CdnImage';
import styles from './Picture.module.css';

interface PictureProps {
  image: ContentImage | null | undefined;
  /** next/image `sizes`: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** A fixed frame (CSS aspect-ratio, e.g. '3 / 2'); 'intrinsic' for the image's own; else the className's (3:2 by default). */
  ratio?: string;
  priority?: boolean;
  className?: string;
}

/**
 * A content image in a frame of fixed proportions, so nothing shifts while it loads; a warm neutral
 * tone shows until it arrives. The editor's hotspot keeps the subject in view when the frame crops.
 */
export function Picture({ image, sizes, ratio, priority = false, className }: PictureProps) {
  const frameRatio = ratio === 'intrinsic' ? (image?.width && image?.height ? `${image.width} / ${image.height}` : undefined) : ratio;
  const position = image?.hotspot ? `${Math.round(image.hotspot.x * 100)}% ${Math.round(image.hotspot.y * 100)}%` : undefined;
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={frameRatio ? { aspectRatio: frameRatio } : undefined}>
      {image?.ref ? (
        <CdnImage
          src={contentImageUrl(image.ref)}
          alt={image.alt}
          fill
          sizes={sizes}
          preload={priority}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className={styles.image}
          style={position ? { objectPosition: position } : undefined}
        />
      ) : null}
    </div>
  );
}
