import type { ContentImage } from '@/lib/content/blocks';
import { contentImageSrc } from '@/lib/content/image';
import { contentImageLoader } from '@/lib/content/image-loader';
import { fillImageAttributes } from '@/lib/images/fill-image';
import { FrameImage, PictureFrame, type FramedImage } from './PictureFrame';
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
 * How wide `sizes` says the picture is drawn on a viewport `viewport` px wide, for the forms the shop
 * writes: `(min-width: Npx) <length>` entries, then a default; lengths in px or vw.
 */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((e) => e.trim())) {
    const [, minWidth, length, unit] = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry) ?? [];
    if (!length) return 0; // a form not read here: keep every candidate
    if (minWidth && viewport < Number(minWidth)) continue;
    return unit === 'vw' ? (Number(length) * viewport) / 100 : Number(length);
  }
  return 0;
}

/**
 * The srcset of one wider viewport's cut, without the candidates narrower than the picture is drawn
 * on the narrowest screen of that viewport range: the browser never picks those there.
 */
function sourceSrcSet(src: string, sizes: string, minWidth: number): string | undefined {
  const { srcSet } = fillImageAttributes({ src, alt: '', sizes, loader: contentImageLoader });
  const candidates = srcSet?.split(', ') ?? [];
  const slot = slotWidth(sizes, minWidth);
  const kept = candidates.filter((candidate) => Number(candidate.slice(candidate.lastIndexOf(' ') + 1, -1)) >= slot);
  return (kept.length ? kept : candidates.slice(-1)).join(', ') || undefined;
}

/**
 * A content image in a frame of fixed proportions, so nothing shifts while it loads; a warm neutral
 * tone shows until it arrives. A frame of other proportions than the image's loads the image cut to
 * them around the editor's hotspot, so a portrait frame on a phone is as sharp as the screen; a frame
 * of the image's own proportions loads it whole.
 *
 * A frame whose proportions change by breakpoint is art-directed: a <picture> whose sources, one per
 * wider viewport, are written here on the server (as next/image's getImageProps writes them:
 * lib/images/fill-image.ts), around the narrowest viewport's image. Such a priority picture (a page's
 * largest paint) has no preload in the head: it opens the page's main content, near the top of the
 * HTML (15 KB into the home page's 120), where the preload scanner finds it as early and picks the
 * viewport's cut from the <picture> itself; a preload per cut would repeat every srcset in the head.
 */
export function Picture({ image, sizes, ratio = DEFAULT_RATIO, priority = false, className }: PictureProps) {
  if (typeof ratio === 'string') {
    const frame = ratio === 'intrinsic' ? `${image?.width ?? 3} / ${image?.height ?? 2}` : ratio;
    return <PictureFrame image={framedImage(image, frame)} ratio={frame} sizes={sizes} priority={priority} className={className} />;
  }
  // Proportions by breakpoint are the frame's className's.
  if (!image?.ref) return <div className={`${styles.frame} ${className ?? ''}`} />;
  const frames = ratio;
  const cutFor = (frame: FrameProportion) => cutOf(image, frame.ratio);
  return (
    <div className={`${styles.frame} ${className ?? ''}`}>
      <picture>
        {frames.slice(1).map((frame, i) => (
          <source
            key={frame.minWidth}
            media={viewportRange(frame.minWidth, frames[i + 2]?.minWidth)}
            srcSet={sourceSrcSet(cutFor(frame), sizes, frame.minWidth ?? 0)}
            sizes={sizes}
          />
        ))}
        <FrameImage image={{ src: cutFor(frames[0]), alt: image.alt }} sizes={sizes} priority={priority} preload={false} />
      </picture>
    </div>
  );
}

/** Whether a frame of `ratio` shows the image whole (its own proportions, within 2 %). */
function isWhole(image: ContentImage, ratio: string): boolean {
  const intrinsic = image.width && image.height ? image.width / image.height : undefined;
  return intrinsic !== undefined && Math.abs(ratioValue(ratio) - intrinsic) / intrinsic < 0.02;
}

/** The image's key for a frame of `ratio`: whole, or cut to the frame's proportions around the hotspot. */
function cutOf(image: ContentImage, ratio: string): string {
  return isWhole(image, ratio) ? contentImageSrc(image.ref) : contentImageSrc(image.ref, { ratio: ratioValue(ratio), focus: image.hotspot });
}

/**
 * An image as a frame of one proportion shows it (PictureFrame): its key, and, loaded whole, placed by
 * its hotspot (a cut is already centred on it). Null without an image.
 */
export function framedImage(image: ContentImage | null | undefined, ratio: string): FramedImage | null {
  if (!image?.ref) return null;
  const placed = isWhole(image, ratio) ? image.hotspot : null;
  return { src: cutOf(image, ratio), alt: image.alt, ...(placed ? { position: `${Math.round(placed.x * 100)}% ${Math.round(placed.y * 100)}%` } : {}) };
}
