import type { ContentImage } from '@/lib/content/blocks';
import { contentImageUrl } from '@/lib/content/image';
import { PictureImage, type PictureCut } from './PictureImage';
import styles from './Picture.module.css';

/** A frame's proportions (a CSS aspect-ratio, '4 / 5') from a viewport width up. */
export interface FrameProportion {
  minWidth?: number;
  ratio: string;
}

interface PictureProps {
  image: ContentImage | null | undefined;
  /** next/image `sizes`: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /**
   * The frame: one CSS aspect-ratio ('3 / 2'), 'intrinsic' for the image's own, or, for a frame whose
   * className changes its proportions by breakpoint, each breakpoint's, narrowest first (the picture
   * is then art-directed: every viewport loads the cut of its own frame). Default 3:2.
   */
  ratio?: string | readonly FrameProportion[];
  priority?: boolean;
  className?: string;
}

const DEFAULT_RATIO = '3 / 2';

/** '4 / 5' → 0.8. */
const ratioValue = (ratio: string): number => {
  const [width, height = 1] = ratio.split('/').map(Number);
  return width / height;
};

/** The viewports from `from` up to (not including) `to`, as a media query; undefined for all. */
function viewportRange(from: number | undefined, to: number | undefined): string | undefined {
  if (from && to) return `(${from}px <= width < ${to}px)`;
  if (from) return `(width >= ${from}px)`;
  if (to) return `(width < ${to}px)`;
  return undefined;
}

/**
 * A content image in a frame of fixed proportions, so nothing shifts while it loads; a warm neutral
 * tone shows until it arrives. A frame of other proportions than the image's loads the image cut to
 * them around the editor's hotspot, so a portrait frame on a phone is as sharp as the screen; a frame
 * of the image's own proportions loads it whole.
 */
export function Picture({ image, sizes, ratio = DEFAULT_RATIO, priority = false, className }: PictureProps) {
  const frames = typeof ratio === 'string' ? [{ ratio: ratio === 'intrinsic' ? `${image?.width ?? 3} / ${image?.height ?? 2}` : ratio }] : ratio;
  // One proportion is the frame's own style; proportions by breakpoint are its className's.
  const frameStyle = typeof ratio === 'string' ? { aspectRatio: frames[0].ratio } : undefined;
  const intrinsic = image?.width && image?.height ? image.width / image.height : undefined;
  const isWhole = (wanted: number) => intrinsic !== undefined && Math.abs(wanted - intrinsic) / intrinsic < 0.02;
  const cuts: PictureCut[] = frames.map((frame, i) => {
    const wanted = ratioValue(frame.ratio);
    const src = !image?.ref ? '' : isWhole(wanted) ? contentImageUrl(image.ref) : contentImageUrl(image.ref, 2048, { ratio: wanted, focus: image.hotspot });
    const media = viewportRange(frame.minWidth, frames[i + 1]?.minWidth);
    return media ? { src, media } : { src };
  });
  // An image loaded whole is placed by its hotspot; a cut is already centred on it.
  const placed = frames.length === 1 && isWhole(ratioValue(frames[0].ratio)) && image?.hotspot;
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={frameStyle}>
      {image?.ref ? (
        <PictureImage
          cuts={cuts}
          alt={image.alt}
          sizes={sizes}
          priority={priority}
          className={styles.image}
          objectPosition={placed ? `${Math.round(placed.x * 100)}% ${Math.round(placed.y * 100)}%` : undefined}
        />
      ) : null}
    </div>
  );
}
